import Foundation

/// The subscriber bookkeeping shared by every subject in the module.
///
/// Values are delivered outside the lock so subscribers may re-enter (send again,
/// subscribe, cancel) from inside their callbacks.
final class SubjectCore<Output, Failure: Error> {
  private let lock = NSLock()
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [Subscription] = []
  private var current: Output?
  private let replaysLatest: Bool

  /// - Parameter current: the value new subscribers start from, or `nil` for
  ///   pass-through subjects that only forward values sent after subscribing.
  init(current: Output?) {
    self.current = current
    self.replaysLatest = current != nil
  }

  deinit {
    for subscription in upstreams { subscription.cancel() }
  }

  var value: Output? {
    get { lock.withLockHeld { current } }
    set { lock.withLockHeld { current = newValue } }
  }

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    // Weak so that an outstanding subscription never keeps its subject alive.
    let conduit = SubjectConduit(
      downstream: AnySubscriber(subscriber),
      initialValue: current,
      replaysLatest: replaysLatest,
      detach: { [weak self] in self?.remove($0) }
    )
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  /// - Parameter storesFirst: whether the new value becomes current before
  ///   subscribers see it (`CurrentValueSubject`) or after (`@Published`, which
  ///   publishes in `willSet`).
  func send(_ newValue: Output, storesFirst: Bool = true) {
    lock.lock()
    guard completion == nil else {
      // A finished subject still tracks its value; it just has no one to tell.
      if replaysLatest { current = newValue }
      lock.unlock()
      return
    }
    if replaysLatest && storesFirst { current = newValue }
    let targets = conduits
    lock.unlock()
    for conduit in targets {
      conduit.offer(newValue)
    }
    if replaysLatest && !storesFirst {
      lock.withLockHeld { current = newValue }
    }
  }

  func send(completion newCompletion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      return
    }
    completion = newCompletion
    let targets = conduits
    conduits.removeAll()
    upstreams.removeAll()
    lock.unlock()
    for conduit in targets {
      conduit.finish(newCompletion)
    }
  }

  func send(subscription: Subscription) {
    lock.withLockHeld { upstreams.append(subscription) }
    subscription.request(.unlimited)
  }

  private func remove(_ conduit: SubjectConduit<Output, Failure>) {
    lock.withLockHeld { conduits.removeAll { $0 === conduit } }
  }
}
