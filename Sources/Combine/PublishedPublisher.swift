import Foundation

extension Published {
  /// The `$property` publisher: emits the current value to each new subscriber,
  /// then every new value before it is stored.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let subject: PublishedSubject<Value>

    init(_ value: Value, enclosingInstance: AnyObject?) {
      subject = PublishedSubject(value)
      subject.enclosingInstance = enclosingInstance
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      subject.core.attach(subscriber)
    }
  }
}

/// The shared state behind one `@Published` property once it has a publisher.
final class PublishedSubject<Value> {
  let core: SubjectCore<Value, Never>

  /// The object owning the property, so writes that bypass the property setter
  /// (`assign(to: &$property)`) still notify `objectWillChange`. Weak because
  /// the object owns this subject.
  var enclosingInstance: AnyObject? {
    get { lock.withLockHeld { enclosing } }
    set { lock.withLockHeld { enclosing = newValue } }
  }

  private let lock = NSLock()
  private weak var enclosing: AnyObject?
  private var upstreams: [Subscription] = []

  init(_ value: Value) {
    core = SubjectCore(current: value)
  }

  deinit {
    for subscription in upstreams { subscription.cancel() }
  }

  var currentValue: Value {
    // The core is always created with a value.
    core.value!
  }

  /// Publishes in `willSet` order: `objectWillChange`, then `$property`
  /// subscribers, then the stored value changes.
  func send(_ value: Value, from object: AnyObject? = nil) {
    if let owner = object ?? enclosingInstance {
      Published<Value>.notifyWillChange(owner)
    }
    core.send(value, storesFirst: false)
  }

  /// Keeps an `assign(to:)` subscription alive exactly as long as the property.
  func retain(_ subscription: Subscription) {
    lock.withLockHeld { upstreams.append(subscription) }
  }
}
