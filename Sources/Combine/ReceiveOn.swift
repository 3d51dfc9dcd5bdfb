import Foundation

extension Publishers {
  /// Delivers values and completion on a scheduler (the subscription itself is
  /// handed over synchronously, as in Apple's Combine).
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ReceiveOnInner(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  public func receive<S: Scheduler>(
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

private final class ReceiveOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private var upstream: Subscription?
  // Set on cancel so that hops already queued on the scheduler deliver nothing.
  private var isCancelled = false

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: Subscription) {
    let accepted = lock.withLockHeld { () -> Bool in
      guard upstream == nil, !isCancelled else { return false }
      upstream = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduler.schedule(options: options) { [self] in
      guard !lock.withLockHeld({ isCancelled }) else { return }
      let more = downstream.receive(input)
      if more > 0 {
        lock.withLockHeld { upstream }?.request(more)
      }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule(options: options) { [self] in
      let live = lock.withLockHeld { () -> Bool in
        defer {
          upstream = nil
          isCancelled = true
        }
        return !isCancelled
      }
      if live { downstream.receive(completion: completion) }
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLockHeld { upstream }?.request(demand)
  }

  func cancel() {
    let subscription = lock.withLockHeld { () -> Subscription? in
      defer {
        upstream = nil
        isCancelled = true
      }
      return upstream
    }
    subscription?.cancel()
  }
}
