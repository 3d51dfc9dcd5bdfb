import Foundation

/// The way a view changes over time to create a smooth visual transition
/// from one state to another.
///
/// Stored as a base curve plus the modifiers applied to it, in application
/// order, because `delay`, `speed` and `repeat` compose by wrapping: the
/// order in which user code chains them changes the result (`.delay(1)
/// .speed(2)` halves the delay, `.speed(2).delay(1)` does not).
public struct Animation: Hashable, Sendable {
  enum Base: Hashable, Sendable {
    /// A cubic Bézier timing curve over a fixed duration.
    case timingCurve(CubicBezier, duration: Double)
    /// A spring that merges with the animation it interrupts
    /// (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`).
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// A spring whose effect is added to running animations instead.
    case interpolatingSpring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  }

  enum Modifier: Hashable, Sendable {
    case delay(Double)
    case speed(Double)
    /// `nil` count means forever.
    case repeatCount(Int?, autoreverses: Bool)
    case logicallyComplete(after: Double)
  }

  var base: Base
  /// Innermost first: `modifiers.last` is the one applied last in code.
  var modifiers: [Modifier]

  init(base: Base, modifiers: [Modifier] = []) {
    self.base = base
    self.modifiers = modifiers
  }

  func adding(_ modifier: Modifier) -> Animation {
    Animation(base: base, modifiers: modifiers + [modifier])
  }

  /// A default animation instance.
  ///
  /// Since the iOS 17 SDK this is a critically damped spring
  /// (duration 0.5, bounce 0), not the older ease-in-out curve.
  public static let `default`: Animation = .spring(duration: 0.5, bounce: 0)
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String {
    var text: String
    switch base {
    case .timingCurve(let curve, let duration):
      text = "\(curve.name)(duration: \(duration))"
    case .spring(let response, let dampingFraction, let blendDuration):
      text =
        "spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
      text =
        "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
    }
    for modifier in modifiers {
      switch modifier {
      case .delay(let delay): text += ".delay(\(delay))"
      case .speed(let speed): text += ".speed(\(speed))"
      case .repeatCount(let count?, let autoreverses):
        text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
      case .repeatCount(nil, let autoreverses):
        text += ".repeatForever(autoreverses: \(autoreverses))"
      case .logicallyComplete(let after): text += ".logicallyComplete(after: \(after))"
      }
    }
    return text
  }

  public var debugDescription: String { description }
}
