import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A date picker over a date shown in ISO form below it, in UTC and the Gregorian calendar.
private struct PickerHost<Picker: View>: View {
  @State var date: Date
  let picker: (Binding<Date>) -> Picker
  var body: some View {
    VStack(spacing: 12) {
      picker($date)
      Text(verbatim: "picked " + DatePickerTests.iso(date))
      Spacer()
    }
    .padding()
  }
}

@MainActor struct DatePickerTests {
  static let utc = TimeZone(identifier: "UTC")!

  static func iso(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = utc
    return formatter.string(from: date)
  }

  static func date(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = utc
    return formatter.date(from: text)!
  }

  static func driver<P: View>(
    _ start: String, locale: String = "en_US", picker: @escaping (Binding<Date>) -> P
  ) -> AppDriver {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return AppDriver(
      PickerHost(date: date(start), picker: picker)
        .environment(\.locale, Locale(identifier: locale))
        .environment(\.timeZone, utc)
        .environment(\.calendar, calendar))
  }

  @Test func tappingADayOfTheGraphicalCalendarPicksItAndKeepsTheTime() throws {
    let app = Self.driver("2026-03-10T09:30:00Z") { date in
      DatePicker("Start", selection: date, displayedComponents: .date).datePickerStyle(.graphical)
    }
    #expect(app.exists("March 2026"), "\(app.texts)")
    for weekday in ["SUN", "MON", "SAT"] { #expect(app.exists(weekday)) }
    let selected = try #require(app.find("Tuesday, March 10"))
    let image = app.screenshot(to: "\(temporaryFolder("date-picker"))/graphical.png")
    // The selected day sits in a light blue circle, its number in blue.
    let ring = CGPoint(x: selected.frame.midX - 15, y: selected.frame.midY)
    #expect(
      image.pixel(at: ring).isClose(to: .init(red: 224, green: 239, blue: 255), tolerance: 12),
      "\(image.pixel(at: ring))")
    try app.tap("Tuesday, March 17")
    #expect(app.exists("picked 2026-03-17T09:30:00Z"), "\(app.texts)")
    let moved = app.screenshot()
    let newDay = try #require(app.find("Tuesday, March 17"))
    #expect(
      moved.pixel(at: CGPoint(x: newDay.frame.midX - 15, y: newDay.frame.midY)).isClose(
        to: .init(red: 224, green: 239, blue: 255), tolerance: 12))
    #expect(moved.pixel(at: ring).isClose(to: .init(red: 255, green: 255, blue: 255), tolerance: 3))
    // The chevrons page through months; a day there is picked the same way.
    try app.tap("Next Month")
    #expect(app.exists("April 2026"))
    try app.tap("Friday, April 3")
    #expect(app.exists("picked 2026-04-03T09:30:00Z"), "\(app.texts)")
  }

  @Test func daysOutsideTheRangeAreGreyedAndCannotBePicked() throws {
    let low = Self.date("2026-03-05T00:00:00Z")
    let high = Self.date("2026-03-20T23:59:59Z")
    let app = Self.driver("2026-03-10T12:00:00Z") { date in
      DatePicker("Due", selection: date, in: low...high, displayedComponents: [.date])
        .datePickerStyle(.graphical)
    }
    let outside = try #require(app.find("Wednesday, March 25"))
    #expect(!outside.isEnabled)
    try? app.tap("Wednesday, March 25")
    #expect(app.exists("picked 2026-03-10T12:00:00Z"), "\(app.texts)")
    // Neither month around March holds an allowed day.
    #expect(app.find("Previous Month")?.isEnabled == false)
    #expect(app.find("Next Month")?.isEnabled == false)
    let image = app.screenshot()
    let grey = image.pixel(at: outside.center)
    _ = grey
    var darkest = 255
    _ = image.count(in: outside.frame) { pixel in
      darkest = min(darkest, Int(pixel.red))
      return false
    }
    #expect(darkest > 150, "a greyed day, not black: \(darkest)")
    try app.tap("Friday, March 20")
    #expect(app.exists("picked 2026-03-20T12:00:00Z"), "\(app.texts)")
  }

  @Test func aPartialRangeLimitsOneSide() throws {
    let from = Self.date("2026-03-12T00:00:00Z")
    let app = Self.driver("2026-03-15T08:00:00Z") { date in
      DatePicker("From", selection: date, in: from..., displayedComponents: .date)
        .datePickerStyle(.graphical)
    }
    #expect(app.find("Wednesday, March 11")?.isEnabled == false)
    #expect(app.find("Thursday, March 12")?.isEnabled == true)
    #expect(app.find("Next Month")?.isEnabled == true)
    try app.tap("Thursday, March 12")
    #expect(app.exists("picked 2026-03-12T08:00:00Z"), "\(app.texts)")
  }

  @Test func compactButtonsOpenTheCalendarAndWriteTheDateBack() throws {
    let app = Self.driver("2026-03-10T21:05:00Z") { date in
      DatePicker("Appointment", selection: date)
    }
    let label = try #require(app.find("Appointment"))
    let day = try #require(app.find("Mar 10, 2026"))
    // (Current CLDR data puts a narrow no-break space before PM, as iOS does.)
    let time = try #require(app.find("9:05\u{202F}PM"), "\(app.texts)")
    #expect(label.frame.maxX < day.frame.minX && day.frame.maxX < time.frame.minX)
    let image = app.screenshot(to: "\(temporaryFolder("date-picker"))/compact.png")
    // Grey rounded buttons behind the texts.
    #expect(
      image.pixel(at: CGPoint(x: day.frame.minX - 5, y: day.frame.midY)).isClose(
        to: .init(red: 239, green: 239, blue: 240), tolerance: 4))
    #expect(!app.exists("March 2026"))
    try app.tap("Mar 10, 2026")
    #expect(app.exists("March 2026"), "the calendar card: \(app.texts)")
    let card = app.screenshot(to: "\(temporaryFolder("date-picker"))/compact-open.png")
    let header = try #require(app.find("March 2026"))
    #expect(header.frame.minY > day.frame.maxY, "the card opens below its button")
    #expect(
      card.pixel(at: CGPoint(x: header.frame.minX, y: header.frame.minY - 8)).isClose(
        to: .init(red: 255, green: 255, blue: 255), tolerance: 3))
    try app.tap("Friday, March 13")
    #expect(app.exists("picked 2026-03-13T21:05:00Z"), "\(app.texts)")
    #expect(app.exists("Mar 13, 2026"), "the button shows the new date")
    // A touch outside the card closes it.
    app.tap(at: CGPoint(x: 20, y: 800))
    app.settle()
    #expect(!app.exists("March 2026"), "\(app.texts)")
    // The time button opens wheels of hours, minutes and AM/PM.
    try app.tap("9:05\u{202F}PM")
    #expect(app.exists("PM") && app.exists("05"), "\(app.texts)")
  }

  @Test func wheelsTurnTheMonthAndTheHour() throws {
    let app = Self.driver("2026-03-10T08:00:00Z") { date in
      DatePicker("Birthday", selection: date, displayedComponents: .date).datePickerStyle(.wheel)
    }
    let month = try #require(app.find("March"))
    let year = try #require(app.find("2026"))
    let day = try #require(app.find("10"))
    // Month, day, year from left to right, as the US writes dates.
    #expect(month.frame.midX < day.frame.midX && day.frame.midX < year.frame.midX)
    app.drag(
      from: CGPoint(x: month.frame.midX, y: month.frame.midY),
      to: CGPoint(x: month.frame.midX, y: month.frame.midY - 34), duration: 2, steps: 20)
    app.settle()
    #expect(app.exists("picked 2026-04-10T08:00:00Z"), "\(app.texts)")

    let time = Self.driver("2026-03-10T08:00:00Z", locale: "en_GB") { date in
      DatePicker("Alarm", selection: date, displayedComponents: .hourAndMinute).datePickerStyle(
        .wheel)
    }
    // A 24-hour locale: hours 00–23 and no AM/PM column.
    #expect(!time.exists("AM"))
    let hour = try #require(time.find("08"))
    time.drag(
      from: CGPoint(x: hour.frame.midX, y: hour.frame.midY),
      to: CGPoint(x: hour.frame.midX, y: hour.frame.midY - 68), duration: 2, steps: 20)
    time.settle()
    #expect(time.exists("picked 2026-03-10T10:00:00Z"), "\(time.texts)")
  }

  @Test func aWheelTurnedPastTheRangeSpringsBackToItsEnd() throws {
    let high = Self.date("2026-05-31T23:59:59Z")
    let app = Self.driver("2026-03-10T08:00:00Z") { date in
      DatePicker("Until", selection: date, in: ...high, displayedComponents: .date).datePickerStyle(
        .wheel)
    }
    let month = try #require(app.find("March"))
    // Six months on would be September: the picker keeps the last allowed moment.
    app.drag(
      from: CGPoint(x: month.frame.midX, y: month.frame.midY),
      to: CGPoint(x: month.frame.midX, y: month.frame.midY - 204), duration: 3, steps: 30)
    app.settle()
    #expect(app.exists("picked 2026-05-31T23:59:59Z"), "\(app.texts)")
  }

  @Test func theCalendarFollowsLocaleCalendarAndDirection() throws {
    let russian = Self.driver("2026-03-10T12:00:00Z", locale: "ru_RU") { date in
      DatePicker("Дата", selection: date, displayedComponents: .date).datePickerStyle(.graphical)
    }
    // Weeks start on Monday in Russia.
    let monday = try #require(russian.find("ПН"))
    let sunday = try #require(russian.find("ВС"))
    #expect(monday.frame.midX < sunday.frame.midX)
    let arabic = Self.driver("2026-03-10T12:00:00Z", locale: "ar_EG") { date in
      DatePicker("التاريخ", selection: date, displayedComponents: .date).datePickerStyle(.graphical)
        .environment(\.layoutDirection, .rightToLeft)
    }
    _ = arabic.screenshot(to: "\(temporaryFolder("date-picker"))/graphical-arabic.png")
    // Arabic digits, and the first day of the month on the right of the second.
    let first = try #require(arabic.find("١"))
    let second = try #require(arabic.find("٢"))
    #expect(first.frame.midX > second.frame.midX, "\(first.frame) \(second.frame)")
  }
}
