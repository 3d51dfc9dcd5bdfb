import SwiftUI
import SwiftUITesting
import Testing

/// The screens of `ScrollTargetsScreen.swift` against iOS 17: a paged scroll view released at 40 % of a page
/// goes back to it and at 60 % goes on (a flick goes on); `.scrollPosition(id:)` follows and sets the shown
/// page; `.viewAligned` rests with a card at the content margin; `.defaultScrollAnchor(.bottom)` starts at the
/// last message and stays there as messages come; scrolling ends editing; `.onScrollGeometryChange` hears
/// the offset; `.safeAreaPadding` pads the content.
@MainActor struct ScrollTargetsTests {
  @Test func aPagedScrollSettlesOnAPageAndReportsIt() throws {
    let app = AppDriver(PagedPhotosScreen())
    // 40 % of a page, slowly: back to the first page.
    app.drag(
      from: CGPoint(x: 300, y: 150), to: CGPoint(x: 300 - 156, y: 150), duration: 1.2, steps: 30)
    app.settle()
    #expect(abs((app.frame(of: "Photo 0")?.midX ?? 0) - 195) < 1)
    // 60 %: on to the second.
    app.drag(
      from: CGPoint(x: 300, y: 150), to: CGPoint(x: 300 - 234, y: 150), duration: 1.2, steps: 30)
    app.settle()
    #expect(abs((app.frame(of: "Photo 1")?.midX ?? 0) - 195) < 1)
    _ = app.screenshot(to: "\(compatibilityScreenshots)/paged-photos.png")
    #expect(app.exists("Showing 1"))
    // A quick 40 % flick goes on too.
    app.drag(
      from: CGPoint(x: 300, y: 150), to: CGPoint(x: 300 - 156, y: 150), duration: 0.1, steps: 5)
    app.settle()
    #expect(abs((app.frame(of: "Photo 2")?.midX ?? 0) - 195) < 1)
    #expect(app.exists("Showing 2"))
    // Setting the binding scrolls there.
    try app.tap("Last")
    app.settle()
    #expect(abs((app.frame(of: "Photo 3")?.midX ?? 0) - 195) < 1)
  }

  @Test func aViewAlignedRowRestsOnACardInsideItsMargins() throws {
    let app = AppDriver(AlignedCardsScreen())
    // The content starts at the 20 pt margin inside the scroll view (at x = 40).
    let first = try #require(app.frame(of: "Card 0"))
    #expect(abs(first.midX - (60 + 75)) < 1, "\(first)")
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 190, y: 110), duration: 1.0, steps: 25)
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/aligned-cards.png")
    // Some card's leading edge is at the margin.
    let edges = (0..<10).compactMap { app.frame(of: "Card \($0)")?.midX }.map { $0 - 75 }
    #expect(edges.contains { abs($0 - 60) < 1 }, "\(edges)")
    #expect(edges.first.map { $0 < 60 - 100 } == true, "it moved: \(edges)")
    // Clipping is off: the card before the aligned one shows left of the scroll view's frame.
    #expect(image.pixel(at: CGPoint(x: 30, y: 110)).isClose(to: 88, 86, 214, tolerance: 30))
  }

  @Test func aChatStartsAtItsLastMessageAndScrollingEndsEditing() throws {
    let app = AppDriver(ChatScreen())
    _ = app.screenshot(to: "\(compatibilityScreenshots)/chat-bottom.png")
    let last = try #require(app.frame(of: "Message 30"))
    let field = try #require(app.find("Message"))
    #expect(
      last.maxY < field.frame.minY && last.maxY > field.frame.minY - 60, "\(last) \(field.frame)")
    #expect(!app.exists("Message 1"))
    try app.tap("Send")
    app.settle()
    let newest = try #require(app.frame(of: "Message 31"))
    #expect(newest.maxY < field.frame.minY, "still at the end: \(newest)")
    // Editing ends when the messages are dragged.
    try app.tap("Message")
    app.type("Hi")
    app.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.5)
    app.settle()
    app.type("!")
    #expect(app.value(of: "Message") == "Hi", "typing after the scroll reaches no field")
  }

  @Test func scrollGeometryAndSafeAreaPadding() throws {
    let app = AppDriver(FeedScreen())
    let post = try #require(app.find("Post 0"))
    // Padded 24 pt each side: the rows' grey starts 24 pt in.
    let row = app.screenshot()
    #expect(row.pixel(at: CGPoint(x: 20, y: post.frame.midY)).isBackground)
    #expect(!row.pixel(at: CGPoint(x: 28, y: post.frame.midY)).isBackground)
    #expect(!row.pixel(at: CGPoint(x: 362, y: post.frame.midY)).isBackground)
    #expect(row.pixel(at: CGPoint(x: 370, y: post.frame.midY)).isBackground)
    #expect(!app.exists("Back to top"))
    app.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 0.8, steps: 20)
    app.settle()
    _ = app.screenshot(to: "\(compatibilityScreenshots)/feed-scrolled.png")
    #expect(app.exists("Back to top"))
  }
}
