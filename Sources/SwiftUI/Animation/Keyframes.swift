import Foundation

// Keyframes as Apple documents them: each track moves one property of a value through its keyframes, one after
// another; tracks run side by side and the timeline lasts as long as the longest. A linear keyframe
// interpolates along its timing curve, a spring keyframe lets a spring pull the value to its target for its
// duration (its settling time by default), a cubic keyframe follows a cubic curve whose velocities, unless
// given, make a smooth path through the neighbouring keyframes (Catmull-Rom), and a move keyframe jumps.
// Values are interpolated through their `animatableData`.

/// One keyframe of a track: its target and how the value gets there.
public struct _Keyframe<Value: Animatable> {
  enum Kind {
    case linear(UnitCurve)
    case spring(Spring, startVelocity: Value?)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case move
  }
  let kind: Kind
  let target: Value
  let duration: TimeInterval
}

/// What a track's builder makes: keyframes in order.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable
  var _keyframes: [_Keyframe<Value>] { get }
}

/// Keyframes gathered by `KeyframeTrackContentBuilder`.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    _keyframes = [_Keyframe(kind: .linear(timingCurve), target: to, duration: max(duration, 0))]
  }
}

public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    _keyframes = [
      _Keyframe(
        kind: .spring(spring, startVelocity: startVelocity), target: to,
        duration: max(duration ?? spring.settlingDuration, 0))
    ]
  }
}

public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    _keyframes = [
      _Keyframe(
        kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity), target: to,
        duration: max(duration, 0))
    ]
  }
}

public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [_Keyframe<Value>]
  public init(_ to: Value) { _keyframes = [_Keyframe(kind: .move, target: to, duration: 0)] }
}

@resultBuilder public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value>
  where K.Value == Value {
    _KeyframeList(_keyframes: keyframe._keyframes)
  }
  public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
    _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
  }
  public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
    _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
  }
  public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
    part ?? _KeyframeList(_keyframes: [])
  }
  public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
  public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}

/// Tracks over a value, as `KeyframesBuilder` gathers them.
public protocol Keyframes<Value> {
  associatedtype Value
  var _tracks: [_KeyframeTrackRun<Value>] { get }
}

/// One track, erased: how long it lasts and what it makes of the value at a time.
public struct _KeyframeTrackRun<Root> {
  let duration: TimeInterval
  let apply: (inout Root, _ initial: Root, _ time: Double) -> Void
}

public struct _KeyframeTracks<Value>: Keyframes {
  public let _tracks: [_KeyframeTrackRun<Value>]
}

/// The keyframes of one property of the animated value (`\.scale`), or of the value itself.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  public let _tracks: [_KeyframeTrackRun<Root>]

  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    let path = KeyframePath(content()._keyframes)
    _tracks = [
      _KeyframeTrackRun(duration: path.duration) { root, initial, time in
        root[keyPath: keyPath] = path.value(from: initial[keyPath: keyPath], at: time)
      }
    ]
  }
}

extension KeyframeTrack where Root == Value {
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

@resultBuilder public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value>
  where K.Value == Value {
    _KeyframeTracks(_tracks: keyframes._tracks)
  }
  public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
    _KeyframeTracks(_tracks: parts.flatMap(\._tracks))
  }
  public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
    _KeyframeTracks(_tracks: parts.flatMap(\._tracks))
  }
  public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
    part ?? _KeyframeTracks(_tracks: [])
  }
  public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
  public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
    second
  }
}

/// A value's keyframes laid out in time, to be sampled at any time or progress.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [_KeyframeTrackRun<Value>]

  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = content()._tracks
  }

  init(initialValue: Value, tracks: [_KeyframeTrackRun<Value>]) {
    self.initialValue = initialValue
    self.tracks = tracks
  }

  /// The longest track's duration.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, initialValue, time) }
    return value
  }

  public func value(progress: Double) -> Value {
    value(time: min(max(progress, 0), 1) * duration)
  }
}

/// One track's keyframes, sampled from the property's initial value.
struct KeyframePath<Value: Animatable> {
  let keyframes: [_Keyframe<Value>]
  let starts: [Double]
  let duration: Double

