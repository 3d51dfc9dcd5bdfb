import SwiftUI
import SwiftUITesting
import Testing

/// `ForecastTypeScreen` against iOS: narrower widths draw the same words narrower, the secondary text scale
/// draws smaller than the font around it, and a line limit that reserves space keeps the text that many
/// lines tall.
@MainActor struct TextWidthAndScaleTests {
  @Test func condensedAndCompressedTextIsNarrower() throws {
    let app = AppDriver(ForecastTypeScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/forecast-type.png")
    let standard = try #require(app.find(identifier: "standard")).frame
    let condensed = try #require(app.find(identifier: "condensed")).frame
    let compressed = try #require(app.find(identifier: "compressed")).frame
    #expect(condensed.width < standard.width * 0.92, "\(condensed.width) vs \(standard.width)")
    #expect(compressed.width < condensed.width * 0.95, "\(compressed.width) vs \(condensed.width)")
    // The same size of type: the lines are as tall.
    #expect(abs(condensed.height - standard.height) < standard.height * 0.2)
  }

  @Test func theSecondaryScaleDrawsSmaller() throws {
    let app = AppDriver(ForecastTypeScreen())
    let figure = try #require(app.find("72")).frame
    let unit = try #require(app.find("°F")).frame
    let ratio = unit.height / figure.height
    #expect(ratio > 0.7 && ratio < 0.9, "\(unit.height) / \(figure.height)")
  }

  @Test func aLineLimitThatReservesSpaceKeepsThreeLinesOfRoom() throws {
    let app = AppDriver(ForecastTypeScreen())
    let image = app.screenshot()
    let reserved = try #require(app.find(identifier: "reserved")).frame
    let plain = try #require(app.find(identifier: "plain")).frame
    #expect(abs(reserved.height - 3 * plain.height) < 2, "\(reserved.height) vs \(plain.height)")
    // The word sits on the first line: its pale yellow box goes on below it.
    let third = reserved.height / 3
    let firstLine = CGRect(x: reserved.minX, y: reserved.minY, width: reserved.width, height: third)
    let lastLine = CGRect(
      x: reserved.minX, y: reserved.maxY - third, width: reserved.width, height: third)
    #expect(image.count(in: firstLine) { $0.isDark() } > 10)
    #expect(image.count(in: lastLine) { $0.isDark() } == 0)
    let below = image.pixel(at: CGPoint(x: reserved.midX, y: reserved.maxY - 3))
    #expect(below.isClose(to: 255, 240, 179, tolerance: 10), "\(below)")
  }

  @Test func aVerticalFieldKeepsRoomForItsLowerBoundAndGrowsToItsUpper() throws {
    let app = AppDriver(ForecastTypeScreen())
    let line = try #require(app.find(identifier: "title")).frame.height
    let empty = try #require(app.find(identifier: "notes")).frame.height
    let full = try #require(app.find(identifier: "diary")).frame.height
    #expect(abs(empty - 3 * line) < 1, "an empty field is three lines tall: \(empty) vs \(line)")
    #expect(abs(full - 5 * line) < 1, "seven lines are cut to five: \(full) vs \(line)")
  }

  @Test func linesBeyondAVerticalFieldsLimitStayInsideIt() throws {
    let app = AppDriver(ForecastTypeScreen())
    let image = app.screenshot()
    let diary = try #require(app.find(identifier: "diary")).frame
    #expect(image.count(in: diary) { $0.isDark() } > 50, "the first five days show")
    // Saturday and Sunday are not drawn below the field, nor the top of Saturday inside it: it shows five
    // whole lines, centred as lines that fit are.
    let below = CGRect(x: diary.minX, y: diary.maxY + 1, width: diary.width, height: 60)
    #expect(image.count(in: below) { $0.isDark() } == 0)
    let bottom = CGRect(x: diary.minX, y: diary.maxY - 3, width: diary.width, height: 3)
    #expect(image.count(in: bottom) { $0.isDark() } == 0)
  }
}
