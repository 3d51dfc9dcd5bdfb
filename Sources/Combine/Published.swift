/// A property wrapper that publishes changes to a class property.
///
/// On an `ObservableObject` that uses the default `objectWillChange`, every write
/// first sends `objectWillChange`, then emits the new value on `$property`, and
/// only then stores it — so observers of either stream still read the old value
/// from the object, as with Apple's `willSet` semantics.
@propertyWrapper
public struct Published<Value> {
  // A plain value until someone asks for `$property`; the publisher (with its
  // subscriber bookkeeping) is only allocated when it is needed.
  enum Storage {
    case value(Value)
    case publisher(Publisher)
  }

  var storage: Storage

  public init(wrappedValue: Value) {
    storage = .value(wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  // Unavailable so that `@Published` outside a class fails to compile (there would
  // be no object to notify); in classes the enclosing-instance subscript is used.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The `$property` publisher.
  public var projectedValue: Publisher {
    mutating get { publisher(notifying: nil) }
    set { storage = .publisher(newValue) }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      switch object[keyPath: storageKeyPath].storage {
      case .value(let value): return value
      case .publisher(let publisher): return publisher.subject.currentValue
      }
    }
    set {
      switch object[keyPath: storageKeyPath].storage {
      case .value:
        notifyWillChange(object)
        object[keyPath: storageKeyPath].storage = .value(newValue)
      case .publisher(let publisher):
        publisher.subject.send(newValue, from: object)
      }
    }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    projected projectedKeyPath: KeyPath<EnclosingSelf, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Publisher {
    get {
      object[keyPath: storageKeyPath].publisher(notifying: object)
    }
    set {
      newValue.subject.enclosingInstance = object
      object[keyPath: storageKeyPath].storage = .publisher(newValue)
    }
  }

  /// Switches storage to publisher form on first use.
  private mutating func publisher(notifying object: AnyObject?) -> Publisher {
    switch storage {
    case .publisher(let publisher):
      if let object { publisher.subject.enclosingInstance = object }
      return publisher
    case .value(let value):
      let publisher = Publisher(value, enclosingInstance: object)
      storage = .publisher(publisher)
      return publisher
    }
  }

  static func notifyWillChange(_ object: AnyObject) {
    observableObjectPublisher(of: object)?.send()
  }
}
