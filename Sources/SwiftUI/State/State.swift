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
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class StateBox<Value> {
  @exclusivity(unchecked) var initial: Value
  @exclusivity(unchecked) var storage: StateStorage<Value>?
  init(initial: Value) { self.initial = initial }
}

/// A state value and the views that read it. Only readers are invalidated by a write: a parent that hands a
/// binding down without reading the value does not re-run when the child types into it.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class StateStorage<Value> {
  @exclusivity(unchecked) private var storedValue: Value
  @exclusivity(unchecked) weak var node: ViewNode?
  @exclusivity(unchecked) private var readers = ReaderSet()
  /// Whether anything was ever written: a lazy row released while its state is still the initial value keeps
  /// nothing (building it again makes the same).
  @exclusivity(unchecked) private(set) var wasSet = false

  init(value: Value) { storedValue = value }

  var value: Value {
    if let reader = ViewGraph.evaluatingNode {
      readers.insert(reader, throughBinding: ViewGraph.readingThroughBinding)
    }
    return storedValue
  }

  func set(_ newValue: Value, transaction: Transaction = Transaction.current) {
    storedValue = newValue
    wasSet = true
    let entries = readers.entries
    onMainActor {
      for (node, throughBinding) in entries where node.isAlive {
        if throughBinding {
          node.graph.invalidateIfBindingsChanged(node, transaction: transaction)
        } else {
          node.graph.invalidate(node, transaction: transaction)
        }
      }
    }
  }
}

/// Weak references to the nodes that read a value.
/// A reader that only saw the value through a binding re-runs only if what its bindings return changed (a
/// field bound to one element of an array does not re-run when another element changes).
struct ReaderSet {
  private struct Entry {
    weak var node: ViewNode?
    var throughBinding: Bool
  }
  private var storage: [ObjectIdentifier: Entry] = [:]

  mutating func insert(_ node: ViewNode, throughBinding: Bool) {
    let id = ObjectIdentifier(node)
    if let existing = storage[id], existing.node === node {
      if !throughBinding { storage[id]?.throughBinding = false }
      return
    }
    if storage.count > 64 { storage = storage.filter { $0.value.node != nil } }
    storage[id] = Entry(node: node, throughBinding: throughBinding)
  }

  var entries: [(ViewNode, Bool)] {
    storage.values.compactMap { entry in entry.node.map { ($0, entry.throughBinding) } }
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
