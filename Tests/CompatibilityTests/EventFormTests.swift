import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `EventFormScreen` against iOS: the compact pickers are grey rounded buttons at the rows' trailing edges; the
/// graphical calendar shows the month with the start day in a tinted circle; picking a day there moves the
/// compact button's date; the end time cannot go before the start.
@MainActor struct EventFormTests {
  @Test func compactAndGraphicalPickersShareTheDate() throws {
    var calendar = Calendar(identifier: .gregorian)
    let utc = TimeZone(identifier: "UTC")!
    calendar.timeZone = utc
    let start = calendar.date(
      from: DateComponents(year: 2026, month: 3, day: 10, hour: 18, minute: 30))!
    let app = AppDriver(
      EventFormScreen(start: start)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, utc)
        .environment(\.calendar, calendar))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/event-form.png")
    let starts = try #require(app.find("Starts"))
    let date = try #require(app.find("Mar 10, 2026"))
    // (Current CLDR data puts a narrow no-break space before PM, as iOS does.)
    let time = try #require(app.find("6:30\u{202F}PM"))
    #expect(abs(date.frame.midY - starts.frame.midY) < 2 && date.frame.minX > 120)
    #expect(
      time.frame.maxX > 340, "the time button ends near the row's trailing edge: \(time.frame)")
    #expect(
      image.pixel(at: CGPoint(x: date.frame.minX - 6, y: date.frame.midY)).isClose(
        to: 239, 239, 240, tolerance: 6))
    #expect(app.exists("March 2026"))
    let day = try #require(app.find("Tuesday, March 10"))
    #expect(
      image.pixel(at: CGPoint(x: day.frame.midX - 16, y: day.frame.midY)).isClose(
        to: 224, 239, 255, tolerance: 10))
    try app.tap("Thursday, March 19")
    #expect(app.exists("Mar 19, 2026"), "\(app.texts)")
    #expect(app.exists("7:30\u{202F}PM"), "the end time keeps its value: \(app.texts)")
  }
}
