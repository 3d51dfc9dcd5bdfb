import Foundation

/// A spring described once and used by keyframes (`SpringKeyframe`) and animations (`Animation.spring(_:)`).
public struct Spring: Hashable, Sendable {
  /// The perceptual duration: the undamped period.
  public let response: Double
  public let dampingRatio: Double
  let oscillator: Animation.SpringOscillator

  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.init(response: duration, dampingRatio: Animation.dampingFraction(bounce: bounce))
  }

  public init(response: Double, dampingRatio: Double) {
    self.response = response
    self.dampingRatio = dampingRatio
    oscillator = Animation.SpringOscillator(response: response, dampingFraction: dampingRatio)
  }

  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    var oscillator = Animation.SpringOscillator(mass: mass, stiffness: stiffness, damping: damping)
    if !allowOverDamping && oscillator.dampingRatio > 1 {
      oscillator = Animation.SpringOscillator(
        mass: 1, stiffness: oscillator.naturalFrequency * oscillator.naturalFrequency,
        damping: 2 * oscillator.naturalFrequency)
    }
    self.oscillator = oscillator
    response = oscillator.naturalFrequency > 0 ? 2 * .pi / oscillator.naturalFrequency : 0
    dampingRatio = oscillator.dampingRatio
  }

  public var duration: TimeInterval { response }
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// How long the spring takes to come to rest from a unit displacement.
  public var settlingDuration: TimeInterval {
    oscillator.settlingTime(x0: 1, v0: 0, epsilon: 1e-3)
  }

  /// The displacement left of a unit one, and what the initial velocity adds, `time` seconds in.
  func displacement(at time: Double, velocity v0: Double = 0) -> (
    fromOffset: Double, fromVelocity: Double
  ) {
    guard !oscillator.isDegenerate else { return (0, 0) }
    return (oscillator.state(x0: 1, v0: 0, at: time).x, oscillator.state(x0: 0, v0: 1, at: time).x)
  }

  public static var smooth: Spring { smooth() }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  public static var snappy: Spring { snappy() }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static var bouncy: Spring { bouncy() }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// An animation that follows `spring`.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    .spring(
      response: spring.response, dampingFraction: spring.dampingRatio,
      blendDuration: blendDuration)
  }
}

/// A timing curve from (0, 0) to (1, 1): the fraction of a change at a fraction of its duration.
public struct UnitCurve: Hashable, Sendable {
  let bezier: Animation.CubicBezier

  public static let linear = UnitCurve(bezier: .linear)
  public static let easeIn = UnitCurve(bezier: .easeIn)
  public static let easeOut = UnitCurve(bezier: .easeOut)
  public static let easeInOut = UnitCurve(bezier: .easeInOut)
  public static let circularEaseIn = UnitCurve(
    bezier: Animation.CubicBezier(0.6, 0.04, 0.98, 0.335))
  public static let circularEaseOut = UnitCurve(
    bezier: Animation.CubicBezier(0.075, 0.82, 0.165, 1))
  public static let circularEaseInOut = UnitCurve(
    bezier: Animation.CubicBezier(0.785, 0.135, 0.15, 0.86))

  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      bezier: Animation.CubicBezier(
        startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y))
  }

  /// The fraction of the change at `progress` (0…1) of the duration.
  public func value(at progress: Double) -> Double {
    bezier.value(at: min(max(progress, 0), 1))
  }
}
