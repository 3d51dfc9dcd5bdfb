import Foundation

extension Timer {
  /// A publisher of the current date every `interval` seconds on `runLoop` in `mode`, once connected
  /// (`.autoconnect()` connects it for its first subscriber).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// `Timer.publish(every:tolerance:on:in:options:)`: each connection is a repeating timer that sends the
  /// date to every subscriber attached at that moment.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    public let options: RunLoop.SchedulerOptions?
    private let subject = PassthroughSubject<Date, Never>()

    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> Cancellable {
      let subject = self.subject
      let interval = max(self.interval, 0.0001)
      if runLoop === RunLoop.main {
        // The main run loop's timers fire only while something runs that loop; the main queue is drained by
        // the window's loop and by any main-actor code awaiting, so a main-thread timer ticks wherever the
        // views live (a test included).
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(
          deadline: .now() + interval, repeating: interval,
          leeway: .nanoseconds(Int((tolerance ?? 0) * 1e9)))
        source.setEventHandler { subject.send(Date()) }
        source.resume()
        return AnyCancellable { source.cancel() }
      }
      let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }
  }
}
