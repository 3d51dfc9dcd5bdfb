import SwiftUI
import SwiftUITesting
import Testing

/// `SheetDetentsScreen` against iOS sheets: `.medium` covers half the screen (422 pt of 844), `.large` all
/// but the status bar and a 10 pt strip, `.height` its height above the home indicator; the grabber is a
/// 36 × 5 pt grey capsule 5 pt below the sheet's top; a drag moves between detents; a popover is a sheet.
@MainActor struct SheetDetentsTests {
  /// The first row from the top where the sheet's white begins, at x = 20 (outside the grabber).
  func sheetTop(_ image: RenderedImage) -> CGFloat? {
    image.firstRow(atX: 20, from: 0) { $0.isWhite(250) }
  }

  @Test func aMediumSheetCoversHalfTheScreenWithItsGrabber() throws {
    let app = AppDriver(SheetDetentsScreen())
    try app.tap("Settings")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/sheet-medium.png")
    let top = try #require(sheetTop(image))
    #expect(abs(top - 422) < 1.5, "\(top)")
    // Dimmed above.
    #expect(image.pixel(at: CGPoint(x: 20, y: 300)).red < 230)
    let grabber = try #require(
      image.bounds(in: CGRect(x: 150, y: top, width: 90, height: 20)) { !$0.isWhite(240) })
    #expect(
      abs(grabber.width - 36) < 1.5 && abs(grabber.height - 5) < 1.5
        && abs(grabber.minY - (top + 5)) < 1.5, "\(grabber)")
    let text = try #require(app.find("Settings sheet"))
    #expect(text.frame.minY > top, "the content is laid out in the sheet's height")
    // Swiping it down closes it.
    app.drag(from: CGPoint(x: 195, y: top + 40), to: CGPoint(x: 195, y: top + 300), duration: 0.4)
    app.settle()
    #expect(!app.exists("Settings sheet"))
  }

  @Test func aDragMovesBetweenDetentsAndUpdatesTheSelection() throws {
    let app = AppDriver(SheetDetentsScreen())
    try app.tap("Details")
    app.settle()
    var image = app.screenshot()
    let medium = try #require(sheetTop(image))
    #expect(abs(medium - 422) < 1.5, "\(medium)")
    // Two detents: the grabber shows by default.
    #expect(
      image.count(in: CGRect(x: 177, y: medium + 5, width: 36, height: 5)) { !$0.isWhite(240) } > 20
    )
    app.drag(from: CGPoint(x: 195, y: medium + 20), to: CGPoint(x: 195, y: 150), duration: 0.5)
    app.settle()
    image = app.screenshot(to: "\(compatibilityScreenshots)/sheet-large.png")
    let large = try #require(sheetTop(image))
    #expect(abs(large - 57) < 1.5, "47 pt status bar and the 10 pt strip: \(large)")
    #expect(app.exists("Detent: large"))
    app.drag(from: CGPoint(x: 195, y: large + 20), to: CGPoint(x: 195, y: 440), duration: 0.5)
    app.settle()
    #expect(abs((sheetTop(app.screenshot()) ?? 0) - 422) < 1.5)
    #expect(app.exists("Detent: medium"))
  }

  @Test func aHeightDetentIsItsHeightAboveTheHomeIndicatorWithoutAGrabber() throws {
    let app = AppDriver(SheetDetentsScreen())
    try app.tap("Picker")
    app.settle()
    let image = app.screenshot()
    let top = try #require(sheetTop(image))
    #expect(abs(top - (844 - 34 - 200)) < 1.5, "opens at the lowest detent: \(top)")
    #expect(
      image.count(in: CGRect(x: 177, y: top + 5, width: 36, height: 5)) { !$0.isWhite(240) } == 0)
  }

  @Test func aPopoverIsASheetOnAPhone() throws {
    let app = AppDriver(SheetDetentsScreen())
    try app.tap("Info")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/popover.png")
    #expect(app.exists("Popover content"))
    #expect(abs((sheetTop(image) ?? 0) - 57) < 1.5)
  }
}

/// `NewsFeedScreen`: pulled down past the threshold, the list shows a spinner above its rows while the
/// refresh action runs, then the new row is there and the rows return to their place.
@MainActor struct RefreshableTests {
  @Test func pullingDownShowsTheSpinnerAndAwaitsTheAction() async throws {
    let app = AppDriver(NewsFeedScreen())
    let before = try #require(app.find("Yesterday's story"))
    app.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 500), duration: 0.6)
    app.advance(by: 0.6)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/refreshing.png")
    let held = try #require(app.find("Yesterday's story"))
    #expect(
      abs(held.frame.minY - (before.frame.minY + 54)) < 2, "room for the spinner: \(held.frame)")
    let spinner = try #require(app.find(identifier: "refresh-spinner"))
    #expect(
      image.count(in: spinner.frame) { !$0.isWhite(230) && $0.red < 200 } > 10,
      "the spinner is drawn")
    #expect(!app.exists("Fresh story 1"), "the action has not run before the main actor is free")
    // When the action has returned, the new row is there and the rows slide back into place. (Waited for
    // only when this suite runs alone: with other suites sharing the main actor the task may wait long.)
    guard ProcessInfo.processInfo.environment["REFRESH_WAIT"] != nil else { return }
    #expect(await app.wait(for: "Fresh story 1", timeout: 30))
    #expect(
      await app.wait(
        until: {
          abs((app.find("Fresh story 1")?.frame.minY ?? 0) - before.frame.minY) < 1
        }, timeout: 30))
  }

  @Test func aShortPullDoesNotRefresh() async throws {
    let app = AppDriver(NewsFeedScreen())
    app.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 200), duration: 0.4)
    app.settle()
    #expect(!app.exists("Fresh story 1"))
  }
}
