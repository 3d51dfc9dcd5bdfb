/// A value that follows where keyboard focus is: `true` (or the field's value) while a view bound with
/// `.focused` holds focus. Writing it moves focus there in the next update; writing `false`/`nil` ends editing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: FocusStateBox<Value>

  public init() where Value == Bool { box = FocusStateBox(unfocused: false) }
  public init<T: Hashable>() where Value == T? { box = FocusStateBox(unfocused: nil) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.request(newValue) }
  }

  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

  /// `$focus`: handed to `.focused(_:)` / `.focused(_:equals:)` or down the view tree.
  @propertyWrapper
  public struct Binding {
    let box: FocusStateBox<Value>
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.request(newValue) }
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

/// Links each fresh FocusState value to the node's persistent storage (like State).
final class FocusStateBox<Value: Hashable> {
  /// What the value reads when nothing bound to it has focus.
  let unfocused: Value
  var initial: Value
  var storage: FocusStateStorage<Value>?
  init(unfocused: Value) {
    self.unfocused = unfocused
    initial = unfocused
  }

  var value: Value {
    get { storage?.value ?? initial }
    set {
      guard let storage else {
        initial = newValue
        return
      }
      // Focus bookkeeping writes the same value back often; only real changes re-run the owner.
      if storage.value != newValue { storage.set(newValue) }
    }
  }

  var isRequested: Bool { storage?.isRequested ?? false }

  /// App code writing the value: a request to move focus.
  func request(_ newValue: Value) {
    value = newValue
    storage?.isRequested = true
  }

  /// FocusController reporting where focus went.
  func report(_ newValue: Value) {
    value = newValue
    storage?.isRequested = false
  }
}

/// The value, and whether app code asked for it since focus last moved: a fresh request moves focus even
/// away from a field whose own binding still reads as focused.
final class FocusStateStorage<Value> {
  var value: Value
  var isRequested = false
  /// The node holding it (see NodeHandle).
  var node: NodeHandle?
  init(value: Value) { self.value = value }

  func set(_ newValue: Value) {
    value = newValue
    guard let handle = node else { return }
    let transaction = Transaction.current
    onMainActor {
      if let node = handle.node, node.isAlive {
        node.graph.invalidate(node, transaction: transaction)
      }
    }
  }
}

extension FocusState: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    let initial = box.initial
    let storage = node.storage(&slot) { FocusStateStorage(value: initial) }
    storage.node = node.handle
    box.storage = storage
  }
}

/// Attaches a focus binding to the node; FocusController reads it after updates and writes it on focus changes.
struct FocusedModifier: BuiltinModifier {
  let binding: FocusBinding
  func makeNode(_ node: ViewNode, content: any View) {
    node.attributes.focusBinding = binding
    node.graph.usesFocusBindings = true
    node.setContent(content)
  }
}

extension View {
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    let box = binding.box
    return modifier(
      FocusedModifier(
        binding: FocusBinding(
          isFocused: { box.value == value },
          set: { focused in
            if focused {
              box.report(value)
            } else if box.value == value {
              // Another field may already have been chosen; only our own value is cleared.
              box.report(box.unfocused)
            }
          },
          isRequested: { box.isRequested && box.value == value })))
  }

  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    let box = condition.box
    return modifier(
      FocusedModifier(
        binding: FocusBinding(
          isFocused: { box.value }, set: { box.report($0) },
          isRequested: { box.isRequested && box.value })))
  }
}

/// `.focused($flag)` / `.focused($field, equals: value)`.
struct FocusBinding {
  let isFocused: () -> Bool
  let set: (Bool) -> Void
  /// True while app code's latest write to the value is waiting to move focus here.
  var isRequested: () -> Bool = { false }
}
