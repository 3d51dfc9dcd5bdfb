import Foundation

extension Animation {
  /// A persistent spring animation. When mixed with other `spring()` or
  /// `interactiveSpring()` animations on the same property, each animation
  /// is replaced by its successor, preserving velocity.
  ///
  /// `blendDuration` is stored (so it is part of equality) but ignored by
  /// the engine: merged springs switch to the new response immediately.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5,
    dampingFraction: Double = 0.825,
    blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      base: .spring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A persistent spring animation described by its perceptual duration
  /// and bounce. A bare `spring()` resolves here (the response overload is
  /// disfavoured, as in Apple's SDK), so it is critically damped.
  public static func spring(
    duration: TimeInterval = 0.5,
    bounce: Double = 0.0,
    blendDuration: Double = 0
  ) -> Animation {
    spring(
      response: duration,
      dampingFraction: dampingFraction(bounce: bounce),
      blendDuration: blendDuration)
  }

  /// A persistent spring animation with the default parameter values.
  public static var spring: Animation { spring() }

  /// A convenience for a `spring` animation with a lower `response` value,
  /// intended for driving interactive animations.
  ///
  /// Unlike `spring`, the response overload wins for a bare
  /// `interactiveSpring()` here, so that it yields the documented
  /// 0.15 / 0.86 / 0.25 rather than bounce 0.15 (damping 0.85).
  public static func interactiveSpring(
    response: Double = 0.15,
    dampingFraction: Double = 0.86,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A convenience for a `spring` animation with a lower `duration` value,
  /// intended for driving interactive animations.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15,
    extraBounce: Double = 0.0,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A smooth spring animation with a predefined duration and no bounce.
  public static var smooth: Animation { smooth() }

  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A spring animation with a predefined duration and small amount of
  /// bounce that feels more snappy.
  public static var snappy: Animation { snappy() }

  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring animation with a predefined duration and higher amount of
  /// bounce.
  public static var bouncy: Animation { bouncy() }

  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// An interpolating spring animation that uses a damped spring model to
  /// produce values in the range [0, 1] that are then used to interpolate
  /// within the [from, to] range of the animated property. Overlapping
  /// interpolating springs add up, which is how they preserve velocity.
  ///
  /// `initialVelocity` is in units of the whole change per second.
  public static func interpolatingSpring(
    mass: Double = 1.0,
    stiffness: Double,
    damping: Double,
    initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      base: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  public static func interpolatingSpring(
    duration: TimeInterval = 0.5,
    bounce: Double = 0.0,
    initialVelocity: Double = 0.0
  ) -> Animation {
    let stiffness = springStiffness(response: duration)
    return interpolatingSpring(
      mass: 1,
      stiffness: stiffness,
      damping: springDamping(dampingFraction: dampingFraction(bounce: bounce), response: duration),
      initialVelocity: initialVelocity)
  }

  public static var interpolatingSpring: Animation { interpolatingSpring() }
}

extension Animation {
  /// Negative bounce means over-damped; the two branches keep the mapping
  /// continuous at zero and the fraction positive for bounce > -1.
  static func dampingFraction(bounce: Double) -> Double {
    bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  }

  /// Stiffness for a unit mass whose undamped period equals `response`.
  static func springStiffness(response: Double) -> Double {
    response > 0 ? pow(2 * .pi / response, 2) : .infinity
  }

  /// `dampingFraction` of critical damping (2·√k for unit mass).
  static func springDamping(dampingFraction: Double, response: Double) -> Double {
    response > 0 ? 4 * .pi * dampingFraction / response : .infinity
  }
}
