import Foundation

/// The publisher behind `ObservableObject.objectWillChange`: it emits `Void`
/// before its object changes.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()
  private let lock = NSLock()
  // Weak because the object owns (through the side table) its publisher.
  private weak var ownerObject: AnyObject?

  public init() {}

  init(owner: AnyObject) {
    ownerObject = owner
  }

  var owner: AnyObject? {
    lock.withLockHeld { ownerObject }
  }

  /// Claims the publisher for `object` if nobody has yet, so that a publisher an
  /// object created itself (`let objectWillChange = ObservableObjectPublisher()`)
  /// still reports its owner to `_ObservationHooks`.
  func adoptOwnerIfNeeded(_ object: AnyObject) {
    lock.withLockHeld {
      if ownerObject == nil { ownerObject = object }
    }
  }

  public func send() {
    subject.send(())
    if let owner, let hook = _ObservationHooks.willChange {
      hook(owner)
    }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }
}
