import SwiftUI
import SwiftUITesting
import Testing

/// `HoverCardScreen`: `.onHover` hears the pointer come and go, `.onContinuousHover` every move in the view's
/// own coordinates, then `.ended`.
@MainActor struct HoverTests {
  @Test func hoverFollowsThePointer() throws {
    let app = AppDriver(HoverCardScreen())
    #expect(app.exists("Not hovering") && app.exists("Pointer away"))
    let label = try #require(app.find("Not hovering")).frame
    let card = CGRect(x: 95, y: label.minY - 30 - 100, width: 200, height: 100)
    app.hover(at: CGPoint(x: card.midX, y: card.midY))
    app.settle()
    #expect(app.exists("Hovering"))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/hover-card.png")
    #expect(image.pixel(at: CGPoint(x: card.midX, y: card.midY)).isAccentBlue)
    app.hover(at: CGPoint(x: 10, y: 10))
    #expect(app.exists("Not hovering"))

    let pad = CGRect(x: 95, y: label.maxY + 30, width: 200, height: 100)
    app.hover(at: CGPoint(x: pad.minX + 20, y: pad.minY + 30))
    #expect(app.exists("x 20 y 30"), "\(app.texts)")
    app.hover(at: CGPoint(x: pad.minX + 150, y: pad.minY + 60))
    #expect(app.exists("x 150 y 60"))
    app.hover(at: nil)
    #expect(app.exists("Pointer away"))
  }
}
