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
  @exclusivity(unchecked) private var readers = ReaderSet()
  /// Whether anything was ever written: a lazy row released while its state is still the initial value keeps
  /// nothing (building it again makes the same).
  @exclusivity(unchecked) private(set) var wasSet = false

  init(value: Value) { storedValue = value }

  var value: Value {
    if let reader = ViewGraph.evaluatingNode {
      // Only views evaluate bodies, and only on the main actor.
      let throughBinding = ViewGraph.readingThroughBinding
      MainActor.assumeIsolated { readers.insert(reader, throughBinding: throughBinding) }
    }
    return storedValue
  }

  func set(_ newValue: Value, transaction: Transaction = Transaction.current) {
    storedValue = newValue
    wasSet = true
    let entries = readers.entries
    onMainActor {
      for (handle, throughBinding) in entries {
        guard let node = handle.node, node.isAlive else { continue }
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
    let handle: NodeHandle
    var throughBinding: Bool
    @MainActor var node: ViewNode? { handle.node }
  }
  private var storage: [ObjectIdentifier: Entry] = [:]

  @MainActor mutating func insert(_ node: ViewNode, throughBinding: Bool) {
    let id = ObjectIdentifier(node)
    if let existing = storage[id], existing.node === node {
      if !throughBinding { storage[id]?.throughBinding = false }
      return
    }
    if storage.count > 64 { storage = storage.filter { $0.value.node != nil } }
    storage[id] = Entry(handle: node.handle, throughBinding: throughBinding)
  }

  /// Handles, read on the main actor: a value can be set on another thread.
  var entries: [(NodeHandle, Bool)] {
    storage.values.map { entry in (entry.handle, entry.throughBinding) }
  }
}

extension State: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    let initial = box.initial
    let storage = node.storage(&slot) { StateStorage(value: initial) }
    box.storage = storage
  }
}
