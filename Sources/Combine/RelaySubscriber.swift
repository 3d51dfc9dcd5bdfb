import Foundation

/// What a one-value-at-a-time operator does with an upstream value.
enum RelayStep<Value> {
  case emit(Value)
  /// Drop the value; the relay asks upstream for a replacement so that the
  /// downstream's demand is still honoured.
  case skip
  case emitAndFinish(Value)
  case finish
}

/// The shared subscriber behind the stateless and counting operators (`map`,
/// `filter`, `compactMap`, `removeDuplicates`, `dropFirst`, `prefix`). It sits
/// between upstream and downstream so cancellation and early completion cut off
/// delivery at once, instead of relying on upstream to stop promptly.
///
/// Upstream delivers serially (a Combine contract), so `step` may keep state
/// without locking.
final class RelaySubscriber<Input, Downstream: Subscriber>: Subscriber, Subscription {
  typealias Failure = Downstream.Failure

  private enum State {
    case awaitingSubscription
    case subscribed(Subscription)
    case terminal
  }

  private let lock = NSLock()
  private var state = State.awaitingSubscription
  private let downstream: Downstream
  private let step: (Input) -> RelayStep<Downstream.Input>
  private let finishesImmediately: Bool

  init(
    downstream: Downstream,
    finishesImmediately: Bool = false,
    step: @escaping (Input) -> RelayStep<Downstream.Input>
  ) {
    self.downstream = downstream
    self.finishesImmediately = finishesImmediately
    self.step = step
  }

  func receive(subscription: Subscription) {
    let accepted = lock.withLockHeld { () -> Bool in
      guard case .awaitingSubscription = state else { return false }
      state = finishesImmediately ? .terminal : .subscribed(subscription)
      return true
    }
    guard accepted, !finishesImmediately else {
      subscription.cancel()
      if accepted {
        downstream.receive(subscription: Subscriptions.empty)
        downstream.receive(completion: .finished)
      }
      return
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard isSubscribed else { return .none }
    switch step(input) {
    case .emit(let value):
      return downstream.receive(value)
    case .skip:
      return .max(1)
    case .emitAndFinish(let value):
      guard let upstream = terminate() else { return .none }
      upstream.cancel()
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
      return .none
    case .finish:
      guard let upstream = terminate() else { return .none }
      upstream.cancel()
      downstream.receive(completion: .finished)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard terminate() != nil else { return }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = lock.withLockHeld { () -> Subscription? in
      guard case .subscribed(let subscription) = state else { return nil }
      return subscription
    }
    upstream?.request(demand)
  }

  func cancel() {
    terminate()?.cancel()
  }

  private var isSubscribed: Bool {
    lock.withLockHeld {
      if case .subscribed = state { return true }
      return false
    }
  }

  /// Moves to the terminal state and returns the upstream subscription if this
  /// call was the one that ended the relay.
  @discardableResult
  private func terminate() -> Subscription? {
    lock.withLockHeld {
      guard case .subscribed(let subscription) = state else { return nil }
      state = .terminal
      return subscription
    }
  }
}
