import Foundation

/// A publisher that starts producing values only once `connect()` is called (a timer that starts ticking).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  func connect() -> Cancellable
}

extension ConnectablePublisher {
  /// Connects as soon as the first subscriber attaches, the way `Timer.publish(...).autoconnect()` is used.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// Connects its upstream when the first subscriber attaches. The connection lasts as long as this
  /// publisher does (a view keeping a timer keeps it ticking; the timer stops once the view is gone).
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    private let lock = NSLock()
    private var connection: Cancellable?

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    deinit {
      connection?.cancel()
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: subscriber)
      let connects = lock.withLockHeld { () -> Bool in
        guard connection == nil else { return false }
        connection = AnyCancellable({})
        return true
      }
      if connects {
        let made = upstream.connect()
        lock.withLockHeld { connection = made }
      }
    }
  }
}
