import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// Culling is an optimisation: every screen of the demo (onboarding, the deck mid-swipe, Matches, Profile,
/// Date spots with its map and list) is drawn pixel for pixel the same with it turned off (as
/// `SWIFTUI_CULLING=0` does), mid-animation too.
@MainActor @Suite struct CullingDrawsTheSameTests {
  final class Comparison {
    var frames = 0
    var culled = 0
  }

  /// The frame now, drawn with culling and without; they must not differ.
  func expectSame(
    _ driver: AppDriver, _ what: String, _ comparison: Comparison,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    driver.host.layerCachePolicy = .never
    driver.host.cullingEnabled = true
    let culled = driver.screenshot()
    comparison.culled += driver.host.culledSubtrees
    driver.host.cullingEnabled = false
    let full = driver.screenshot()
    driver.host.cullingEnabled = true
    comparison.frames += 1
    var differing = 0
    for y in 0..<culled.pixelHeight {
      for x in 0..<culled.pixelWidth where culled.pixel(x: x, y: y) != full.pixel(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0, "\(what): \(differing) pixels differ", sourceLocation: sourceLocation)
  }

  /// A few frames of whatever is moving now, each compared.
  func expectSameWhileMoving(_ driver: AppDriver, _ what: String, _ comparison: Comparison) {
    for frame in 0..<6 {
      driver.advance(by: 1.0 / 30)
      expectSame(driver, "\(what), frame \(frame)", comparison)
    }
    driver.settle()
    expectSame(driver, "\(what), settled", comparison)
  }

  @Test func theDemoDrawsTheSameWithoutCulling() async throws {
    let app = TestApp()
    let driver = app.launch()
    let comparison = Comparison()
    driver.settle()
    expectSame(driver, "welcome", comparison)
    try driver.tap("SIGN UP")
    expectSameWhileMoving(driver, "name step", comparison)
    driver.type("Nick")
    try driver.tap("NEXT")
    expectSameWhileMoving(driver, "age step", comparison)
    try driver.tap("NEXT")
    expectSameWhileMoving(driver, "gender step", comparison)
    try driver.tap("Select a gender")
    expectSameWhileMoving(driver, "gender menu", comparison)
    try driver.tap("Female")
    driver.settle()
    try driver.tap("NEXT")
    expectSameWhileMoving(driver, "account step", comparison)
    try driver.fill("Username", with: "nick")
    try driver.fill("Password", with: "sunflower42")
    try driver.tap("FINISH")
    #expect(await driver.wait(for: "Discover", timeout: 30))
    driver.settle()
    expectSame(driver, "discover", comparison)
    // A card dragged part way, then thrown off.
    driver.touchDown(at: CGPoint(x: 195, y: 400))
    for step in 1...4 {
      driver.touchMove(to: CGPoint(x: 195 + CGFloat(step) * 20, y: 400))
      driver.advance(by: 1.0 / 60)
      expectSame(driver, "card dragged \(step)", comparison)
    }
    driver.touchUp(at: CGPoint(x: 275, y: 400))
    driver.drag(from: CGPoint(x: 195, y: 380), to: CGPoint(x: 395, y: 400), duration: 0.2)
    expectSameWhileMoving(driver, "card thrown", comparison)
    try driver.tap("Matches")
    expectSameWhileMoving(driver, "matches", comparison)
    try driver.tap("Profile")
    expectSameWhileMoving(driver, "profile", comparison)
    driver.scroll(dy: 400, at: CGPoint(x: 195, y: 500))
    expectSameWhileMoving(driver, "profile scrolled", comparison)
    try driver.tap("Date spots")
    expectSameWhileMoving(driver, "date spots", comparison)
    try driver.tap("Next")
    expectSameWhileMoving(driver, "next date spot", comparison)
    #expect(comparison.frames > 40)
    #expect(comparison.culled > 0, "some subtrees were culled")
  }
}
