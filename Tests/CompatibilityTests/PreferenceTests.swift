import SwiftUI
import SwiftUITesting
import Testing

/// Preference keys against SwiftUI: values flow up to the readers in the same frame, combine with `reduce` in
/// tree order, a modifier's value replaces what is inside, and anchors arrive in the reader's coordinates.
@MainActor struct PreferenceTests {
  @Test func aChildsSizeAndASumReachTheirReadersInTheFirstFrame() throws {
    let app = AppDriver(MeasuredCardsScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/measured-cards.png")
    // 2 + 3 + 5 badges, told once; the tallest of the three cards (four lines of text, padded).
    #expect(app.exists("Total 10, 1 changes"))
    let tall = try #require(app.findAll("Tall").last).frame
    let first = try #require(app.findAll("Tall").first).frame
    let expected = Int((tall.maxY - first.minY + 32).rounded())
    let label = try #require(app.find("Tallest ", exact: false)).label
    let measured = try #require(Int(label.dropFirst("Tallest ".count)))
    #expect(abs(measured - expected) <= 1, "\(label), four lines span \(expected) pt")
    try app.tap("Toggle third")
    app.settle()
    #expect(app.exists("Total 5, 2 changes"), "the third card's 5 is gone")
    // An update that leaves the sum as it was does not call the action again.
    app.advance(by: 0.5)
    #expect(app.exists("Total 5, 2 changes"))
  }

  @Test func theUnderlineFollowsTheChosenTabThroughItsAnchor() throws {
    let app = AppDriver(UnderlinedTabsScreen())
    var image = app.screenshot(to: "\(compatibilityScreenshots)/underlined-tabs.png")
    let likes = try #require(app.find("Likes")).frame
    let matches = try #require(app.find("Matches")).frame
    func isPink(_ pixel: RenderedImage.Pixel) -> Bool { pixel.isClose(to: 255, 45, 85) }  // systemPink
    // 2 pt under the chosen tab's bounds, as wide as it; nothing under the others.
    let under = { (frame: CGRect) in CGPoint(x: frame.midX, y: frame.maxY + 3.5) }
    #expect(isPink(image.pixel(at: under(likes))), "\(image.pixel(at: under(likes)))")
    #expect(!isPink(image.pixel(at: under(matches))))
    #expect(!isPink(image.pixel(at: CGPoint(x: likes.maxX + 4, y: likes.maxY + 3.5))))
    try app.tap("Matches")
    app.settle()
    image = app.screenshot()
    #expect(isPink(image.pixel(at: under(matches))))
    #expect(!isPink(image.pixel(at: under(likes))))
  }
}
