import Foundation

extension Publishers {
  /// Interleaves the values of two publishers of the same type; finishes when
  /// both have finished, fails as soon as either fails.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = MergeInner(downstream: subscriber, count: 2)
      subscriber.receive(subscription: inner)
      a.subscribe(inner.side(0))
      b.subscribe(inner.side(1))
    }
  }
}

extension Publisher {
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}

/// Upstreams are asked for everything; values that arrive while the downstream
/// has no demand are buffered in order and drained as demand comes in.
private final class MergeInner<Downstream: Subscriber>: Subscription {
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  // Serialises downstream calls, which may arrive from several upstreams at once.
  private let deliveryLock = NSRecursiveLock()
  private let downstream: Downstream
  private var upstreams: [Subscription?]
  private var finishedCount = 0
  private var buffer: [Output] = []
  private var pendingCompletion: Subscribers.Completion<Failure>?
  private var demand = Subscribers.Demand.none
  private var isTerminated = false

  private enum Next {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)
    case idle
  }

  init(downstream: Downstream, count: Int) {
    self.downstream = downstream
    upstreams = Array(repeating: nil, count: count)
  }

  func side(_ index: Int) -> ChildSubscriber<Output, Failure> {
    ChildSubscriber(
      onSubscribe: { [self] in attach($0, at: index) },
      onValue: { [self] in enqueue($0) },
      onCompletion: { [self] in complete($0) }
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

  private func enqueue(_ value: Output) {
    lock.withLockHeld {
      guard !isTerminated, pendingCompletion == nil else { return }
      buffer.append(value)
    }
    drain()
  }

  private func complete(_ completion: Subscribers.Completion<Failure>) {
    let toCancel = lock.withLockHeld { () -> [Subscription] in
      guard !isTerminated, pendingCompletion == nil else { return [] }
      finishedCount += 1
      if case .failure = completion {
        // A failure overtakes buffered values, as it does in Apple's Combine.
        buffer.removeAll()
        pendingCompletion = completion
        defer { upstreams = upstreams.map { _ in nil } }
        return upstreams.compactMap { $0 }
      }
      if finishedCount == upstreams.count { pendingCompletion = completion }
      return []
    }
    for subscription in toCancel { subscription.cancel() }
    drain()
  }

  private func drain() {
    deliveryLock.lock()
    defer { deliveryLock.unlock() }
    while true {
      let next = lock.withLockHeld { () -> Next in
        guard !isTerminated else { return .idle }
        if !buffer.isEmpty, demand > 0 {
          demand -= 1
          return .value(buffer.removeFirst())
        }
        if buffer.isEmpty, let completion = pendingCompletion {
          isTerminated = true
          return .completion(completion)
        }
        return .idle
      }
      switch next {
      case .value(let value):
        let more = downstream.receive(value)
        if more > 0 { lock.withLockHeld { demand += more } }
      case .completion(let completion):
        downstream.receive(completion: completion)
        return
      case .idle:
        return
      }
    }
  }

  func request(_ newDemand: Subscribers.Demand) {
    lock.withLockHeld { demand += newDemand }
    drain()
  }

  func cancel() {
    let subscriptions = lock.withLockHeld { () -> [Subscription] in
      isTerminated = true
      buffer.removeAll()
      defer { upstreams = upstreams.map { _ in nil } }
      return upstreams.compactMap { $0 }
    }
    for subscription in subscriptions { subscription.cancel() }
  }
}
