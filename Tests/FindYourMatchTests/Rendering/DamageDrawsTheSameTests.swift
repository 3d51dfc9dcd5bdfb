import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// Damage tracking is an optimisation: a window's canvas that is only drawn where something changed since its
/// last frame holds, at every step of the demo (typing, step transitions, the deck mid-swipe, tabs, scrolling,
/// the map), exactly what drawing the whole frame gives; and small changes draw little.
@MainActor @Suite struct DamageDrawsTheSameTests {
  final class Comparison {
    var frames = 0
    /// Frames drawn in part, and the pixels they drew.
    var partial = 0
    var partialPixels = 0
  }

  /// Draws what changed into the window's canvas and compares it with the whole frame drawn afresh. Returns the
  /// device pixels drawn (all of the canvas when it was drawn whole).
  @discardableResult
  func expectSame(
    _ canvas: DamageCanvas, _ driver: AppDriver, _ what: String, _ comparison: Comparison,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let drawn = canvas.renderChanges()
    let changed = canvas.snapshot()
    let full = driver.screenshot()
    comparison.frames += 1
    if drawn != nil {
      comparison.partial += 1
      comparison.partialPixels += canvas.pixelsDrawn
    }
    // Exact, but for a level of rounding where a damaged rectangle's edge cuts a scaled layer (pixman's
    // bilinear steps start from the clip's edge): a few such pixels are allowed, nothing more different.
    var differing = 0
    var rounding = 0
    var first: (Int, Int, RenderedImage.Pixel, RenderedImage.Pixel)?
    for y in 0..<full.pixelHeight {
      for x in 0..<full.pixelWidth {
        let a = changed.pixel(x: x, y: y)
        let b = full.pixel(x: x, y: y)
        guard a != b else { continue }
        if a.distance(to: b) <= 2 {
          rounding += 1
        } else {
          differing += 1
          if first == nil { first = (x, y, a, b) }
        }
      }
    }
    #expect(
      differing == 0,
      "\(what): \(differing) pixels differ, first at \(String(describing: first)); drew \(String(describing: drawn))",
      sourceLocation: sourceLocation)
    #expect(
      rounding <= 20, "\(what): \(rounding) pixels differ by a level",
      sourceLocation: sourceLocation)
    return canvas.pixelsDrawn
  }

  func expectSameWhileMoving(
    _ canvas: DamageCanvas, _ driver: AppDriver, _ what: String, _ comparison: Comparison
  ) {
    for frame in 0..<6 {
      driver.advance(by: 1.0 / 30)
      expectSame(canvas, driver, "\(what), frame \(frame)", comparison)
    }
    driver.settle()
    expectSame(canvas, driver, "\(what), settled", comparison)
  }

  @Test func theDemoDrawnOnlyWhereItChangedIsTheWholeFrame() async throws {
    let app = TestApp()
    let driver = app.launch()
    // Layers at rest are made on whole frames only; compared exactly, everything is drawn directly.
    driver.host.layerCachePolicy = .never
    let canvas = try #require(DamageCanvas(host: driver.host))
    let window = Int(
      driver.host.size.width * driver.host.scale * driver.host.size.height
        * driver.host.scale)
    let comparison = Comparison()
    driver.settle()
    expectSame(canvas, driver, "welcome", comparison)
    // Nothing changed: nothing is drawn.
    #expect(expectSame(canvas, driver, "welcome again", comparison) == 0)
    try driver.tap("SIGN UP")
    expectSameWhileMoving(canvas, driver, "name step", comparison)
    driver.type("N")
    let keystroke = expectSame(canvas, driver, "a keystroke", comparison)
    #expect(
      keystroke > 0 && keystroke < window / 3,
      "a keystroke drew \(keystroke) of \(window): \(canvas.clip)")
    driver.type("ick")
    expectSame(canvas, driver, "a name typed", comparison)
    try driver.tap("NEXT")
    expectSameWhileMoving(canvas, driver, "age step", comparison)
    try driver.tap("NEXT")
    expectSameWhileMoving(canvas, driver, "gender step", comparison)
    try driver.tap("Select a gender")
    expectSameWhileMoving(canvas, driver, "gender menu", comparison)
    try driver.tap("Female")
    expectSameWhileMoving(canvas, driver, "gender chosen", comparison)
    try driver.tap("NEXT")
    expectSameWhileMoving(canvas, driver, "account step", comparison)
    try driver.fill("Username", with: "nick")
    expectSame(canvas, driver, "username", comparison)
    try driver.fill("Password", with: "sunflower42")
    expectSame(canvas, driver, "password", comparison)
    try driver.tap("FINISH")
    #expect(await driver.wait(for: "Discover", timeout: 30))
    driver.settle()
    expectSame(canvas, driver, "discover", comparison)
    driver.touchDown(at: CGPoint(x: 195, y: 400))
    for step in 1...4 {
      driver.touchMove(to: CGPoint(x: 195 + CGFloat(step) * 20, y: 400))
      driver.advance(by: 1.0 / 60)
      expectSame(canvas, driver, "card dragged \(step)", comparison)
    }
    driver.touchUp(at: CGPoint(x: 275, y: 400))
    expectSameWhileMoving(canvas, driver, "card let go", comparison)
    driver.drag(from: CGPoint(x: 195, y: 380), to: CGPoint(x: 395, y: 400), duration: 0.2)
    expectSameWhileMoving(canvas, driver, "card thrown", comparison)
    try driver.tap("Matches")
    expectSameWhileMoving(canvas, driver, "matches", comparison)
    try driver.tap("Profile")
    expectSameWhileMoving(canvas, driver, "profile", comparison)
    driver.scroll(dy: 400, at: CGPoint(x: 195, y: 500))
    expectSameWhileMoving(canvas, driver, "profile scrolled", comparison)
    try driver.tap("Date spots")
    expectSameWhileMoving(canvas, driver, "date spots", comparison)
    try driver.tap("Next")
    expectSameWhileMoving(canvas, driver, "next date spot", comparison)
    #expect(comparison.frames > 60)
    #expect(
      comparison.partial > 10, "\(comparison.partial) of \(comparison.frames) frames drawn in part")
  }
}
