import SwiftUI
import SwiftUITesting
import Testing

/// The toolbar modifiers against iOS 16 and later: `.toolbarBackground(style)` fills the bar whenever its
/// background shows (up through the status bar), `.visible` shows it at rest too, `.hidden` never (the rows
/// show through), `.toolbarColorScheme(.dark)` turns the titles white; `for: .tabBar` styles the tab bar of
/// the tab that asks, and only while that tab is shown.
@MainActor struct ToolbarAppearanceTests {
  func inlineTitle(_ app: AppDriver, _ name: String) -> AppDriver.Element? {
    app.findAll(name).first { $0.frame.minY < 100 }
  }

  @Test func aVisibleBrandedBarWithWhiteTitlesAndAColouredTabBar() throws {
    let app = AppDriver(ThemedOrdersScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/toolbar-themed.png")
    // At rest, before anything scrolls: the brand colour behind the status bar and the bar.
    for y in [CGFloat(20), 70] {
      let pixel = image.pixel(at: CGPoint(x: 380, y: y))
      #expect(pixel.isClose(to: 51, 77, 179, tolerance: 6), "y \(y): \(pixel)")
    }
    let title = try #require(inlineTitle(app, "Orders")).frame
    #expect(image.count(in: title) { $0.isClose(to: 255, 255, 255, tolerance: 20) } > 20, "white")
    #expect(image.count(in: title) { $0.isDark(90) } == 0)
    // The tab bar in its own colour, under the home indicator too.
    for y in [CGFloat(800), 838] {
      let pixel = image.pixel(at: CGPoint(x: 300, y: y))
      #expect(pixel.isClose(to: 255, 230, 153, tolerance: 6), "y \(y): \(pixel)")
    }
    // Another tab asks nothing: the usual bar.
    try app.tap("Account")
    app.settle()
    let other = app.screenshot(to: "\(compatibilityScreenshots)/toolbar-themed-other-tab.png")
    let bar = other.pixel(at: CGPoint(x: 300, y: 838))
    #expect(!bar.isClose(to: 255, 230, 153, tolerance: 20) && bar.red > 235, "\(bar)")
  }

  @Test func aStyleAloneShowsOnceTheListScrollsUnderTheBar() throws {
    let app = AppDriver(ScrollTintedBarScreen())
    let rest = app.screenshot().pixel(at: CGPoint(x: 380, y: 70))
    #expect(rest.isBackground, "transparent at the scroll edge: \(rest)")
    app.scroll(dy: 200, at: CGPoint(x: 195, y: 500))
    app.advance(by: 0.05)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/toolbar-tinted-scrolled.png")
    for y in [CGFloat(20), 70] {
      let pixel = image.pixel(at: CGPoint(x: 380, y: y))
      #expect(pixel.isClose(to: 255, 149, 0, tolerance: 6), "y \(y): \(pixel)")
    }
    let title = try #require(inlineTitle(app, "Tracks")).frame
    #expect(image.count(in: title) { $0.isDark(90) } > 20, "the title stays dark without a scheme")
  }

  @Test func aHiddenBackgroundStaysClearOverScrolledContent() throws {
    let app = AppDriver(ClearBarScreen())
    app.scroll(dy: 200, at: CGPoint(x: 195, y: 500))
    app.advance(by: 0.05)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/toolbar-hidden-scrolled.png")
    // The page's white, not the grey chrome, and no hairline under the bar.
    for y: CGFloat in [20, 70, 47 + 44 - 0.25] {
      let pixel = image.pixel(at: CGPoint(x: 380, y: y))
      #expect(pixel.isClose(to: 255, 255, 255, tolerance: 1), "y \(y): \(pixel)")
    }
  }
}
