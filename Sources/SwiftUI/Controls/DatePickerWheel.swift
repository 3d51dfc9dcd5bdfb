import Foundation

/// iOS's wheel date picker: one drum per part under a single grey band — month, day and year in the locale's
/// order for a date; hour, minute and (in 12-hour locales) AM/PM for a time; both, with a "Today" style day
/// column, for a date and time. A turned wheel writes the date back, clamped into the picker's range (the wheel
/// then turns back to the nearest allowed value).
struct WheelDatePickerBody: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.calendar) var calendarSetting
  @Environment(\.timeZone) var timeZone
  @Environment(\.locale) var locale

  struct Column {
    let rows: [String]
    let selected: Int
    let width: CGFloat
    /// The date with this column's row `index` chosen.
    let date: (Int) -> Date?
  }

  var body: some View {
    let calendar = DatePickerCalendar(calendar: calendarSetting, timeZone: timeZone, locale: locale)
    let columns = Self.columns(
      for: configuration.displayedComponents, selection: configuration.selection, calendar: calendar
    )
    ZStack {
      RoundedRectangle(cornerRadius: 8, style: .continuous)
        .fill(WheelPickerBody.band)
        .frame(height: WheelPickerBody.rowHeight)
      HStack(spacing: 0) {
        ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
          WheelPickerBody(
            rows: column.rows.map { Text(verbatim: $0) }, selectedIndex: column.selected,
            select: { index in
              if let date = column.date(index) { configuration.write(date) }
            }, showsBand: false
          )
          .frame(width: column.width)
        }
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: WheelPickerBody.height)
  }

  static func columns(
    for components: DatePickerComponents, selection: Date, calendar: DatePickerCalendar
  ) -> [Column] {
    let cal = calendar.calendar
    let parts = cal.dateComponents([.era, .year, .month, .day, .hour, .minute], from: selection)
    /// The selection with some parts replaced; the day is kept inside the new month.
    func with(_ change: (inout DateComponents) -> Void) -> Date? {
      var new = parts
      change(&new)
      var monthStart = new
      monthStart.day = 1
      if let start = cal.date(from: monthStart),
        let days = cal.range(of: .day, in: .month, for: start)
      {
        new.day = min(new.day ?? 1, days.count)
      }
      return cal.date(from: new)
    }
    var columns: [Column] = []
    let showsDate = components.contains(.date)
    let showsTime = components.contains(.hourAndMinute)
    if showsDate && !showsTime {
      let order = Self.dateOrder(locale: calendar.locale)
      for part in order {
        switch part {
        case "M":
          columns.append(
            Column(
              rows: cal.standaloneMonthSymbols, selected: (parts.month ?? 1) - 1, width: 150,
              date: { index in with { $0.month = index + 1 } }))
        case "d":
          let days = cal.range(of: .day, in: .month, for: selection)?.count ?? 31
          columns.append(
            Column(
              rows: (1...days).map { calendar.number($0) }, selected: (parts.day ?? 1) - 1,
              width: 64,
              date: { index in with { $0.day = index + 1 } }))
        default:
          let year = parts.year ?? 2000
          let years = Array(year - 50...year + 50)
          columns.append(
            Column(
              rows: years.map { calendar.number($0) }, selected: 50, width: 90,
              date: { index in with { $0.year = years[index] } }))
        }
      }
      return columns
    }
    if showsDate {
      // A column of days around the selection: "Today" or "Tue Dec 1".
      let start = cal.startOfDay(for: selection)
      let offsets = Array(-60...60)
      let dayFormat = calendar.formatter("EEEMMMd")
      let relative = DateFormatter()
      relative.locale = calendar.locale
      relative.calendar = cal
      relative.timeZone = cal.timeZone
      relative.dateStyle = .medium
      relative.doesRelativeDateFormatting = true
      let rows = offsets.map { offset -> String in
        let day = cal.date(byAdding: .day, value: offset, to: start) ?? start
        return cal.isDateInToday(day) ? relative.string(from: day) : dayFormat.string(from: day)
      }
      columns.append(
        Column(
          rows: rows, selected: 60, width: 130,
          date: { index in
            guard let day = cal.date(byAdding: .day, value: offsets[index], to: start) else {
              return nil
            }
            return calendar.date(day, keepingTimeOf: selection)
          }))
    }
    let hour = parts.hour ?? 0
    if calendar.uses12HourClock {
      columns.append(
        Column(
          rows: (1...12).map { calendar.number($0) }, selected: (hour + 11) % 12, width: 56,
          date: { index in with { $0.hour = (index + 1) % 12 + (hour >= 12 ? 12 : 0) } }))
    } else {
      columns.append(
        Column(
          rows: (0...23).map { calendar.number($0, minimumDigits: 2) }, selected: hour, width: 56,
          date: { index in with { $0.hour = index } }))
    }
    columns.append(
      Column(
        rows: (0...59).map { calendar.number($0, minimumDigits: 2) }, selected: parts.minute ?? 0,
        width: 56, date: { index in with { $0.minute = index } }))
    if calendar.uses12HourClock {
      columns.append(
        Column(
          rows: [cal.amSymbol, cal.pmSymbol], selected: hour >= 12 ? 1 : 0, width: 56,
          date: { index in with { $0.hour = hour % 12 + (index == 1 ? 12 : 0) } }))
    }
    return columns
  }

  /// "M", "d" and "y" in the order the locale writes a full date ("M d y" in the US, "d M y" in Britain).
  static func dateOrder(locale: Locale) -> [Character] {
    let format =
      DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
    var order: [Character] = []
    var inQuote = false
    for character in format {
      if character == "'" { inQuote.toggle() }
      guard !inQuote else { continue }
      let part: Character? =
        character == "M" || character == "L"
        ? "M" : character == "d" ? "d" : character == "y" ? "y" : nil
      if let part, !order.contains(part) { order.append(part) }
    }
    return order.count == 3 ? order : ["M", "d", "y"]
  }
}
