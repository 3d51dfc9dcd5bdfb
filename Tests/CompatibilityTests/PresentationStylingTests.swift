import SwiftUI
import SwiftUITesting
import Testing

/// `MapFiltersScreen` against iOS 16.4's sheet styling: `.presentationBackground` fills the card,
/// `.presentationCornerRadius` rounds it, `.presentationBackgroundInteraction(.enabled(upThrough:))` leaves the
/// screen behind undimmed and usable at that detent, `.interactiveDismissDisabled()` keeps the sheet through a
/// swipe, and an inspector is a sheet on a phone.
@MainActor struct PresentationStylingTests {
  @Test func aMaterialSheetWithRounderCornersLeavesTheScreenBehindUsable() throws {
    let app = AppDriver(MapFiltersScreen())
    let before = app.screenshot().pixel(at: CGPoint(x: 20, y: 300))
    try app.tap("Filters")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/sheet-styling.png")
    #expect(app.exists("Filters sheet"))
    // Not dimmed above the sheet.
    #expect(image.pixel(at: CGPoint(x: 20, y: 300)).isClose(to: before), "\(before)")
    // A 30 pt corner: 6 pt in from the corner is still the screen behind, 20 pt in is the card.
    let top: CGFloat = 422
    #expect(image.pixel(at: CGPoint(x: 4, y: top + 4)).isClose(to: before, tolerance: 6))
    #expect(!image.pixel(at: CGPoint(x: 40, y: top + 20)).isClose(to: before, tolerance: 6))
    // The button behind still takes taps.
    try app.tap("Tapped 0 times")
    app.settle()
    #expect(app.exists("Tapped 1 times"))
    #expect(app.exists("Filters sheet"))
  }

  @Test func aSheetThatCannotBeSwipedAwayOnItsColour() throws {
    let app = AppDriver(MapFiltersScreen())
    let before = app.screenshot().pixel(at: CGPoint(x: 20, y: 300))
    try app.tap("Terms")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/sheet-terms.png")
    // iOS's yellow fills the card.
    #expect(image.pixel(at: CGPoint(x: 40, y: 600)).isClose(to: 255, 204, 0, tolerance: 30))
    // Dimmed behind, as a sheet without background interaction is.
    #expect(image.pixel(at: CGPoint(x: 20, y: 300)).red < before.red - 20, "\(before)")
    app.drag(from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 800), duration: 0.4)
    app.settle()
    #expect(app.exists("Terms sheet"), "the swipe springs back")
    try app.tap("Agree")
    app.settle()
    #expect(!app.exists("Terms sheet"))
  }

  @Test func anInspectorIsASheetOnAPhone() throws {
    let app = AppDriver(MapFiltersScreen())
    let before = app.screenshot().pixel(at: CGPoint(x: 20, y: 30))
    try app.tap("Inspector")
    app.settle()
    let text = try #require(app.find("Inspector content"))
    #expect(text.frame.minY > 57 && text.frame.maxY < 844, "\(text.frame)")
    let above = app.screenshot().pixel(at: CGPoint(x: 20, y: 30))
    #expect(above.red < before.red - 20, "dimmed above the card: \(above), \(before)")
  }
}
