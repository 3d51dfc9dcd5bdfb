import SwiftUI
import SwiftUITesting
import Testing

/// `ScoreCounterScreen`: with a content transition, an animated change of the text cross-fades the old and
/// new strings (half-way, neither is drawn at full strength); with `.identity` the new one is there at once.
@MainActor struct ContentTransitionTests {
  func midwayInk(_ transition: ContentTransition) throws -> (dark: Int, grey: Int) {
    let app = AppDriver(ScoreCounterScreen(transition: transition))
    try app.tap("Add point")
    app.advance(by: 0.5)
    let name = transition == .identity ? "identity" : "numeric-text"
    let image = app.screenshot(to: "\(compatibilityScreenshots)/score-counter-midway-\(name).png")
    let digits = try #require(app.find("1")).frame
    let dark = image.fraction(in: digits) { $0.isDark(60) }
    let grey = image.fraction(in: digits) { $0.red > 90 && $0.red < 200 && $0.alpha > 200 }
    app.settle()
    return (Int(dark * 1000), Int(grey * 1000))
  }

  @Test func animatedChangesCrossFade() throws {
    let fading = try midwayInk(.numericText())
    let instant = try midwayInk(.identity)
    #expect(fading.dark == 0, "no glyph at full strength half-way: \(fading)")
    #expect(fading.grey > 20, "both strings half drawn: \(fading)")
    #expect(instant.dark > 20, "the new string at once without a transition: \(instant)")
  }
}
