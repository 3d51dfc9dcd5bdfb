/// A type that can deliver a sequence of values over time to subscribers.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Attaches `subscriber`. Operators implement this; call sites use `subscribe(_:)`.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// The public entry point for attaching a subscriber, kept separate from
  /// `receive(subscriber:)` as in Apple's Combine.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}
