import Foundation

/// A publisher that code can push values into imperatively.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
  func send(subscription: Subscription)
}

extension Subject where Output == Void {
  public func send() {
    send(())
  }
}

extension Publisher {
  /// Feeds this publisher into `subject`; the returned token ends the relay.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let relay = SubjectRelay(subject)
    subscribe(relay)
    return AnyCancellable(relay)
  }
}

private final class SubjectRelay<S: Subject>: Subscriber, Cancellable {
  typealias Input = S.Output
  typealias Failure = S.Failure

  private let lock = NSLock()
  private var subject: S?
  private var upstream: Subscription?

  init(_ subject: S) {
    self.subject = subject
  }

  func receive(subscription: Subscription) {
    let target = lock.withLockHeld { () -> S? in
      guard upstream == nil, subject != nil else { return nil }
      upstream = subscription
      return subject
    }
    guard let target else { return subscription.cancel() }
    target.send(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLockHeld { subject }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let target = lock.withLockHeld { () -> S? in
      defer {
        subject = nil
        upstream = nil
      }
      return subject
    }
    target?.send(completion: completion)
  }

  func cancel() {
    let subscription = lock.withLockHeld { () -> Subscription? in
      defer {
        subject = nil
        upstream = nil
      }
      return upstream
    }
    subscription?.cancel()
  }
}
