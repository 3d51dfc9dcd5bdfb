import SwiftUI
import SwiftUITesting
import Testing

/// `SpacedAgendaScreen` against iOS 17: `.listRowSpacing(12)` puts 12 pt of the grouped grey between the
/// rows of an inset-grouped list, each row a white card with rounded corners and no separator.
@MainActor struct ListRowSpacingTests {
  @Test func rowsStandApartAsCards() throws {
    let app = AppDriver(SpacedAgendaScreen())
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/list-row-spacing.png")
    let first = try #require(app.frame(of: "Morning run"))
    let second = try #require(app.frame(of: "Team standup"))
    let gap = (first.midY + second.midY) / 2
    // 44 pt rows, 12 pt apart.
    #expect(abs((second.midY - first.midY) - 56) < 1)
    #expect(image.pixel(at: CGPoint(x: 200, y: gap)).isClose(to: 242, 242, 247, tolerance: 4))
    #expect(image.pixel(at: CGPoint(x: 200, y: first.midY + 18)).isWhite())
    // A rounded corner: the card's very corner shows the grey behind it.
    let rowTop = first.midY - 22
    #expect(
      image.pixel(at: CGPoint(x: 16.5, y: rowTop + 0.5)).isClose(to: 242, 242, 247, tolerance: 6))
    #expect(image.pixel(at: CGPoint(x: 30, y: rowTop + 10)).isWhite())
  }
}
