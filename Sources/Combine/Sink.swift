import Foundation

extension Subscribers {
  /// A subscriber that requests unlimited values and hands them to closures.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible
  {
    public var receiveValue: (Input) -> Void { lock.withLockHeld { valueHandler } ?? { _ in } }
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      lock.withLockHeld { completionHandler } ?? { _ in }
    }

    private let lock = NSLock()
    // Cleared on completion or cancellation so captured objects are released
    // as soon as the stream ends, not when the token is destroyed.
    private var valueHandler: ((Input) -> Void)?
    private var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?
    private var subscription: Subscription?
    private var isTerminated = false

    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      valueHandler = receiveValue
      completionHandler = receiveCompletion
    }

    public var description: String { "Sink" }

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
      lock.withLockHeld { valueHandler }?(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      let handler = lock.withLockHeld { () -> ((Subscribers.Completion<Failure>) -> Void)? in
        defer { release() }
        return completionHandler
      }
      handler?(completion)
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
      valueHandler = nil
      completionHandler = nil
    }
  }
}

extension Publisher {
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion,
      receiveValue: receiveValue
    )
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
