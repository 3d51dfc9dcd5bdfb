import SwiftUI
import SwiftUITesting
import Testing

/// `DashboardCardsScreen`: a custom `GroupBoxStyle` draws the box from its label and content; `.automatic` is
/// iOS's grey box.
@MainActor struct GroupBoxStyleTests {
  @Test func aCustomStyleDrawsTheBox() throws {
    let app = AppDriver(DashboardCardsScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/dashboard-cards.png")
    let title = try #require(app.find("Steps")).frame
    let value = try #require(app.find("8,412 today")).frame
    #expect(value.minY - title.maxY > 10, "12 pt between label and content: \(title) \(value)")
    // Indigo (88, 86, 214) around the custom box's label, white text on it.
    #expect(image.pixel(at: CGPoint(x: title.minX - 6, y: title.midY)).isClose(to: 88, 86, 214))
    #expect(image.count(in: title) { $0.isWhite() } > 10)
    // The card fills the width.
    #expect(image.pixel(at: CGPoint(x: 380 - 16 - 6, y: title.midY)).isClose(to: 88, 86, 214))
    let sleep = try #require(app.find("Sleep")).frame
    #expect(image.pixel(at: CGPoint(x: sleep.minX - 8, y: sleep.midY)).isClose(to: 242, 242, 247))
  }
}
