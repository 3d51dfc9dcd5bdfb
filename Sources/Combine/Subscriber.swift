/// A type that receives values and a completion from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error

  func receive(subscription: Subscription)
  func receive(_ input: Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}

/// Namespace for the built-in subscribers and the subscriber-side value types.
public enum Subscribers {}
