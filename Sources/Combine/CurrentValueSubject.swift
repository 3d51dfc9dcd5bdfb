/// A subject that holds a value, gives it to each new subscriber, and publishes
/// every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core: SubjectCore<Output, Failure>

  public init(_ value: Output) {
    core = SubjectCore(current: value)
  }

  public var value: Output {
    // The core always holds a value because it was created with one.
    get { core.value! }
    set { send(newValue) }
  }

  public func send(_ input: Output) {
    core.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: Subscription) {
    core.send(subscription: subscription)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
}
