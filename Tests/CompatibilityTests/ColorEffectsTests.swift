import SwiftUI
import SwiftUITesting
import Testing

/// `PhotoFiltersScreen` against the values SwiftUI's colour effects give: each effect changes the rendered
/// view's pixels by its colour matrix, effects apply innermost first, a group is filtered as a whole, and a blend
/// mode mixes the view with what is below it.
@MainActor struct ColorEffectsTests {
  private func centre(_ id: String, in app: AppDriver, _ image: RenderedImage) throws
    -> RenderedImage.Pixel
  {
    let frame = try #require(app.frame(ofIdentifier: id), "no \(id)")
    return image.pixel(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  @Test func eachEffectChangesThePixelsAsSwiftUIDoes() throws {
    let app = AppDriver(PhotoFiltersScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/color-effects.png")
    let expected: [(String, (Int, Int, Int))] = [
      ("brightness", (102, 153, 204)),  // 0.2 added to (0.2, 0.4, 0.6)
      ("contrast", (0, 128, 255)),  // (c − 0.5) · 2 + 0.5
      ("grayscale", (54, 54, 54)),  // red's Rec. 709 luminance
      ("saturation", (155, 27, 27)),  // half way from red to its grey
      ("colorMultiply", (255, 128, 0)),
      ("hueRotation", (0, 109, 109)),  // red turned half way round: cyan at red's luminance
      ("colorInvert", (204, 153, 102)),
      ("luminanceToAlpha", (128, 128, 128)),  // black at half opacity over white
      ("brightenThenInvert", (77, 26, 0)),
      ("invertThenBrighten", (255, 255, 230)),
    ]
    for (id, (r, g, b)) in expected {
      let pixel = try centre(id, in: app, image)
      #expect(pixel.isClose(to: r, g, b, tolerance: 3), "\(id): \(pixel)")
    }
  }

  @Test func anEffectOnAStackFiltersEveryChild() throws {
    let app = AppDriver(PhotoFiltersScreen())
    let image = app.screenshot()
    let frame = try #require(app.frame(ofIdentifier: "groupGrey"))
    let left = image.pixel(at: CGPoint(x: frame.minX + 10, y: frame.midY))
    let right = image.pixel(at: CGPoint(x: frame.maxX - 10, y: frame.midY))
    // iOS red (255, 59, 48) and blue (0, 122, 255) at their luminance.
    #expect(left.isClose(to: 100, 100, 100, tolerance: 4), "\(left)")
    #expect(right.isClose(to: 106, 106, 106, tolerance: 4), "\(right)")
  }

  @Test func aBlendModeMixesTheViewWithWhatIsBelow() throws {
    let app = AppDriver(PhotoFiltersScreen())
    let image = app.screenshot()
    // Yellow multiplied onto cyan is green; red screened onto blue is magenta; white's difference inverts.
    #expect(try centre("multiply", in: app, image).isClose(to: 0, 255, 0, tolerance: 2))
    #expect(try centre("screen", in: app, image).isClose(to: 255, 0, 255, tolerance: 2))
    #expect(try centre("difference", in: app, image).isClose(to: 204, 153, 102, tolerance: 2))
    // Outside the circles the square below shows unchanged.
    let multiply = try #require(app.frame(ofIdentifier: "multiply"))
    #expect(
      image.pixel(at: CGPoint(x: multiply.minX + 3, y: multiply.minY + 3)).isClose(
        to: 0, 255, 255, tolerance: 2))
  }
}
