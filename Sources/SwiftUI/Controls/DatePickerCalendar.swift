import Foundation

/// The calendar, locale and time zone a date picker works in (`\.calendar`, `\.locale`, `\.timeZone`), with
/// the texts it shows.
struct DatePickerCalendar {
  let calendar: Calendar
  let locale: Locale

  init(calendar: Calendar, timeZone: TimeZone, locale: Locale) {
    var calendar = calendar
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.calendar = calendar
    self.locale = locale
  }

  init(_ environment: EnvironmentValues) {
    self.init(
      calendar: environment.calendar, timeZone: environment.timeZone, locale: environment.locale)
  }

  func formatter(_ template: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate(template)
    return formatter
  }

  /// "Dec 1, 2026" — the compact button's date.
  func mediumDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar.timeZone
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    return formatter.string(from: date)
  }

  /// "10:41 PM" or "22:41", as the locale writes times.
  func shortTime(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar.timeZone
    formatter.dateStyle = .none
    formatter.timeStyle = .short
    return formatter.string(from: date)
  }

  /// Whether the locale writes times with AM and PM.
  var uses12HourClock: Bool {
    let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h"
    return format.contains("h") || format.contains("K")
  }

  /// A number in the locale's digits ("٥" in Arabic).
  func number(_ value: Int, minimumDigits: Int = 1) -> String {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.usesGroupingSeparator = false
    formatter.minimumIntegerDigits = minimumDigits
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
  }

  /// The first instant of the month holding `date`.
  func startOfMonth(_ date: Date) -> Date {
    calendar.date(from: calendar.dateComponents([.era, .year, .month], from: date)) ?? date
  }

  /// The days of the month, in rows of a week starting on the calendar's first weekday; nil pads the first
  /// and last rows.
  func weeks(ofMonth month: Date) -> [[Date?]] {
    let start = startOfMonth(month)
    let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
    let weekday = calendar.component(.weekday, from: start)
    let lead = (weekday - calendar.firstWeekday + 7) % 7
    var cells: [Date?] = Array(repeating: nil, count: lead)
    for day in 0..<days {
      cells.append(calendar.date(byAdding: .day, value: day, to: start))
    }
    while cells.count % 7 != 0 { cells.append(nil) }
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  /// Weekday headings from the first weekday on: "SUN", "MON", … as iOS prints them.
  var weekdaySymbols: [String] {
    let symbols = calendar.shortStandaloneWeekdaySymbols
    return (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
  }

  /// `day`'s date with `source`'s time of day (picking a day keeps the time).
  func date(_ day: Date, keepingTimeOf source: Date) -> Date {
    var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
    let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: source)
    parts.hour = time.hour
    parts.minute = time.minute
    parts.second = time.second
    parts.nanosecond = time.nanosecond
    return calendar.date(from: parts) ?? day
  }
}

