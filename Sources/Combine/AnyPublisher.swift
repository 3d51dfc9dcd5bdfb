/// A type-erased publisher, so APIs can expose a stream without naming the
/// operator chain that produces it.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let box: AnyPublisherBoxBase<Output, Failure>

  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      box = erased.box
    } else {
      box = AnyPublisherBox(publisher)
    }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    box.receive(subscriber: subscriber)
  }
}

extension Publisher {
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

// A class hierarchy (rather than closures) lets the concrete subscriber type flow
// through erasure unchanged, since generic methods can be overridden.
private class AnyPublisherBoxBase<Output, Failure: Error> {
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    fatalError("abstract")
  }
}

private final class AnyPublisherBox<P: Publisher>: AnyPublisherBoxBase<P.Output, P.Failure> {
  private let base: P

  init(_ base: P) {
    self.base = base
  }

  override func receive<S: Subscriber>(subscriber: S)
  where S.Input == P.Output, S.Failure == P.Failure {
    base.receive(subscriber: subscriber)
  }
}
