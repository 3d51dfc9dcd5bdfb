import Foundation

extension Subscribers {
  /// A subscriber that writes each value to a key path of an object.
  ///
  /// The object is retained until the stream ends or is cancelled, as in Apple's
  /// Combine; assigning to `self` therefore creates a cycle broken only by cancel.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    public typealias Failure = Never

    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    public var object: Root? { lock.withLockHeld { target } }

    private let lock = NSLock()
    private var target: Root?
    private var subscription: Subscription?
    private var isTerminated = false

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.target = object
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)." }

    public func receive(subscription: Subscription) {
      let accepted = lock.withLockHeld { () -> Bool in
        guard self.subscription == nil, !isTerminated else { return false }
        self.subscription = subscription
        return true
      }
      guard accepted else { return subscription.cancel() }
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if let root = lock.withLockHeld({ target }) {
        root[keyPath: keyPath] = value
      }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      lock.withLockHeld { release() }
    }

    public func cancel() {
      let upstream = lock.withLockHeld { () -> Subscription? in
        defer { release() }
        return subscription
      }
      upstream?.cancel()
    }

    // Called with the lock held.
    private func release() {
      isTerminated = true
      subscription = nil
      target = nil
    }
  }
}

extension Publisher where Failure == Never {
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>,
    on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
