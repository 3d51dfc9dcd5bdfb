import SwiftUI
import SwiftUITesting
import Testing

/// `GroupBoxScreen` against iOS: each box is its content padded 16 pt on a rounded secondary-background
/// rectangle, a title in the headline font 8 pt above the content.
@MainActor struct GroupBoxTests {
  @Test func boxesPadTheirContentOnTheSecondaryBackground() throws {
    let app = AppDriver(GroupBoxScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/group-box.png")
    let title = try #require(app.find("Today")).frame
    let first = try #require(app.find("3 new matches")).frame
    #expect(abs(first.minX - title.minX) < 1, "title and rows share the leading edge")
    #expect(abs(first.minY - title.maxY - 8) < 1.5, "8 pt under the title: \(title) \(first)")
    // Inside the box, 8 pt left of the title: the box's fill; outside it, the window's white.
    #expect(image.pixel(at: CGPoint(x: title.minX - 8, y: title.midY)).isClose(to: 242, 242, 247))
    #expect(image.pixel(at: CGPoint(x: title.minX - 8, y: title.minY - 20)).isWhite())
    let toggle = try #require(app.find("Notify me")).frame
    #expect(toggle.minY > first.maxY)
    let lone = try #require(app.find("No label here")).frame
    #expect(image.pixel(at: CGPoint(x: lone.minX - 8, y: lone.midY)).isClose(to: 242, 242, 247))
    #expect(image.pixel(at: CGPoint(x: lone.minX - 8, y: lone.minY - 20)).isWhite())
  }
}
