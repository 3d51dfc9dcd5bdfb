import Foundation

/// One subscriber's connection to a subject. Demand is tracked per subscriber
/// because each downstream can ask for a different number of values.
final class SubjectConduit<Output, Failure: Error>: Subscription {
  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  // Subjects with a current value hand the latest one to a subscriber that had
  // no demand when it was sent, so late requests still observe the newest state.
  private let replaysLatest: Bool
  private var pending: Output?
  private var detach: ((SubjectConduit) -> Void)?

  init(
    downstream: AnySubscriber<Output, Failure>,
    initialValue: Output?,
    replaysLatest: Bool,
    detach: @escaping (SubjectConduit) -> Void
  ) {
    self.downstream = downstream
    self.pending = initialValue
    self.replaysLatest = replaysLatest
    self.detach = detach
  }

  func offer(_ value: Output) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    guard demand > 0 else {
      if replaysLatest { pending = value }
      lock.unlock()
      return
    }
    demand -= 1
    pending = nil
    lock.unlock()
    deliver(value, to: downstream)
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let target = lock.withLockHeld { () -> AnySubscriber<Output, Failure>? in
      defer { release() }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func request(_ newDemand: Subscribers.Demand) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    demand += newDemand
    guard demand > 0, let value = pending else {
      lock.unlock()
      return
    }
    pending = nil
    demand -= 1
    lock.unlock()
    deliver(value, to: downstream)
  }

  func cancel() {
    let onDetach = lock.withLockHeld { () -> ((SubjectConduit) -> Void)? in
      defer { release() }
      return detach
    }
    onDetach?(self)
  }

  // Called with the lock held.
  private func release() {
    downstream = nil
    pending = nil
    detach = nil
  }

  private func deliver(_ value: Output, to downstream: AnySubscriber<Output, Failure>) {
    let more = downstream.receive(value)
    guard more > 0 else { return }
    lock.withLockHeld { demand += more }
  }
}
