/// A subject that forwards values to current subscribers only; it keeps no value,
/// so subscribers see just what is sent after they subscribe.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>(current: nil)

  public init() {}

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
