import SwiftUI
import SwiftUITesting
import Testing

/// `SymbolStylesScreen`: `.symbolVariant(.fill)` draws the filled symbol (more ink than the outline),
/// `.circle.fill` the enclosed one; rendering modes draw in the foreground style, a palette's second colour
/// filling an enclosed symbol's shape.
@MainActor struct SymbolStylesTests {
  func isPink(_ pixel: RenderedImage.Pixel) -> Bool {
    pixel.red > 200 && pixel.green < 120 && pixel.blue > 60
  }

  @Test func variantsAndRenderingModes() throws {
    let app = AppDriver(SymbolStylesScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/symbol-styles.png")
    let hearts = app.findAll("heart").map(\.frame)
    try #require(hearts.count == 2)
    let outline = image.fraction(in: hearts[0], where: isPink)
    let filled = image.fraction(in: hearts[1], where: isPink)
    #expect(filled > outline * 1.5, "filled \(filled), outline \(outline)")
    let bell = try #require(app.find("bell")).frame
    #expect(image.fraction(in: bell, where: isPink) > 0.4, "a filled circle around the bell")
    let sun = try #require(app.find("cloud.sun.fill")).frame
    #expect(image.fraction(in: sun) { $0.blue > 200 && $0.red < 120 } > 0.15, "drawn in blue")
    let person = try #require(app.find("person.crop.circle.fill")).frame
    // The palette's white person on a blue circle.
    #expect(image.fraction(in: person) { $0.blue > 200 && $0.red < 120 } > 0.3)
    #expect(image.pixel(at: CGPoint(x: person.midX, y: person.midY - 4)).isWhite(200))
  }
}
