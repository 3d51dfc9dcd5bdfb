import Foundation

/// When a `TimelineView` updates: the dates of its entries from a start date.
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// `.normal`, or `.lowFrequency` when the system asks for fewer updates (never asked here).
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

/// Every frame while shown (at most one update per `minimumInterval`), nothing while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(upcoming: startDate, step: minimumInterval ?? 1.0 / 60, paused: paused)
  }

  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let step: Double
    let paused: Bool
    public mutating func next() -> Date? {
      guard !paused else { return nil }
      defer { upcoming = upcoming.addingTimeInterval(step) }
      return upcoming
    }
  }
}

/// Entries `interval` seconds apart, on the grid that starts at `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let step = max(interval, 1e-3)
    // The grid point at or before the start date: the view shows the entry in effect when it appears.
    let steps = max((startDate.timeIntervalSince(start) / step).rounded(.down), 0)
    return Entries(upcoming: start.addingTimeInterval(steps * step), step: step)
  }

  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let step: TimeInterval
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(step) }
      return upcoming
    }
  }
}

/// An entry at the start and at the top of every minute after it.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(upcoming: startDate)
  }

  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    public mutating func next() -> Date? {
      guard let current = upcoming else { return nil }
      let minute = (current.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
      upcoming = Date(timeIntervalSinceReferenceDate: minute)
      return current
    }
  }
}

/// The dates given, in order; none after the last.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries
  public init(_ dates: Entries) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
