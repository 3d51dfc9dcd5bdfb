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

/// `BlendModesScreen`: each blend mode gives Core Graphics' result for the backdrop and source colours.
@MainActor struct BlendModeTests {
  typealias RGB = (r: Double, g: Double, b: Double)
  static let d: RGB = (0.8, 0.4, 0.2)
  static let s: RGB = (0.3, 0.6, 0.9)

  static func separable(_ f: (Double, Double) -> Double) -> RGB {
    (f(s.r, d.r), f(s.g, d.g), f(s.b, d.b))
  }
  static func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }
  static func clip(_ c: RGB) -> RGB {
    let l = lum(c)
    let n = min(c.r, c.g, c.b)
    let x = max(c.r, c.g, c.b)
    var c = c
    if n < 0 {
      c = (l + (c.r - l) * l / (l - n), l + (c.g - l) * l / (l - n), l + (c.b - l) * l / (l - n))
    }
    if x > 1 {
      c = (
        l + (c.r - l) * (1 - l) / (x - l), l + (c.g - l) * (1 - l) / (x - l),
        l + (c.b - l) * (1 - l) / (x - l)
      )
    }
    return c
  }
  static func setLum(_ c: RGB, _ l: Double) -> RGB {
    let delta = l - lum(c)
    return clip((c.r + delta, c.g + delta, c.b + delta))
  }
  static func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }
  static func setSat(_ c: RGB, _ s: Double) -> RGB {
    var values = [c.r, c.g, c.b]
    let order = values.indices.sorted { values[$0] < values[$1] }
    let (lo, mid, hi) = (order[0], order[1], order[2])
    if values[hi] > values[lo] {
      values[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
      values[hi] = s
    } else {
      values[mid] = 0
      values[hi] = 0
    }
    values[lo] = 0
    return (values[0], values[1], values[2])
  }
  static func hardLight(_ s: Double, _ d: Double) -> Double {
    s <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d)
  }

  /// The W3C compositing formulas Core Graphics follows, and its plus-darker and plus-lighter.
  static let expected: [String: RGB] = [
    "normal": s,
    "multiply": separable { $0 * $1 },
    "screen": separable { $0 + $1 - $0 * $1 },
    "overlay": separable { hardLight($1, $0) },
    "darken": separable(min),
    "lighten": separable(max),
    "colorDodge": separable { s, d in d == 0 ? 0 : s == 1 ? 1 : min(1, d / (1 - s)) },
    "colorBurn": separable { s, d in d == 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - d) / s) },
    "softLight": separable { s, d in
      if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
      let g = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
      return d + (2 * s - 1) * (g - d)
    },
    "hardLight": separable(hardLight),
    "difference": separable { abs($0 - $1) },
    "exclusion": separable { $0 + $1 - 2 * $0 * $1 },
    "hue": setLum(setSat(s, sat(d)), lum(d)),
    "saturation": setLum(setSat(d, sat(s)), lum(d)),
    "color": setLum(s, lum(d)),
    "luminosity": setLum(d, lum(s)),
    "sourceAtop": s,
    "destinationOver": d,
    "plusDarker": separable { max(0, 1 - ((1 - $1) + (1 - $0))) },
    "plusLighter": separable { min(1, $0 + $1) },
  ]

  @Test func everyBlendModeGivesCoreGraphicsResult() throws {
    let app = AppDriver(BlendModesScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/blend-modes.png")
    for (name, _) in BlendModesScreen.modes {
      let frame = try #require(app.frame(ofIdentifier: name), "\(name)")
      let want = try #require(Self.expected[name])
      let pixel = image.pixel(at: CGPoint(x: frame.midX, y: frame.midY))
      let (r, g, b) = (
        Int((want.r * 255).rounded()), Int((want.g * 255).rounded()), Int((want.b * 255).rounded())
      )
      #expect(pixel.isClose(to: r, g, b, tolerance: 3), "\(name): \(pixel), want \(r) \(g) \(b)")
      // The backdrop's margin around the square is untouched.
      #expect(
        image.pixel(at: CGPoint(x: frame.minX + 4, y: frame.midY)).isClose(
          to: 204, 102, 51, tolerance: 2),
        "\(name) margin")
    }
  }
}
