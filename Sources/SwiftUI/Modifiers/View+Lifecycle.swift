import Foundation

extension View {
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AttributeModifier { if let action { $0.onAppear.append(action) } })
  }
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AttributeModifier { if let action { $0.onDisappear.append(action) } })
  }

  /// Runs `action(old, new)` after an update in which `value` changed.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
  }
  /// The iOS 14 form: the closure receives the new value.
  @_disfavoredOverload
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
  }

  /// Starts `action` when the view appears and cancels it when the view goes away.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, priority: priority, action: action))
  }
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }

  public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}

/// `.id(_:)`: a new id is a new view (new state, transitions), as in SwiftUI.
struct IDView<Content: View, ID: Hashable>: View, MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  typealias Body = Never
  let content: Content
  let id: ID
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(content, prefix: prefix.appending(.explicit(AnyHashable(id))), into: &list)
  }
}

final class ValueBox<T> {
  var value: T { didSet { wasChanged = true } }
  /// Whether the value changed since the box was made (a lazy row released unchanged keeps nothing).
  private(set) var wasChanged = false
  init(_ value: T) { self.value = value }
}

struct OnChangeModifier<V: Equatable>: BuiltinModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let isFirst = node.propertySlots.isEmpty
    let previous = node.storage(&slot) { ValueBox(value) }
    let old = previous.value
    if isFirst {
      if initial {
        let value = self.value
        node.graph.enqueueAfterUpdate { action(value, value) }
      }
    } else if old != value {
      previous.value = value
      let new = value
      node.graph.enqueueAfterUpdate { action(old, new) }
    }
    node.setContent(content)
  }
}

/// Holds the running task of a `.task` modifier; cancels it when the view's identity ends.
final class TaskHolder: NodeLifetimeObserver {
  var task: Task<Void, Never>?
  var id: AnyHashable?
  func nodeWillDisappear() { task?.cancel() }
}

struct TaskModifier<ID: Equatable>: BuiltinModifier {
  let id: ID
  let priority: TaskPriority
  let action: @Sendable () async -> Void
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let holder = node.storage(&slot) { TaskHolder() }
    let key = AnyHashable(String(describing: id))
    if holder.task == nil || holder.id != key {
      holder.task?.cancel()
      holder.id = key
      let action = self.action
      let priority = self.priority
      node.graph.enqueueAfterUpdate {
        holder.task = Task(priority: priority) { await action() }
      }
    }
    node.setContent(content)
  }
}

extension ValueBox: InitialValueSlot {
  var holdsInitialValue: Bool { !wasChanged }
}
