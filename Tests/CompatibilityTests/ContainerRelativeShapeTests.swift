import SwiftUI
import SwiftUITesting
import Testing

/// `WidgetTileScreen` against iOS: inside `.containerShape` a `ContainerRelativeShape` is the container's shape
/// inset to the view (a 32 pt tile corner, 12 pt away, gives the card a 20 pt corner); with no container shape
/// it is a rectangle.
@MainActor struct ContainerRelativeShapeTests {
  @Test func aCardInsideTheTileHasConcentricCorners() throws {
    let app = AppDriver(WidgetTileScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/widget-tile.png")
    let card = try #require(app.find(identifier: "card")).frame
    #expect(abs(card.width - 152) < 0.5 && abs(card.height - 152) < 0.5, "\(card)")
    func isBlue(_ p: CGPoint) -> Bool { image.pixel(at: p).isClose(to: 0, 122, 255) }
    func isGrey(_ p: CGPoint) -> Bool { image.pixel(at: p).isClose(to: 217, 217, 217) }
    for (x, y, dx, dy) in [
      (card.minX, card.minY, 1.0, 1.0), (card.maxX, card.minY, -1.0, 1.0),
      (card.minX, card.maxY, 1.0, -1.0), (card.maxX, card.maxY, -1.0, -1.0),
    ] {
      // 3 pt in along the diagonal lies outside a 20 pt corner: the tile shows there.
      #expect(isGrey(CGPoint(x: x + 3 * dx, y: y + 3 * dy)), "corner at \(x), \(y)")
      // 8 pt in lies inside a 20 pt corner, and would lie outside the tile's own 32 pt one.
      #expect(isBlue(CGPoint(x: x + 8 * dx, y: y + 8 * dy)), "corner at \(x), \(y)")
    }
    #expect(isBlue(CGPoint(x: card.midX, y: card.minY + 1)), "the edges run straight")
    // The tile itself keeps its 32 pt corners: outside them, the white screen.
    let tile = card.insetBy(dx: -12, dy: -12)
    #expect(image.pixel(at: CGPoint(x: tile.minX + 4, y: tile.minY + 4)).isWhite())
    #expect(isGrey(CGPoint(x: tile.minX + 12, y: tile.minY + 12)))
  }

  @Test func withoutAContainerShapeItIsARectangle() throws {
    let app = AppDriver(WidgetTileScreen())
    let image = app.screenshot()
    let plain = try #require(app.find(identifier: "plain")).frame
    #expect(abs(plain.width - 120) < 0.5 && abs(plain.height - 60) < 0.5, "\(plain)")
    for corner in [
      CGPoint(x: plain.minX + 1, y: plain.minY + 1), CGPoint(x: plain.maxX - 1, y: plain.minY + 1),
      CGPoint(x: plain.minX + 1, y: plain.maxY - 1), CGPoint(x: plain.maxX - 1, y: plain.maxY - 1),
    ] {
      #expect(image.pixel(at: corner).isClose(to: 52, 199, 89), "\(corner)")
    }
  }
}
