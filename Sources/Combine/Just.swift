import Foundation

/// A publisher that emits one value and then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  public let output: Output

  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: JustSubscription(value: output, downstream: subscriber))
  }
}

extension Just: Equatable where Output: Equatable {}

/// Waits for the first non-zero demand, because a subscriber may subscribe
/// without wanting values yet.
private final class JustSubscription<Downstream: Subscriber>: Subscription {
  private let lock = NSLock()
  private let value: Downstream.Input
  private var downstream: Downstream?

  init(value: Downstream.Input, downstream: Downstream) {
    self.value = value
    self.downstream = downstream
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let target = lock.withLockHeld { () -> Downstream? in
      defer { downstream = nil }
      return downstream
    }
    guard let target else { return }
    _ = target.receive(value)
    target.receive(completion: .finished)
  }

  func cancel() {
    lock.withLockHeld { downstream = nil }
  }
}
