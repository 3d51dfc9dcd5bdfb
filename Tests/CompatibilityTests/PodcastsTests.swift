import SwiftUI
import SwiftUITesting
import Testing

/// `PodcastsScreen` against iOS 17: the tab bar shows its material while the library's rows run under it and
/// is clear on the search tab, whose few lines never reach it; the show's bottom toolbar is filled with its
/// colour; the player hides the tab bar; the library's title moves into the show page's back button.
@MainActor struct PodcastsTests {
  static let barMid: CGFloat = 844 - 34 - 24.5
  /// The tab bar's top: its 49 pt row and a hairline's third of a point over the home indicator.
  static let tabBarTop: CGFloat = 844 - 34 - 49 - 1 / 3

  @Test func theTabBarIsClearWhereNothingRunsUnderIt() throws {
    let app = AppDriver(PodcastsScreen())
    let library = app.screenshot(to: "\(compatibilityScreenshots)/podcasts-library.png")
    let material = library.pixel(at: CGPoint(x: 5, y: Self.barMid))
    #expect(material.red > 240 && material.red < 252, "rows beneath: \(material)")
    try app.tap("Search")
    app.settle()
    let search = app.screenshot(to: "\(compatibilityScreenshots)/podcasts-search.png")
    #expect(search.pixel(at: CGPoint(x: 5, y: Self.barMid)).isWhite(253), "clear")
    #expect(search.pixel(at: CGPoint(x: 5, y: Self.tabBarTop + 0.1)).isWhite(253), "no hairline")
  }

  @Test func theShowsControlsSitOnTheirColourAndThePlayerHidesTheTabBar() throws {
    let app = AppDriver(PodcastsScreen())
    try app.tap("Show 2")
    app.settle()
    #expect(app.findAll("Library").contains { $0.kind == .text && $0.frame.minY < 91 }, "back")
    let show = app.screenshot(to: "\(compatibilityScreenshots)/podcasts-show.png")
    // The toolbar stands on the tab bar, as on iOS.
    let shuffle = try #require(app.frame(of: "Shuffle"))
    let toolbarMid = Self.tabBarTop - 24.5
    #expect(abs(shuffle.midY - toolbarMid) < 1 && abs(shuffle.minX - 16) < 0.5, "\(shuffle)")
    let fill = show.pixel(at: CGPoint(x: 195, y: toolbarMid))
    #expect(fill.isClose(to: 255, 204, 77, tolerance: 6), "\(fill)")
    // Episodes run on under both bars: the tab bar shows its material.
    let material = show.pixel(at: CGPoint(x: 5, y: Self.barMid))
    #expect(material.red > 240 && material.red < 252, "\(material)")
    try app.tap("Episode 3")
    app.settle()
    #expect(app.exists("Now playing"))
    #expect(!app.exists("Search"), "the tab bar is hidden")
    try app.tap("Show 2")
    app.settle()
    #expect(app.exists("Search") && app.exists("Shuffle"))
  }

  @Test func browsingCardsScrollOnUnderTheBarAndTheStatusBar() throws {
    let app = AppDriver(PodcastsScreen())
    try app.tap("Browse")
    app.settle()
    let first = try #require(app.frame(of: "Genre 1"))
    app.scroll(dy: 120, at: CGPoint(x: 195, y: 400))
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/podcasts-browse-scrolled.png")
    #expect(try #require(app.frame(of: "Genre 1")).minY < first.minY - 100)
    // The first card (teal) beneath the bar's translucent chrome, and beneath the status bar.
    for y: CGFloat in [20, 70] {
      let pixel = image.pixel(at: CGPoint(x: 100, y: y))
      #expect(pixel.red < 245 && pixel.blue > pixel.red, "y \(y): \(pixel)")
    }
  }
}
