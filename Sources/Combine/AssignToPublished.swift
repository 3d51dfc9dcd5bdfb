import Foundation

extension Publisher where Failure == Never {
  /// Republishes values into a `@Published` property, e.g.
  /// `$query.map { $0.count }.assign(to: &$queryLength)`.
  ///
  /// There is no token to store: the subscription ends when the property's
  /// owner is deallocated.
  public func assign(to published: inout Published<Output>.Publisher) {
    subscribe(PublishedAssign(target: published.subject))
  }
}

private final class PublishedAssign<Input>: Subscriber {
  typealias Failure = Never

  // Weak: the target owns this subscription, so a strong reference would
  // keep the property (and its upstream) alive forever.
  private weak var target: PublishedSubject<Input>?

  init(target: PublishedSubject<Input>) {
    self.target = target
  }

  func receive(subscription: Subscription) {
    guard let target else { return subscription.cancel() }
    target.retain(subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    target?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {}
}
