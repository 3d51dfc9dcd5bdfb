import SwiftUI
import SwiftUITesting
import Testing

/// `SortMenuScreen`: a custom `MenuStyle` draws around the menu it is given, which still opens and chooses;
/// the built-in styles draw the tinted label.
@MainActor struct MenuStyleTests {
  @Test func aCustomStyleWrapsAWorkingMenu() throws {
    let app = AppDriver(SortMenuScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/sort-menu.png")
    let sort = try #require(app.find("Sort")).frame
    #expect(
      image.pixel(at: CGPoint(x: sort.minX - 8, y: sort.midY)).isClose(
        to: 255, 59, 48, tolerance: 40))
    #expect(image.fraction(in: sort) { $0.isAccentBlue } > 0.05, "the label in the tint colour")
    let filter = try #require(app.find("Filter")).frame
    #expect(image.fraction(in: filter) { $0.isAccentBlue } > 0.05)
    try app.tap("Sort")
    app.settle()
    try app.tap("Date")
    app.settle()
    #expect(app.exists("Sorted by Date"))
  }
}
