import Foundation

// SF Symbols' effects. Every effect and option is accepted; what a symbol does is drawn as a short motion of
// the whole image (symbols are single drawings here, so by-layer effects move it whole): bounce squashes and
// springs back, pulse and variable colour fade and return, scale grows or shrinks, appear and disappear fade
// and scale in or out, wiggle turns a little each way, breathe swells, rotate turns round.

/// What an effect does, as the runtime draws it.
public enum _SymbolEffectMotion: Sendable, Equatable {
  case bounce(down: Bool)
  case pulse
  case variableColor
  case scale(up: Bool)
  case appear
  case disappear
  case wiggle
  case breathe
  case rotate(clockwise: Bool)
}

public protocol SymbolEffect: Sendable {
  var _motion: _SymbolEffectMotion { get }
}
/// An effect that plays once for each change of a value.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides the symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var squashes = true
  public var _motion: _SymbolEffectMotion { .bounce(down: squashes) }
  public var up: BounceSymbolEffect { with { $0.squashes = false } }
  public var down: BounceSymbolEffect { with { $0.squashes = true } }
  public var byLayer: BounceSymbolEffect { self }
  public var wholeSymbol: BounceSymbolEffect { self }
}

public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var _motion: _SymbolEffectMotion { .pulse }
  public var byLayer: PulseSymbolEffect { self }
  public var wholeSymbol: PulseSymbolEffect { self }
}

public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var _motion: _SymbolEffectMotion { .variableColor }
  public var iterative: VariableColorSymbolEffect { self }
  public var cumulative: VariableColorSymbolEffect { self }
  public var reversing: VariableColorSymbolEffect { self }
  public var nonReversing: VariableColorSymbolEffect { self }
  public var hideInactiveLayers: VariableColorSymbolEffect { self }
  public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  var grows = true
  public var _motion: _SymbolEffectMotion { .scale(up: grows) }
  public var up: ScaleSymbolEffect { with { $0.grows = true } }
  public var down: ScaleSymbolEffect { with { $0.grows = false } }
  public var byLayer: ScaleSymbolEffect { self }
  public var wholeSymbol: ScaleSymbolEffect { self }
}

public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  public var _motion: _SymbolEffectMotion { .appear }
  public var up: AppearSymbolEffect { self }
  public var down: AppearSymbolEffect { self }
  public var byLayer: AppearSymbolEffect { self }
  public var wholeSymbol: AppearSymbolEffect { self }
}

public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  public var _motion: _SymbolEffectMotion { .disappear }
  public var up: DisappearSymbolEffect { self }
  public var down: DisappearSymbolEffect { self }
  public var byLayer: DisappearSymbolEffect { self }
  public var wholeSymbol: DisappearSymbolEffect { self }
}

public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var _motion: _SymbolEffectMotion { .wiggle }
  public var left: WiggleSymbolEffect { self }
  public var right: WiggleSymbolEffect { self }
  public var up: WiggleSymbolEffect { self }
  public var down: WiggleSymbolEffect { self }
  public var forward: WiggleSymbolEffect { self }
  public var backward: WiggleSymbolEffect { self }
  public var clockwise: WiggleSymbolEffect { self }
  public var counterClockwise: WiggleSymbolEffect { self }
  public var byLayer: WiggleSymbolEffect { self }
  public var wholeSymbol: WiggleSymbolEffect { self }
}

public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var _motion: _SymbolEffectMotion { .breathe }
  public var plain: BreatheSymbolEffect { self }
  public var pulse: BreatheSymbolEffect { self }
  public var byLayer: BreatheSymbolEffect { self }
  public var wholeSymbol: BreatheSymbolEffect { self }
}

public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var clockwiseTurn = true
  public var _motion: _SymbolEffectMotion { .rotate(clockwise: clockwiseTurn) }
  public var clockwise: RotateSymbolEffect { with { $0.clockwiseTurn = true } }
  public var counterClockwise: RotateSymbolEffect { with { $0.clockwiseTurn = false } }
  public var byLayer: RotateSymbolEffect { self }
  public var wholeSymbol: RotateSymbolEffect { self }
}

extension SymbolEffect {
  fileprivate func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// How often and how fast an effect plays.
public struct SymbolEffectOptions: Sendable, Equatable {
  var repeats: Bool?
  var count: Int?
  var speed = 1.0

  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeats: true) }
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeats: false) }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeats: true, count: count)
  }
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(speed: speed)
  }
  public var repeating: SymbolEffectOptions { with(repeats: true) }
  public var nonRepeating: SymbolEffectOptions { with(repeats: false) }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = with(repeats: true)
    copy.count = count
    return copy
  }
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speed = speed
    return copy
  }
  private func with(repeats: Bool) -> SymbolEffectOptions {
    var copy = self
    copy.repeats = repeats
    return copy
  }
}

