import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// A point in time on the dispatch clock.
  public struct SchedulerTimeType: Strideable, Codable, Hashable {
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds: Int(end &- start))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
    }

    public init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }
  }

  public struct SchedulerOptions {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?

    public init(
      qos: DispatchQoS = .unspecified,
      flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let options = options ?? SchedulerOptions()
    let action = UncheckedSendable(action)
    async(group: options.group, qos: options.qos, flags: options.flags) { action.value() }
  }

  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let options = options ?? SchedulerOptions()
    let action = UncheckedSendable(action)
    asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) {
      action.value()
    }
  }

  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    let action = UncheckedSendable(action)
    timer.setEventHandler { action.value() }
    timer.schedule(
      deadline: date.dispatchTime,
      repeating: .nanoseconds(Swift.max(interval.magnitude, 0)),
      leeway: .nanoseconds(Swift.max(tolerance.magnitude, 0))
    )
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
