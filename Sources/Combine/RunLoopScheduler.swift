import Foundation

extension RunLoop: Scheduler {
  /// A point in time on the wall clock.
  public struct SchedulerTimeType: Strideable, Codable, Hashable {
    public var date: Date

    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }
  }

  public struct SchedulerOptions {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedSendable(action)
    perform { action.value() }
    // `perform` alone leaves a sleeping run loop asleep until some other source
    // fires; adding a timer is the public way to wake it.
    add(Timer(fire: Date(), interval: 0, repeats: false) { _ in }, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let action = UncheckedSendable(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let action = UncheckedSendable(action)
    let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
      action.value()
    }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

extension RunLoop.SchedulerTimeType {
  /// A signed distance in seconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable
  {
    public typealias FloatLiteralType = TimeInterval
    public typealias IntegerLiteralType = TimeInterval
    public typealias Magnitude = TimeInterval

    public var magnitude: TimeInterval

    public var timeInterval: TimeInterval { magnitude }

    public init(_ timeInterval: TimeInterval) {
      magnitude = timeInterval
    }

    public init(floatLiteral value: TimeInterval) {
      magnitude = value
    }

    public init(integerLiteral value: TimeInterval) {
      magnitude = value
    }

    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = TimeInterval(exactly: source) else { return nil }
      magnitude = value
    }

    public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> Stride { Stride(s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.magnitude + rhs.magnitude)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.magnitude - rhs.magnitude)
    }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.magnitude * rhs.magnitude)
    }

    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }
}