/// A symbol's pose at one instant of an effect.
struct SymbolPose: Animatable, Equatable {
  var scale = 1.0
  var opacity = 1.0
  var rotation = 0.0
  var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
    get { AnimatablePair(scale, AnimatablePair(opacity, rotation)) }
    set {
      scale = newValue.first
      opacity = newValue.second.first
      rotation = newValue.second.second
    }
  }
}

extension _SymbolEffectMotion {
  /// One play of the effect, from and back to rest.
  func keyframes(speed: Double) -> _KeyframeTracks<SymbolPose> {
    let s = 1 / max(speed, 0.01)
    switch self {
    case .bounce(let down):
      return KeyframesBuilder.buildExpression(
        KeyframeTrack(\SymbolPose.scale) {
          LinearKeyframe(down ? 0.8 : 1.2, duration: 0.12 * s, timingCurve: .easeOut)
          SpringKeyframe(1.0, duration: 0.5 * s, spring: .bouncy)
        })
    case .pulse, .variableColor:
      return KeyframesBuilder.buildExpression(
        KeyframeTrack(\SymbolPose.opacity) {
          LinearKeyframe(0.35, duration: 0.5 * s, timingCurve: .easeInOut)
          LinearKeyframe(1.0, duration: 0.5 * s, timingCurve: .easeInOut)
        })
    case .breathe:
      return KeyframesBuilder.buildExpression(
        KeyframeTrack(\SymbolPose.scale) {
          LinearKeyframe(1.15, duration: 0.8 * s, timingCurve: .easeInOut)
          LinearKeyframe(1.0, duration: 0.8 * s, timingCurve: .easeInOut)
        })
    case .wiggle:
      return KeyframesBuilder.buildExpression(
        KeyframeTrack(\SymbolPose.rotation) {
          LinearKeyframe(-12, duration: 0.1 * s)
          LinearKeyframe(12, duration: 0.2 * s)
          LinearKeyframe(-8, duration: 0.15 * s)
          LinearKeyframe(0, duration: 0.1 * s)
        })
    case .rotate(let clockwise):
      return KeyframesBuilder.buildExpression(
        KeyframeTrack(\SymbolPose.rotation) {
          LinearKeyframe(clockwise ? 360 : -360, duration: 1 * s, timingCurve: .easeInOut)
        })
    case .scale(let up):
      return KeyframesBuilder.buildExpression(
        KeyframeTrack(\SymbolPose.scale) {
          SpringKeyframe(up ? 1.2 : 0.8, duration: 0.3 * s)
          SpringKeyframe(1.0, duration: 0.3 * s)
        })
    case .appear, .disappear:
      return KeyframesBuilder.buildExpression(
        KeyframeTrack(\SymbolPose.opacity) {
          LinearKeyframe(1.0, duration: 0.3 * s)
        })
    }
  }

  /// Where an active effect that holds a state keeps the symbol (nil: it plays over and over instead).
  var heldPose: SymbolPose? {
    switch self {
    case .scale(let up): return SymbolPose(scale: up ? 1.2 : 0.8)
    case .appear: return SymbolPose()
    case .disappear: return SymbolPose(scale: 0.5, opacity: 0)
    default: return nil
    }
  }
}

extension View {
  /// Plays `effect` once each time `value` changes.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    let motion = effect._motion
    return keyframeAnimator(initialValue: SymbolPose(), trigger: value) { content, pose in
      content.scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.rotation))
    } keyframes: { _ in
      motion.keyframes(speed: options.speed)
    }
  }

  /// Plays `effect` while `isActive` (over and over unless it holds a state, as scale, appear and
  /// disappear do).
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    SymbolEffectView(content: self, motion: effect._motion, options: options, isActive: isActive)
  }

  /// Turns off the symbol effects below.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

/// An indefinite effect: a held pose animated in and out, or a repeating play while active.
private struct SymbolEffectView<Content: View>: View {
  let content: Content
  let motion: _SymbolEffectMotion
  let options: SymbolEffectOptions
  let isActive: Bool

  var body: some View {
    if let held = motion.heldPose {
      let pose =
        isActive ? held : (motion == .appear ? SymbolPose(scale: 0.5, opacity: 0) : SymbolPose())
      content.scaleEffect(pose.scale).opacity(pose.opacity)
        .animation(.spring(duration: 0.3 / max(options.speed, 0.01)), value: isActive)
    } else if isActive {
      content.keyframeAnimator(initialValue: SymbolPose(), repeating: options.repeats != false) {
        content, pose in
        content.scaleEffect(pose.scale).opacity(pose.opacity)
          .rotationEffect(.degrees(pose.rotation))
      } keyframes: { _ in
        motion.keyframes(speed: options.speed)
      }
    } else {
      content
    }
  }
}
