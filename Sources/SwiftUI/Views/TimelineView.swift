import Foundation

/// What a timeline's content is built from: the schedule's date for this update.
public struct TimelineViewDefaultContext {
  /// How often the content is asked for (always `.live` here: nothing slows timelines down).
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }
  public let date: Date
  public let cadence: Cadence
  weak var node: ViewNode?

  /// Builds the content again now, without waiting for the next entry.
  @MainActor public func invalidateTimelineContent() {
    guard let node, node.isAlive else { return }
    node.graph.invalidate(node, transaction: Transaction())
  }
}

/// A view whose content is built again at each of its schedule's dates. `.animation` asks for every frame
/// while it is shown; the other schedules wait for their next date, so nothing runs in between.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public typealias Context = TimelineViewDefaultContext
  let schedule: Schedule
  let content: (Context) -> Content

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let timeline = node.storage(&slot) { TimelineProgress() }
    let graph = node.graph
    let now = graph.date
    let date: Date
    if let animation = schedule as? AnimationTimelineSchedule {
      date = now
      if !animation.paused {
        graph.requestUpdate(
          of: node, at: graph.clock.now + (animation.minimumInterval ?? 1e-6))
      }
    } else {
      let (current, next) = timeline.advance(schedule, to: now)
      date = current
      if let next {
        graph.requestUpdate(
          of: node, at: graph.clock.now + max(next.timeIntervalSince(now), 1e-6))
      }
    }
    node.setContent(content(Context(date: date, cadence: .live, node: node)))
  }
}

/// Where a timeline is in its schedule's entries (kept by the node, so each update steps on from the last).
final class TimelineProgress {
  private var entries: AnyIterator<Date>?
  private var scheduleType: ObjectIdentifier?
  private var current: Date?
  private var next: Date?

  /// The entry in effect at `now` (the first one while none has come) and the one after it.
  func advance<S: TimelineSchedule>(_ schedule: S, to now: Date) -> (Date, Date?) {
    if entries == nil || scheduleType != ObjectIdentifier(S.self) {
      var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
      entries = AnyIterator { iterator.next() }
      scheduleType = ObjectIdentifier(S.self)
      current = entries?.next()
      next = entries?.next()
    }
    while let upcoming = next, upcoming <= now {
      current = upcoming
      next = entries?.next()
    }
    return (current ?? now, next)
  }
}
