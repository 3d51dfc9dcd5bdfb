import SwiftUI
import SwiftUITesting
import Testing

/// `TabsScreen` (iOS 18's `Tab`) against `TabItemsScreen` (the same tabs with `.tabItem`): the bars are the
/// same pixels, a tap on a tab shows its page, and a search tab is labelled with the magnifying glass.
@MainActor struct TabsTests {
  @Test func tabsDrawTheSameBarAsTabItems() throws {
    let tabs = AppDriver(TabsScreen())
    let items = AppDriver(TabItemsScreen())
    let image = tabs.screenshot(to: "\(compatibilityScreenshots)/tabs.png")
    let reference = items.screenshot()
    #expect(tabs.exists("Home page"))
    var differing = 0
    for y in stride(from: 700, to: 844, by: 1) {
      for x in stride(from: 0, to: 390, by: 1) {
        let point = CGPoint(x: x, y: y)
        if image.pixel(at: point).distance(to: reference.pixel(at: point)) > 3 { differing += 1 }
      }
    }
    #expect(differing == 0, "\(differing) points of the bar differ")
    // Four items, the badge on the second.
    #expect(tabs.exists("Search"))
    let badge = try #require(tabs.find("3"))
    let library = try #require(tabs.find("Library"))
    #expect(abs(badge.frame.midX - library.frame.midX) < 30, "\(badge.frame) \(library.frame)")
  }

  @Test func tappingATabShowsItsPageAndSetsTheSelection() throws {
    let app = AppDriver(TabsScreen())
    try app.tap("Settings")
    app.settle()
    #expect(app.exists("Settings page"))
    #expect(!app.exists("Home page"))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/tabs-settings.png")
    // The selected item is in the tint, the others grey.
    #expect(
      image.count(in: CGRect(x: 200, y: 795, width: 190, height: 15)) { $0.isAccentBlue } > 5)
    try app.tap("Search")
    app.settle()
    #expect(app.exists("Search page"))
  }
}
