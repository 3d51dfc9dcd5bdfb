import Foundation

extension Publishers {
  /// Emits a value only once `dueTime` has passed without a newer one.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream,
      dueTime: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        DebounceInner(
          downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options)
      )
    }
  }
}

extension Publisher {
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

/// Each value bumps a generation counter; a timer only fires the value if no newer
/// value arrived meanwhile, which avoids having to cancel scheduled work.
private final class DebounceInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private var upstream: Subscription?
  private var isTerminated = false
  private var generation: UInt64 = 0
  private var pending: Input?
  private var demand = Subscribers.Demand.none

  init(
    downstream: Downstream,
    dueTime: Context.SchedulerTimeType.Stride,
    scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.downstream = downstream
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: Subscription) {
    let accepted = lock.withLockHeld { () -> Bool in
      guard upstream == nil, !isTerminated else { return false }
      upstream = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    downstream.receive(subscription: self)
    // Debouncing discards values, so upstream pacing cannot map onto downstream demand.
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let current = lock.withLockHeld { () -> UInt64? in
      guard !isTerminated else { return nil }
      generation &+= 1
      pending = input
      return generation
    }
    guard let current else { return .none }
    let due = scheduler.now.advanced(by: dueTime)
    scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
      [weak self] in self?.fire(generation: current)
    }
    return .none
  }

  private func fire(generation fired: UInt64) {
    let value = lock.withLockHeld { () -> Input? in
      guard !isTerminated, fired == generation, demand > 0, let value = pending else { return nil }
      pending = nil
      demand -= 1
      return value
    }
    guard let value else { return }
    let more = downstream.receive(value)
    if more > 0 { lock.withLockHeld { demand += more } }
  }

  // As in Apple's Combine, a value still waiting out its due time is dropped.
  func receive(completion: Subscribers.Completion<Failure>) {
    let live = lock.withLockHeld { () -> Bool in
      guard !isTerminated else { return false }
      isTerminated = true
      upstream = nil
      pending = nil
      return true
    }
    guard live else { return }
    scheduler.schedule(options: options) { [downstream] in
      downstream.receive(completion: completion)
    }
  }

  func request(_ newDemand: Subscribers.Demand) {
    lock.withLockHeld { demand += newDemand }
  }

  func cancel() {
    let subscription = lock.withLockHeld { () -> Subscription? in
      defer {
        upstream = nil
        isTerminated = true
        pending = nil
      }
      return upstream
    }
    subscription?.cancel()
  }
}
