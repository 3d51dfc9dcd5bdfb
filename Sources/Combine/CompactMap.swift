extension Publishers {
  /// Transforms each value and republishes only the non-`nil` results.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(
        RelaySubscriber<Upstream.Output, S>(downstream: subscriber) {
          transform($0).map { .emit($0) } ?? .skip
        }
      )
    }
  }
}

extension Publisher {
  public func compactMap<T>(
    _ transform: @escaping (Output) -> T?
  ) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}
