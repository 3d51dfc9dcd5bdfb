/// A read-write reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void
  public var transaction = Transaction()

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get {
      guard let node = ViewGraph.evaluatingNode, !ViewGraph.readingThroughBinding else {
        return getter()
      }
      ViewGraph.readingThroughBinding = true
      let value = getter()
      ViewGraph.readingThroughBinding = false
      if let check = BindingCheck.make(getter, value) {
        MainActor.assumeIsolated { node.bindingChecks.append(check) }
      } else {
        // Values that cannot be compared make the reader depend on the whole source.
        _ = getter()
      }
      return value
    }
    nonmutating set {
      // A binding made with `.animation(_:)` animates its writes; otherwise the caller's transaction applies.
      setter(newValue, transaction.animation != nil ? transaction : Transaction.current)
    }
  }
  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let base = self
    return Binding<Subject>(
      get: { base.getter()[keyPath: keyPath] },
      set: { value, transaction in
        var whole = base.getter()
        whole[keyPath: keyPath] = value
        base.setter(whole, transaction)
      })
  }

  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding {
  /// Unwraps a binding to an optional, or nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
  }
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Value.Index { wrappedValue.startIndex }
  public var endIndex: Value.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    let base = self
    return Binding<Value.Element>(
      get: { base.wrappedValue[position] },
      set: { value, transaction in
        var whole = base.getter()
        whole[position] = value
        base.setter(whole, transaction)
      })
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// Whether a binding read during a body now returns something else.
enum BindingCheck {
  static func make<Value>(_ getter: @escaping () -> Value, _ value: Value) -> (() -> Bool)? {
    guard let equatable = value as? any Equatable else { return nil }
    return {
      let current = getter()
      return !equal(equatable, current)
    }
  }

  private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}
