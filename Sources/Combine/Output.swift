extension Publishers {
  /// Republishes the values whose positions fall in `range`, then finishes.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let range: CountableRange<Int>

    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(range.lowerBound >= 0, "range must not be negative")
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let range = self.range
      var index = 0
      let relay = RelaySubscriber<Output, S>(
        downstream: subscriber,
        finishesImmediately: range.isEmpty
      ) { value in
        defer { index += 1 }
        if index < range.lowerBound { return .skip }
        return index == range.upperBound - 1 ? .emitAndFinish(value) : .emit(value)
      }
      upstream.subscribe(relay)
    }
  }
}

extension Publisher {
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<maxLength)
  }

  public func output(at index: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: index..<(index + 1))
  }

  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
}
