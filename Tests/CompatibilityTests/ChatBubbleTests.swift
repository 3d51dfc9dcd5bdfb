import SwiftUI
import SwiftUITesting
import Testing

/// `ChatBubbleScreen` against iOS: each corner of an `UnevenRoundedRectangle` takes its own radius.
@MainActor struct ChatBubbleTests {
  /// A bubble is its text's frame and the 12 pt of padding the background is drawn behind (the driver finds
  /// the text, which the identifier names).
  func bubble(_ app: AppDriver, _ identifier: String) throws -> CGRect {
    try #require(app.find(identifier: identifier)).frame.insetBy(dx: -12, dy: -12)
  }

  @Test func eachCornerIsRoundedByItsOwnRadius() throws {
    let app = AppDriver(ChatBubbleScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/chat-bubbles.png")
    let incoming = try bubble(app, "incoming")
    func isBlue(_ p: CGPoint) -> Bool { image.pixel(at: p).isClose(to: 0, 122, 255) }
    // 2 pt in from each corner: outside an 18 pt curve, inside a 4 pt one.
    #expect(!isBlue(CGPoint(x: incoming.minX + 2, y: incoming.minY + 2)))
    #expect(!isBlue(CGPoint(x: incoming.maxX - 2, y: incoming.minY + 2)))
    #expect(!isBlue(CGPoint(x: incoming.maxX - 2, y: incoming.maxY - 2)))
    #expect(isBlue(CGPoint(x: incoming.minX + 2, y: incoming.maxY - 2)))
    #expect(
      isBlue(CGPoint(x: incoming.midX, y: incoming.minY + 1)), "the edges between run straight")
    #expect(isBlue(CGPoint(x: incoming.minX + 1, y: incoming.midY)))
    let outgoing = try bubble(app, "outgoing")
    func isGrey(_ p: CGPoint) -> Bool { image.pixel(at: p).isClose(to: 230, 230, 230) }
    #expect(isGrey(CGPoint(x: outgoing.maxX - 2, y: outgoing.maxY - 2)))
    #expect(!isGrey(CGPoint(x: outgoing.minX + 2, y: outgoing.maxY - 2)))
    #expect(!isGrey(CGPoint(x: outgoing.minX + 2, y: outgoing.minY + 2)))
  }

  @Test func rightToLeftTheLeadingCornersAreOnTheRight() throws {
    let app = AppDriver(ChatBubbleScreen().environment(\.layoutDirection, .rightToLeft))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/chat-bubbles-rtl.png")
    let incoming = try bubble(app, "incoming")
    func isBlue(_ p: CGPoint) -> Bool { image.pixel(at: p).isClose(to: 0, 122, 255) }
    #expect(isBlue(CGPoint(x: incoming.maxX - 2, y: incoming.maxY - 2)))
    #expect(!isBlue(CGPoint(x: incoming.minX + 2, y: incoming.maxY - 2)))
  }
}
