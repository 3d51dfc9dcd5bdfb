import Foundation

extension Publishers {
  /// Emits a tuple of the latest value from each upstream whenever either emits,
  /// once both have emitted at least once.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = CombineLatestInner<A.Output, B.Output, S>(downstream: subscriber)
      subscriber.receive(subscription: inner)
      a.subscribe(inner.side(0) { .first($0) })
      b.subscribe(inner.side(1) { .second($0) })
    }
  }
}

extension Publisher {
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  public func combineLatest<P: Publisher, T>(
    _ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}

private enum Either<First, Second> {
  case first(First)
  case second(Second)
}

/// Upstreams are asked for everything and only the latest of each is kept, so a
/// slow downstream sees the newest combination when it next asks instead of a
/// backlog.
private final class CombineLatestInner<First, Second, Downstream: Subscriber>: Subscription
where Downstream.Input == (First, Second) {
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  // Serialises downstream calls, which may arrive from both upstreams at once.
  private let deliveryLock = NSRecursiveLock()
  private let downstream: Downstream
  private var upstreams: [Subscription?] = [nil, nil]
  private var finished = [false, false]
  private var first: First?
  private var second: Second?
  private var demand = Subscribers.Demand.none
  private var hasUndelivered = false
  private var isTerminated = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  func side<Input>(
    _ index: Int,
    _ wrap: @escaping (Input) -> Either<First, Second>
  ) -> ChildSubscriber<Input, Failure> {
    ChildSubscriber(
      onSubscribe: { [self] in attach($0, at: index) },
      onValue: { [self] in receive(wrap($0)) },
      onCompletion: { [self] in complete($0, at: index) }
    )
  }

  private func attach(_ subscription: Subscription, at index: Int) {
    let accepted = lock.withLockHeld { () -> Bool in
      guard !isTerminated, upstreams[index] == nil else { return false }
      upstreams[index] = subscription
      return true
    }
    if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
  }

  private func receive(_ value: Either<First, Second>) {
    lock.withLockHeld {
      guard !isTerminated else { return }
      switch value {
      case .first(let a): first = a
      case .second(let b): second = b
      }
      hasUndelivered = first != nil && second != nil
    }
    deliverIfPossible()
  }

  private func deliverIfPossible() {
    deliveryLock.lock()
    defer { deliveryLock.unlock() }
    let output = lock.withLockHeld { () -> (First, Second)? in
      guard !isTerminated, hasUndelivered, demand > 0, let first, let second else { return nil }
      hasUndelivered = false
      demand -= 1
      return (first, second)
    }
    guard let output else { return }
    let more = downstream.receive(output)
    if more > 0 { lock.withLockHeld { demand += more } }
  }

  private func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
    let outcome = lock.withLockHeld { () -> (deliver: Bool, cancel: [Subscription]) in
      guard !isTerminated else { return (false, []) }
      finished[index] = true
      if case .failure = completion {
        isTerminated = true
        defer { upstreams = [nil, nil] }
        return (true, upstreams.compactMap { $0 })
      }
      guard finished.allSatisfy({ $0 }) else { return (false, []) }
      isTerminated = true
      upstreams = [nil, nil]
      return (true, [])
    }
    for subscription in outcome.cancel { subscription.cancel() }
    guard outcome.deliver else { return }
    deliveryLock.lock()
    defer { deliveryLock.unlock() }
    downstream.receive(completion: completion)
  }

  func request(_ newDemand: Subscribers.Demand) {
    lock.withLockHeld { demand += newDemand }
    deliverIfPossible()
  }

  func cancel() {
    let subscriptions = lock.withLockHeld { () -> [Subscription] in
      isTerminated = true
      defer { upstreams = [nil, nil] }
      return upstreams.compactMap { $0 }
    }
    for subscription in subscriptions { subscription.cancel() }
  }
}