/// The month calendar of iOS's graphical date picker: the month and year with chevrons to page, the weekday
/// initials, and the days, the selected one in a tinted circle (filled when it is today), today in the tint,
/// days outside the range greyed and inactive.
struct GraphicalDatePickerBody: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.calendar) var calendarSetting
  @Environment(\.timeZone) var timeZone
  @Environment(\.locale) var locale
  @Environment(\.tint) var tintSetting
  @State private var shownMonth: Date?

  static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
  static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
  static let dayHeight: CGFloat = 44
  static let circleDiameter: CGFloat = 40

  var body: some View {
    let calendar = DatePickerCalendar(calendar: calendarSetting, timeZone: timeZone, locale: locale)
    let tint = tintSetting ?? .accentColor
    let month = shownMonth ?? calendar.startOfMonth(configuration.selection)
    VStack(spacing: 0) {
      if configuration.displayedComponents.contains(.date) {
        header(calendar, month: month, tint: tint)
        HStack(spacing: 0) {
          ForEach(Array(calendar.weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
            Text(verbatim: symbol)
              .font(.system(size: 13, weight: .semibold))
              .foregroundStyle(Self.tertiaryLabel)
              .frame(maxWidth: .infinity)
          }
        }
        .frame(height: 20)
        .padding(.horizontal, 8)
        VStack(spacing: 0) {
          ForEach(Array(calendar.weeks(ofMonth: month).enumerated()), id: \.offset) { _, week in
            HStack(spacing: 0) {
              ForEach(0..<7, id: \.self) { index in
                dayCell(week[index], calendar: calendar, tint: tint)
              }
            }
          }
        }
        .padding(.horizontal, 8)
        .padding(.bottom, 8)
      }
      if configuration.displayedComponents.contains(.hourAndMinute) {
        HStack {
          Text(verbatim: SystemStrings.lookup("Time", locale: locale))
          Spacer()
          DatePickerField(configuration: configuration, part: .time)
        }
        .padding(.horizontal, 16)
        .frame(height: 52)
      }
    }
  }

  /// A chevron that pages the calendar to `month`; greyed and inert where the range ends.
  private func monthButton(
    _ symbol: String, to month: Date, enabled: Bool, tint: Color, label: LocalizedStringKey
  ) -> some View {
    Button {
      shownMonth = month
    } label: {
      Image(systemName: symbol).font(.system(size: 20, weight: .medium))
        .frame(width: 44, height: 44)
    }
    .buttonStyle(PlainButtonStyle())
    .foregroundStyle(enabled ? tint : Self.tertiaryLabel)
    .disabled(!enabled)
    .accessibilityLabel(Text(verbatim: SystemStrings.lookup(label, locale: locale)))
  }

  private func header(_ calendar: DatePickerCalendar, month: Date, tint: Color) -> some View {
    let previous = calendar.calendar.date(byAdding: .month, value: -1, to: month) ?? month
    let next = calendar.calendar.date(byAdding: .month, value: 1, to: month) ?? month
    // A month can be shown when any of its days is in range.
    let endOfPrevious = month.addingTimeInterval(-1)
    let canGoBack = configuration.minimumDate.map { $0 <= endOfPrevious } ?? true
    let canGoForward = configuration.maximumDate.map { $0 >= next } ?? true
    return HStack(spacing: 0) {
      HStack(spacing: 5) {
        Text(verbatim: calendar.formatter("MMMMy").string(from: month))
          .font(.system(size: 17, weight: .semibold))
          .foregroundStyle(Color.primary)
        Image(systemName: "chevron.right")
          .font(.system(size: 14, weight: .semibold))
          .foregroundStyle(tint)
      }
      Spacer()
      monthButton(
        "chevron.left", to: previous, enabled: canGoBack, tint: tint, label: "Previous Month")
      monthButton("chevron.right", to: next, enabled: canGoForward, tint: tint, label: "Next Month")
    }
    .padding(.leading, 16)
    .padding(.trailing, 6)
    .frame(height: 48)
  }

  @ViewBuilder
  private func dayCell(_ day: Date?, calendar: DatePickerCalendar, tint: Color) -> some View {
    if let day {
      let cal = calendar.calendar
      let selected = cal.isDate(day, inSameDayAs: configuration.selection)
      let today = cal.isDateInToday(day)
      let endOfDay = cal.date(byAdding: .day, value: 1, to: day)?.addingTimeInterval(-1) ?? day
      let enabled =
        (configuration.minimumDate.map { endOfDay >= $0 } ?? true)
        && (configuration.maximumDate.map { day <= $0 } ?? true)
      let color: Color =
        selected ? (today ? .white : tint) : !enabled ? Self.tertiaryLabel : today ? tint : .primary
      Button {
        configuration.write(calendar.date(day, keepingTimeOf: configuration.selection))
      } label: {
        ZStack {
          if selected {
            Circle()
              .fill(today ? tint : tint.opacity(0.12))
              .frame(width: Self.circleDiameter, height: Self.circleDiameter)
          }
          Text(verbatim: calendar.number(cal.component(.day, from: day)))
            .font(.system(size: 20, weight: selected || today ? .semibold : .regular))
            .foregroundStyle(color)
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.dayHeight)
        .contentShape(Rectangle())
      }
      .buttonStyle(PlainButtonStyle())
      .disabled(!enabled)
      .accessibilityLabel(Text(verbatim: calendar.formatter("EEEEMMMMd").string(from: day)))
    } else {
      Color.clear.frame(maxWidth: .infinity).frame(height: Self.dayHeight)
    }
  }
}
