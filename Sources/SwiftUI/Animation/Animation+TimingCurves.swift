import Foundation

extension Animation {
  /// Apple's default duration for every timing-curve animation.
  static let defaultTimingCurveDuration: TimeInterval = 0.35

  /// An animation that moves at a constant speed.
  public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }

  /// An animation that moves at a constant speed during a specified duration.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(base: .timingCurve(.linear, duration: duration))
  }

  /// An animation that starts slowly and then increases speed towards the
  /// end of the movement.
  public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }

  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(base: .timingCurve(.easeIn, duration: duration))
  }

  /// An animation that starts quickly and then slows towards the end of the
  /// movement.
  public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }

  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(base: .timingCurve(.easeOut, duration: duration))
  }

  /// An animation that combines the behaviors of in and out easing
  /// animations.
  public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }

  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(base: .timingCurve(.easeInOut, duration: duration))
  }

  /// An animation created from a cubic Bézier timing curve whose end points
  /// are (0, 0) and (1, 1).
  public static func timingCurve(
    _ p1x: Double,
    _ p1y: Double,
    _ p2x: Double,
    _ p2y: Double,
    duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(base: .timingCurve(CubicBezier(p1x, p1y, p2x, p2y), duration: duration))
  }
}