  init(_ keyframes: [_Keyframe<Value>]) {
    self.keyframes = keyframes
    var time = 0.0
    var starts: [Double] = []
    for keyframe in keyframes {
      starts.append(time)
      time += keyframe.duration
    }
    self.starts = starts
    duration = time
  }

  func value(from initial: Value, at time: Double) -> Value {
    var start = initial.animatableData
    var startVelocity = Value.AnimatableData.zero
    for (index, keyframe) in keyframes.enumerated() {
      let target = keyframe.target.animatableData
      let local = time - starts[index]
      if local < keyframe.duration {
        var value = keyframe.target
        value.animatableData = sample(
          index, from: start, velocity: startVelocity, to: target, at: max(local, 0),
          initial: initial.animatableData)
        return value
      }
      // Where this keyframe leaves the value (a spring cut short is not at its target).
      let end = sample(
        index, from: start, velocity: startVelocity, to: target, at: keyframe.duration,
        initial: initial.animatableData)
      startVelocity = endVelocity(index, from: start, to: target, initial: initial.animatableData)
      start = end
    }
    var value = keyframes.last?.target ?? initial
    value.animatableData = start
    return value
  }

  private func sample(
    _ index: Int, from start: Value.AnimatableData, velocity: Value.AnimatableData,
    to target: Value.AnimatableData, at local: Double, initial: Value.AnimatableData
  ) -> Value.AnimatableData {
    let keyframe = keyframes[index]
    let duration = keyframe.duration
    switch keyframe.kind {
    case .move: return target
    case .linear(let curve):
      guard duration > 0 else { return target }
      return start + (target - start).scaled(by: curve.value(at: local / duration))
    case .spring(let spring, let given):
      guard local < duration || duration == 0 else { return target }
      let v0 = given?.animatableData ?? velocity
      let (fromOffset, fromVelocity) = spring.displacement(at: local)
      return target + (start - target).scaled(by: fromOffset) + v0.scaled(by: fromVelocity)
    case .cubic(let givenStart, let givenEnd):
      guard duration > 0 else { return target }
      let (m0, m1) = tangents(
        index, from: start, to: target, initial: initial, givenStart: givenStart?.animatableData,
        givenEnd: givenEnd?.animatableData)
      let s = local / duration
      let h00 = 2 * s * s * s - 3 * s * s + 1
      let h10 = s * s * s - 2 * s * s + s
      let h01 = -2 * s * s * s + 3 * s * s
      let h11 = s * s * s - s * s
      return start.scaled(by: h00) + m0.scaled(by: h10 * duration) + target.scaled(by: h01)
        + m1.scaled(by: h11 * duration)
    }
  }

  /// A cubic keyframe's velocities at its two ends: given, else through its neighbours (zero at the ends of
  /// the track and beside keyframes that are not cubic).
  private func tangents(
    _ index: Int, from start: Value.AnimatableData, to target: Value.AnimatableData,
    initial: Value.AnimatableData, givenStart: Value.AnimatableData?,
    givenEnd: Value.AnimatableData?
  ) -> (Value.AnimatableData, Value.AnimatableData) {
    let duration = keyframes[index].duration
    var m0 = givenStart ?? .zero
    if givenStart == nil, index > 0, case .cubic = keyframes[index - 1].kind {
      let before = index > 1 ? keyframes[index - 2].target.animatableData : initial
      let span = keyframes[index - 1].duration + duration
      if span > 0 { m0 = (target - before).scaled(by: 1 / span) }
    }
    var m1 = givenEnd ?? .zero
    if givenEnd == nil, index + 1 < keyframes.count, case .cubic = keyframes[index + 1].kind {
      let after = keyframes[index + 1].target.animatableData
      let span = duration + keyframes[index + 1].duration
      if span > 0 { m1 = (after - start).scaled(by: 1 / span) }
    }
    return (m0, m1)
  }

  private func endVelocity(
    _ index: Int, from start: Value.AnimatableData, to target: Value.AnimatableData,
    initial: Value.AnimatableData
  ) -> Value.AnimatableData {
    let keyframe = keyframes[index]
    guard keyframe.duration > 0 else { return .zero }
    switch keyframe.kind {
    case .linear: return (target - start).scaled(by: 1 / keyframe.duration)
    default: return .zero
    }
  }
}
