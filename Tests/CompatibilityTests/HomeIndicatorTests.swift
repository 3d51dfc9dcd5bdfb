import SwiftUI
import SwiftUITesting
import Testing

/// `LongGroupedListScreen` and `CardFeedScreen` against iOS: a scroll view that reaches the bottom of the safe
/// area goes on under the home indicator (the bottom 34 pt): rows are drawn there while scrolling, the
/// list's grey runs to the bottom of the screen, and scrolled to the end the last row rests just above it.
@MainActor struct HomeIndicatorTests {
  static let safeBottom: CGFloat = 844 - 34

  @Test func aListScrollsUnderTheHomeIndicatorAndItsLastRowRestsAboveIt() throws {
    let app = AppDriver(LongGroupedListScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/home-indicator-list.png")
    // The rows go on below the safe area: one is drawn across its bottom edge or under it.
    #expect(
      image.count(in: CGRect(x: 16, y: Self.safeBottom + 2, width: 300, height: 30)) {
        $0.isClose(to: 255, 255, 255, tolerance: 2)
      } > 100, "white rows under the home indicator")
    #expect(
      image.count(in: CGRect(x: 20, y: Self.safeBottom, width: 200, height: 34)) {
        $0.isDark(90)
      } > 0, "a row's text there")
    app.scroll(dy: 5000, at: CGPoint(x: 195, y: 400))
    app.settle()
    let end = app.screenshot(to: "\(compatibilityScreenshots)/home-indicator-list-end.png")
    let last = try #require(app.find("Song 40")).frame
    #expect(last.maxY < Self.safeBottom && last.maxY > Self.safeBottom - 60, "\(last)")
    // Below the last section: the grouped grey, to the bottom of the screen.
    #expect(end.pixel(at: CGPoint(x: 195, y: 840)).isClose(to: 242, 242, 247, tolerance: 4))
  }

  @Test func aScrollViewOfCardsDoesTheSame() throws {
    let app = AppDriver(CardFeedScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/home-indicator-cards.png")
    #expect(
      image.count(in: CGRect(x: 30, y: Self.safeBottom + 4, width: 300, height: 28)) {
        !$0.isBackground
      } > 100, "a card is drawn under the home indicator")
    app.scroll(dy: 5000, at: CGPoint(x: 195, y: 400))
    app.settle()
    let last = try #require(app.find("Card 20")).frame
    #expect(
      abs((last.midY + 40) - Self.safeBottom) < 1, "the last card rests on the safe area: \(last)")
  }
}
