import Foundation

/// The view a modifier's closure receives for the content it modifies (`phaseAnimator`, `keyframeAnimator`,
/// `animation(_:body:)`).
public struct PlaceholderContentView<Value>: View {
  let content: AnyView
  init(_ content: some View) { self.content = AnyView(content) }
  public var body: some View { content }
}

/// Cycles its content through phases, each step animated with the animation the closure gives for the phase
/// it goes to: continuously while shown, or once round (back to the first phase) each time the trigger changes.
/// The next step starts when the last one's animation is logically complete, at a time the node asks the graph
/// to update it (Graph/TimedUpdates.swift).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let phases: [Phase]
  let trigger: AnyEquatableValue?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }

  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnyEquatableValue(trigger)
    self.content = content
    self.animation = animation
  }

  func makeNode(_ node: ViewNode) {
    guard !phases.isEmpty else {
      Log.once("phaseAnimator.empty", "PhaseAnimator: the sequence of phases is empty")
      return node.setContent(EmptyView())
    }
    var slot = 0
    let state = node.storage(&slot) { PhaseProgress(trigger: trigger) }
    let graph = node.graph
    let now = graph.clock.now
    var index = min(state.index, phases.count - 1)
    var stepped = false
    if let trigger, state.trigger != trigger {
      // Each change runs the phases once more; a change during a run moves on at once.
      state.trigger = trigger
      state.running = true
      state.stepEnd = now
    }
    let cycling = trigger == nil || state.running
    if !state.started {
      // Shown at the first phase; the first step starts at the next frame.
      state.stepEnd = now
    } else if cycling, now >= state.stepEnd, phases.count > 1 || trigger != nil {
      index = (index + 1) % phases.count
      stepped = true
      let duration = animation(phases[index])?.estimatedDuration ?? 0
      state.stepEnd = now + (duration.isFinite ? max(duration, 0) : 0)
      if trigger != nil && index == 0 { state.running = false }
    }
    state.started = true
    state.index = index
    if stepped {
      node.attributes.animationOverride = .whenChanged(
        animation(phases[index]), changedInPass: graph.passID)
    }
    if trigger == nil || state.running {
      graph.requestUpdate(of: node, at: max(state.stepEnd, now + 1e-6))
    }
    node.setContent(content(phases[index]))
  }
}

/// Where a phase animator is in its phases.
final class PhaseProgress {
  var index = 0
  var started = false
  var running = false
  var stepEnd = 0.0
  var trigger: AnyEquatableValue?
  init(trigger: AnyEquatableValue?) { self.trigger = trigger }
}

/// A trigger value compared by its own `==`.
struct AnyEquatableValue: Equatable {
  let value: Any
  private let isEqual: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    isEqual = { ($0 as? T) == value }
  }

  static func == (a: AnyEquatableValue, b: AnyEquatableValue) -> Bool { a.isEqual(b.value) }
}

extension View {
  /// Cycles through `phases` while shown, each step animated with `animation(phase)`.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(
      phases, content: { phase in content(placeholder, phase) }, animation: animation)
  }

  /// Runs through `phases` once, back to the first, each time `trigger` changes.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { phase in content(placeholder, phase) },
      animation: animation)
  }
}
