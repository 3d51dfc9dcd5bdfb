import Foundation

/// Builds its content from a value its keyframes move through time: over and over while shown (`repeating`),
/// or once each time the trigger changes. While the keyframes run the node asks for an update every frame
/// (Graph/TimedUpdates.swift) and its content is built again with the value at the clock's time; at rest it asks
/// for nothing.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Value == Value {
  public typealias Body = Never
  let initialValue: Value
  let repeating: Bool
  let trigger: AnyEquatableValue?
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.repeating = repeating
    trigger = nil
    self.content = content
    self.keyframes = keyframes
  }

  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    repeating = false
    self.trigger = AnyEquatableValue(trigger)
    self.content = content
    self.keyframes = keyframes
  }

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let run = node.storage(&slot) { KeyframeRun(trigger: trigger) }
    let graph = node.graph
    let now = graph.clock.now
    if trigger == nil, run.start == nil {
      run.start = now
    } else if let trigger, run.trigger != trigger {
      run.trigger = trigger
      run.start = now
    }
    var value = initialValue
    if let start = run.start {
      let timeline = KeyframeTimeline(
        initialValue: initialValue, tracks: keyframes(initialValue)._tracks)
      let duration = timeline.duration
      var elapsed = now - start
      if repeating, duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: duration) }
      value = timeline.value(time: elapsed)
      if repeating && duration > 0 || elapsed < duration {
        graph.requestUpdate(of: node, at: now + 1e-6)
      } else if trigger != nil {
        run.start = nil
      }
    }
    node.setContent(content(value))
  }
}

/// When a keyframe animator's current run began (nil at rest) and the trigger it last saw.
final class KeyframeRun {
  var start: Double?
  var trigger: AnyEquatableValue?
  init(trigger: AnyEquatableValue?) { self.trigger = trigger }
}

extension View {
  /// Moves a value through `keyframes` over and over (or once, without `repeating`), building the modified
  /// view from it each frame.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating,
      content: { value in content(placeholder, value) }, keyframes: keyframes)
  }

  /// Moves a value through `keyframes` once each time `trigger` changes.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger,
      content: { value in content(placeholder, value) }, keyframes: keyframes)
  }
}
