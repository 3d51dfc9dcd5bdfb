import SwiftUI
import SwiftUITesting
import Testing

/// `HoverToolbarScreen`: with the mouse over a button its highlight platter shows (a faint grey over the
/// white), and goes when the mouse leaves; the lifted card grows a little.
@MainActor struct HoverEffectTests {
  @Test func thePointerHighlightsAndLifts() throws {
    let app = AppDriver(HoverToolbarScreen())
    app.settle()
    let card = try #require(app.frame(of: "Featured"))
    let before = app.screenshot()
    // A point in the first button's padding, at its corner.
    let pencil = try #require(app.frame(of: "Compose"))
    let probe = CGPoint(x: pencil.minX + 4, y: pencil.minY + 4)
    #expect(before.pixel(at: probe).isWhite())

    app.hover(at: probe)
    app.settle()
    let highlighted = app.screenshot(to: "\(compatibilityScreenshots)/hover-effect.png")
    let pixel = highlighted.pixel(at: probe)
    #expect(!pixel.isWhite() && pixel.red > 215, "a faint grey platter under the pointer")

    app.hover(at: CGPoint(x: card.midX, y: card.midY))
    app.settle()
    #expect(app.screenshot().pixel(at: probe).isWhite(), "the platter goes with the pointer")
    let lifted = try #require(app.frame(of: "Featured"))
    #expect(lifted.width > card.width, "the card scales up under the pointer")
  }
}
