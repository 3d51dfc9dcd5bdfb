extension Publishers {
  /// Skips a fixed number of leading values.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      precondition(count >= 0, "count must not be negative")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var remaining = count
      upstream.subscribe(
        RelaySubscriber<Output, S>(downstream: subscriber) { value in
          guard remaining > 0 else { return .emit(value) }
          remaining -= 1
          return .skip
        }
      )
    }
  }
}

extension Publisher {
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}
