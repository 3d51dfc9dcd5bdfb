/// Value storage owned by a view's identity: it survives body re-evaluation and dies with the view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) { box = StateBox(initial: value) }
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  public var wrappedValue: Value {
    get { box.storage?.value ?? box.initial }
    nonmutating set {
      if let storage = box.storage { storage.set(newValue) } else { box.initial = newValue }
    }
  }

  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(
      get: { box.storage?.value ?? box.initial },
      set: { value, transaction in
        if let storage = box.storage {
          storage.set(value, transaction: transaction)
        } else {
          box.initial = value
        }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// The per-value-copy handle; each fresh view value gets a new box that install() links to the node's storage.
final class StateBox<Value> {
  var initial: Value
  var storage: StateStorage<Value>?
  init(initial: Value) { self.initial = initial }
}

final class StateStorage<Value> {
  var value: Value
  weak var node: ViewNode?
  init(value: Value) { self.value = value }

  func set(_ newValue: Value, transaction: Transaction = Transaction.current) {
    value = newValue
    guard let node else { return }
    onMainActor { if node.isAlive { node.graph.invalidate(node, transaction: transaction) } }
  }
}

extension State: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    let initial = box.initial
    let storage = node.storage(&slot) { StateStorage(value: initial) }
    storage.node = node
    box.storage = storage
  }
}
