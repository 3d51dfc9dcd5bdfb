import SwiftUI
import SwiftUITesting
import Testing

/// `BrandColorsScreen` against the colour sets in Resources/Assets.xcassets: floats, hex and 0-255 integer
/// components, a Display P3 colour converted to sRGB, grey sets, dark variants under a dark colour scheme, a set
/// inside a catalogue folder, and a missing name drawn clear (as SwiftUI does).
@MainActor struct NamedColorTests {
  @Test func colourSetsDrawTheirComponentsInEachAppearance() throws {
    let app = AppDriver(BrandColorsScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/brand-colors.png")
    let cards = app.findAll(identifier: "card")
    #expect(cards.count == 2)
    let light = try #require(cards.first).frame
    let dark = try #require(cards.last).frame
    // The header: 0.851, 0.325, 0.310 in light; 0xFF, 0x8A, 0x7A in dark.
    let lightHeader = image.pixel(at: CGPoint(x: light.minX + 6, y: light.minY + 6))
    let darkHeader = image.pixel(at: CGPoint(x: dark.minX + 6, y: dark.minY + 6))
    #expect(lightHeader.isClose(to: 217, 83, 79, tolerance: 2), "\(lightHeader)")
    #expect(darkHeader.isClose(to: 255, 138, 122, tolerance: 2), "\(darkHeader)")
    // The card's systemBackground: white, black in the dark.
    #expect(image.pixel(at: CGPoint(x: light.maxX - 4, y: light.midY)).isClose(to: 255, 255, 255))
    #expect(
      image.pixel(at: CGPoint(x: dark.maxX - 4, y: dark.midY)).isClose(to: 0, 0, 0, tolerance: 2))
    // The slate strip: grey 0.4, 0.8 in the dark.
    let slates = app.findAll(identifier: "cardSlate")
    let lightSlate = image.pixel(at: try #require(slates.first).center)
    let darkSlate = image.pixel(at: try #require(slates.last).center)
    #expect(lightSlate.isClose(to: 102, 102, 102, tolerance: 2), "\(lightSlate)")
    #expect(darkSlate.isClose(to: 204, 204, 204, tolerance: 2), "\(darkSlate)")
    #expect(app.exists("Light appearance") && app.exists("Dark appearance"))
  }

  @Test func p3IntegerAndMissingColours() throws {
    let app = AppDriver(BrandColorsScreen())
    let image = app.screenshot()
    func centre(_ id: String) throws -> RenderedImage.Pixel {
      let frame = try #require(app.frame(ofIdentifier: id))
      return image.pixel(at: CGPoint(x: frame.midX, y: frame.midY))
    }
    // Display P3 (0.8, 0.2, 0.2) in sRGB.
    let poppy = try centre("poppy")
    #expect(poppy.isClose(to: 222, 24, 41, tolerance: 3), "\(poppy)")
    // "20", "40", "64": 0-255 integers, through UIColor(named:) and Color(uiColor:).
    let ink = try centre("ink")
    #expect(ink.isClose(to: 20, 40, 64, tolerance: 1), "\(ink)")
    // No such colour: clear over the yellow background.
    #expect(try centre("missing").isClose(to: 255, 204, 0, tolerance: 2))
    #expect(UIColor(named: "NoSuchColor") == nil)
  }
}
