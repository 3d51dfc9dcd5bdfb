/// Adapts one upstream of a multi-input operator (`combineLatest`, `merge`) to
/// callbacks on the shared operator state.
final class ChildSubscriber<Input, Failure: Error>: Subscriber {
  private let onSubscribe: (Subscription) -> Void
  private let onValue: (Input) -> Void
  private let onCompletion: (Subscribers.Completion<Failure>) -> Void

  init(
    onSubscribe: @escaping (Subscription) -> Void,
    onValue: @escaping (Input) -> Void,
    onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.onSubscribe = onSubscribe
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  func receive(subscription: Subscription) {
    onSubscribe(subscription)
  }

  // The parent asks upstream for unlimited values and paces downstream itself.
  func receive(_ input: Input) -> Subscribers.Demand {
    onValue(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    onCompletion(completion)
  }
}
