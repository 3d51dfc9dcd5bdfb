import Foundation

/// The date of a `Text(date, style:)`, formatted when drawn in the environment's locale and time zone (ICU
/// through Foundation gives each language its own words, digits and order).
struct DateRun: Equatable {
  let date: Date
  let style: Text.DateStyle

  /// `.relative`, `.offset` and `.timer` count from now.
  var isLive: Bool { style.kind != .date && style.kind != .time }

  func string(locale: Locale, timeZone: TimeZone, now: Date = Date()) -> String {
    switch style.kind {
    case .date, .time:
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      // Apple's examples: "June 3, 2019" and "11:23 PM".
      formatter.dateStyle = style.kind == .date ? .long : .none
      formatter.timeStyle = style.kind == .time ? .short : .none
      return formatter.string(from: date)
    case .relative:
      // "2 hours, 23 minutes": the two largest units of the distance, without a sign.
      return Self.units(abs(date.timeIntervalSince(now)), count: 2, locale: locale)
    case .offset:
      // "+2 hours", "-3 months": the largest unit, signed from now to the date.
      let interval = date.timeIntervalSince(now)
      let sign = interval < 0 ? "-" : "+"
      return sign + Self.units(abs(interval), count: 1, locale: locale)
    case .timer:
      // "2:32", "36:59:01": hours only when there are some, minutes unpadded in front.
      let total = Int(abs(date.timeIntervalSince(now)))
      let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
      func digits(_ value: Int, _ width: Int) -> String {
        value.formatted(
          .number.locale(locale).grouping(.never).precision(.integerLength(width...)))
      }
      let parts =
        hours > 0
        ? [digits(hours, 1), digits(minutes, 2), digits(seconds, 2)]
        : [digits(minutes, 1), digits(seconds, 2)]
      return parts.joined(separator: ":")
    }
  }

  private static func units(_ seconds: TimeInterval, count: Int, locale: Locale) -> String {
    let duration = Duration.seconds(Int64(seconds.rounded(.down)))
    let style = Duration.UnitsFormatStyle(
      allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
      maximumUnitCount: count
    ).locale(locale)
    return duration.formatted(style)
  }
}

/// Draws a counting date text again every second while its node lives. A run-loop timer, as the caret's
/// blink: headless hosts do not pump the run loop and draw the value of the moment they render.
@MainActor final class LiveDateTicker {
  private var timer: Timer?
  private weak var node: ViewNode?

  func start(_ node: ViewNode) {
    self.node = node
    guard timer == nil else { return }
    let timer = Timer(timeInterval: 1, repeats: true) { [weak self] timer in
      guard let self else { return timer.invalidate() }
      onMainActor { self.tick(timer) }
    }
    RunLoop.main.add(timer, forMode: .common)
    self.timer = timer
  }

  private func tick(_ timer: Timer) {
    guard let node, node.isAlive, node.view is Text else {
      timer.invalidate()
      self.timer = nil
      return
    }
    // The width changes with the value ("59:59" → "1:00:00"), so the text is measured again.
    node.invalidateLayout()
    node.graph.onNeedsFrame?()
  }
}

extension EnvironmentValues {
  /// The time zone dates are shown in; the process's by default (TZ).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// Where text given without a bundle is looked up in this subtree (nil: the app's bundles). Apple's
  /// SwiftUI has no such setting; tests use it to read titles from a fixture's tables.
  var defaultLocalizationBundle: Bundle? {
    get { self[DefaultLocalizationBundleKey.self] }
    set { self[DefaultLocalizationBundleKey.self] = newValue }
  }
}

private struct DefaultLocalizationBundleKey: EnvironmentKey {
  static var defaultValue: Bundle? { nil }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}
private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}
