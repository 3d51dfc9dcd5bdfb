import SwiftUI
import SwiftUITesting
import Testing

/// `UINavigationBar.appearance()` against iOS 15+: the appearance for the bar's state (scroll edge or
/// standard) gives its background up through the status bar, its shadow line and its titles' colour and
/// font; the legacy title attributes and `barTintColor` feed the standard appearance; `tintColor` colours the
/// back button.
@MainActor @Suite(.serialized) struct NavigationAppearanceTests {

  func resetAppearance() {
    let bar = UINavigationBar.appearance()
    bar.standardAppearance = UINavigationBarAppearance()
    bar.scrollEdgeAppearance = nil
    bar.compactAppearance = nil
    bar.titleTextAttributes = nil
    bar.largeTitleTextAttributes = nil
    bar.barTintColor = nil
    bar.backgroundColor = nil
    bar.tintColor = nil
  }

  @Test func anOpaqueAppearanceBrandsTheBarInEveryState() throws {
    defer { resetAppearance() }
    let app = AppDriver(BrandedNavigationScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/branded-bar.png")
    // Indigo from the top of the status bar to the bottom of the large title's 96 pt bar, white below.
    for y: CGFloat in [4, 60, 130, 47 + 95] {
      #expect(image.pixel(at: CGPoint(x: 300, y: y)).isClose(to: 88, 86, 214), "y \(y)")
    }
    #expect(!image.pixel(at: CGPoint(x: 300, y: 47 + 97)).isClose(to: 88, 86, 214))
    // The large title: white, and 40 pt heavy is taller than the 34 pt bold default.
    let title = try #require(app.find("Trips"))
    #expect(title.frame.height > 44, "\(title.frame)")
    #expect(image.count(in: title.frame) { $0.isClose(to: 255, 255, 255) } > 100)
    #expect(image.count(in: title.frame) { $0.isClose(to: 0, 0, 0, tolerance: 60) } == 0)

    // Scrolled, the same appearance: still indigo, and no shadow line (its colour is clear).
    app.scroll(dy: 300, at: CGPoint(x: 195, y: 500))
    app.settle()
    let scrolled = app.screenshot(to: "\(compatibilityScreenshots)/branded-bar-scrolled.png")
    #expect(scrolled.pixel(at: CGPoint(x: 300, y: 60)).isClose(to: 88, 86, 214))

    // A pushed page: the inline title and the back chevron are white on indigo.
    try app.tap("Trip 12")
    app.settle()
    let detail = app.screenshot(to: "\(compatibilityScreenshots)/branded-bar-detail.png")
    let inline = try #require(app.findAll("Trip 12").first { $0.frame.midY < 91 })
    #expect(detail.count(in: inline.frame) { $0.isClose(to: 255, 255, 255) } > 30)
    let chevronArea = CGRect(x: 0, y: 47, width: 22, height: 44)
    #expect(detail.count(in: chevronArea) { $0.isClose(to: 255, 255, 255) } > 10)
    #expect(detail.count(in: chevronArea) { $0.isClose(to: 0, 122, 255, tolerance: 40) } == 0)
    #expect(detail.pixel(at: CGPoint(x: 300, y: 60)).isClose(to: 88, 86, 214))
  }

  @Test func legacyPropertiesColourTheTitlesAndTheScrolledBar() throws {
    defer { resetAppearance() }
    let app = AppDriver(LegacyBarScreen())
    let top = app.screenshot(to: "\(compatibilityScreenshots)/legacy-bar.png")
    let title = try #require(app.find("Inbox"))
    // Pink title; at the scroll edge the bar is transparent over the white page, as on iOS 15.
    #expect(top.count(in: title.frame) { $0.isClose(to: 255, 45, 85, tolerance: 30) } > 100)
    #expect(top.pixel(at: CGPoint(x: 300, y: 60)).isClose(to: 255, 255, 255))

    app.scroll(dy: 400, at: CGPoint(x: 195, y: 500))
    app.settle()
    let scrolled = app.screenshot(to: "\(compatibilityScreenshots)/legacy-bar-scrolled.png")
    // Scrolled under it, the standard appearance takes barTintColor: yellow through the status bar.
    #expect(scrolled.pixel(at: CGPoint(x: 300, y: 4)).isClose(to: 255, 204, 0))
    #expect(scrolled.pixel(at: CGPoint(x: 380, y: 60)).isClose(to: 255, 204, 0))
  }

  @Test func aTransparentStandardAppearanceDrawsNoBackgroundOrLine() throws {
    defer { resetAppearance() }
    let appearance = UINavigationBarAppearance()
    appearance.configureWithTransparentBackground()
    UINavigationBar.appearance().standardAppearance = appearance
    let app = AppDriver(LegacyBarScreen())
    app.scroll(dy: 400, at: CGPoint(x: 195, y: 500))
    app.settle()
    let image = app.screenshot()
    // Nothing behind the bar: the page's white, not the chrome grey, and no hairline at its bottom.
    #expect(image.pixel(at: CGPoint(x: 380, y: 4)).isClose(to: 255, 255, 255, tolerance: 1))
    let line = image.pixel(at: CGPoint(x: 380, y: 47 + 96 - 0.25))
    #expect(line.isClose(to: 255, 255, 255, tolerance: 1), "\(line)")
  }
}
