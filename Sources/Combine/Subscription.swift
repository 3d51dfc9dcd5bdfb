/// The link between a publisher and one subscriber, through which demand flows upstream.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  func request(_ demand: Subscribers.Demand)
}

/// Namespace for stock subscriptions.
public enum Subscriptions {
  /// A subscription that ignores requests and cancellation; used by publishers
  /// such as `Empty` and `Fail` that finish without producing values.
  public static var empty: Subscription { EmptySubscription.shared }
}

private final class EmptySubscription: Subscription, Sendable {
  static let shared = EmptySubscription()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
