import SwiftUI
import SwiftUITesting
import Testing

/// The iOS 17 animation tutorials' screens, each rendered mid-motion and at rest.
@MainActor struct AnimationAndTimeTests {
  @Test func theRecipeCardGrowsFromItsRowIntoTheFullCard() throws {
    let app = AppDriver(HeroCardScreen())
    let row = try #require(app.frame(of: "Pancakes"))
    app.screenshot(to: "\(compatibilityScreenshots)/hero-card-list.png")
    let thumbnail = CGRect(x: 16, y: row.midY - 32, width: 64, height: 64)
    #expect(
      app.screenshot().pixel(at: CGPoint(x: thumbnail.midX, y: thumbnail.midY)).isClose(
        to: 255, 149, 0))
    app.tap(at: CGPoint(x: row.midX, y: row.midY))
    app.advance(by: 0.12)
    let midway = app.screenshot(to: "\(compatibilityScreenshots)/hero-card-midway.png")
    // Part of the way: orange beyond the thumbnail's right edge, but not yet across the screen.
    let beyond = midway.pixel(at: CGPoint(x: thumbnail.maxX + 40, y: thumbnail.maxY + 40))
    #expect(beyond.red > 240 && beyond.blue < 130, "\(beyond)")
    #expect(midway.pixel(at: CGPoint(x: 365, y: thumbnail.midY)).isBackground)
    app.settle()
    let open = app.screenshot(to: "\(compatibilityScreenshots)/hero-card-open.png")
    #expect(open.pixel(at: CGPoint(x: 195, y: 300)).isClose(to: 255, 149, 0))
    #expect(open.pixel(at: CGPoint(x: 360, y: 100)).isClose(to: 255, 149, 0))
  }

  @Test func theClockHandTicksOncePerSecondAndTheSpinnerStopsWhenPaused() throws {
    let app = AppDriver(AnimatedClockScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/animated-clock.png")
    let spinner = try #require(app.find(identifier: "spinner")).frame
    app.advance(by: 0.25)
    // A quarter turn of the arrows: their bounding box is the same square, so compare the drawn pixels.
    let before = app.screenshot()
    app.advance(by: 0.1)
    let running = app.screenshot()
    #expect(before.differs(from: running, in: spinner), "the spinner runs every frame")
    try app.tap("Paused")
    app.advance(by: 0.1)
    let paused = app.screenshot(to: "\(compatibilityScreenshots)/animated-clock-paused.png")
    app.advance(by: 0.3)
    #expect(
      !paused.differs(from: app.screenshot(), in: spinner), "paused, the spinner stands still")
  }

  @Test func thePhaseAndKeyframeAnimatorsMove() throws {
    let app = AppDriver(LikeAnimationsScreen())
    let thumb = try #require(app.frame(of: "Like"))
    app.tap(at: CGPoint(x: thumb.midX, y: thumb.midY))
    app.advance(by: 0.3)
    app.screenshot(to: "\(compatibilityScreenshots)/like-animations.png")
    let moved = try #require(app.frame(of: "Like"))
    #expect(moved.midY < thumb.midY - 10, "\(moved) \(thumb)")
  }

  @Test func cardsShrinkAndFadeAtTheScrollViewsEdges() throws {
    let app = AppDriver(CardStackScrollScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/card-stack-scroll.png")
    let first = try #require(app.frame(of: "Place 1"))
    app.scroll(dy: 200, at: CGPoint(x: 195, y: 400))
    app.settle()
    app.screenshot(to: "\(compatibilityScreenshots)/card-stack-scrolled.png")
    let scrolled = try #require(app.frame(of: "Place 1"))
    #expect(
      scrolled.width < first.width - 2, "the card leaving the top shrinks: \(scrolled) \(first)")
    let badge = try #require(renderBadge())
    #expect(badge.size.width > 100 && badge.pngData() != nil)
  }
}
