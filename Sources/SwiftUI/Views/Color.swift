import Foundation

/// A colour in sRGB. System and asset colours that adapt carry a second set of components for the dark
/// appearance; the components read while drawing are those of the appearance being drawn
/// (`ColorAppearance.current`, set by the renderer from each view's `\.colorScheme`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  struct Components: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }
  var light: Components
  var dark: Components?

  private var current: Components {
    if let dark, ColorAppearance.current == .dark { return dark }
    return light
  }
  // Setting a component fixes the colour as it is drawn now (a picked colour has one appearance).
  var red: Double {
    get { current.red }
    set { fix { $0.red = newValue } }
  }
  var green: Double {
    get { current.green }
    set { fix { $0.green = newValue } }
  }
  var blue: Double {
    get { current.blue }
    set { fix { $0.blue = newValue } }
  }
  var alpha: Double {
    get { current.alpha }
    set { fix { $0.alpha = newValue } }
  }
  private mutating func fix(_ change: (inout Components) -> Void) {
    light = current
    dark = nil
    change(&light)
  }
  /// The colour as drawn in `scheme`, with no other appearance.
  func resolved(in scheme: ColorScheme) -> Color {
    var copy = self
    if scheme == .dark, let dark { copy.light = dark }
    copy.dark = nil
    return copy
  }
  /// A colour with its own value in the dark appearance.
  init(light: Color, dark: Color) {
    self.light = light.light
    self.dark = dark.light
  }

  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
  }
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    light = Components(
      red: red.clamped01, green: green.clamped01, blue: blue.clamped01, alpha: opacity.clamped01)
    if colorSpace == .displayP3 { light = light.fromDisplayP3 }
  }
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }
  /// A named colour from an asset catalogue's `Name.colorset` (light and dark), looked up in `bundle`, then the
  /// app's resources. A missing name is logged once and drawn clear, as SwiftUI does.
  public init(_ name: String, bundle: Bundle? = nil) {
    self = ColorAssetLoader.color(named: name, bundle: bundle) ?? .clear
  }

  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.light.alpha = (light.alpha * opacity).clamped01
    copy.dark?.alpha = ((dark?.alpha ?? 0) * opacity).clamped01
    return copy
  }

  public var description: String {
    String(
      format: "#%02X%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255),
      Int(alpha * 255))
  }

  // iOS system colours, light and dark appearance.
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let gray = Color.rgb(142, 142, 147)
  public static let red = Color.rgb(255, 59, 48, dark: (255, 69, 58))
  public static let orange = Color.rgb(255, 149, 0, dark: (255, 159, 10))
  public static let yellow = Color.rgb(255, 204, 0, dark: (255, 214, 10))
  public static let green = Color.rgb(52, 199, 89, dark: (48, 209, 88))
  public static let mint = Color.rgb(0, 199, 190, dark: (99, 230, 226))
  public static let teal = Color.rgb(48, 176, 199, dark: (64, 200, 224))
  public static let cyan = Color.rgb(50, 173, 230, dark: (100, 210, 255))
  public static let blue = Color.rgb(0, 122, 255, dark: (10, 132, 255))
  public static let indigo = Color.rgb(88, 86, 214, dark: (94, 92, 230))
  public static let purple = Color.rgb(175, 82, 222, dark: (191, 90, 242))
  public static let pink = Color.rgb(255, 45, 85, dark: (255, 55, 95))
  public static let brown = Color.rgb(162, 132, 94, dark: (172, 142, 104))
  /// `label`: black, white in the dark.
  public static let primary = Color(light: .black, dark: .white)
  /// `secondaryLabel`.
  public static let secondary = Color.rgb(60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))
  public static let accentColor = Color.blue

  /// A colour from 0-255 components, with its dark appearance's when it adapts.
  static func rgb(
    _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, dark: (Double, Double, Double)? = nil
  ) -> Color {
    rgb(r, g, b, a, dark: dark.map { ($0.0, $0.1, $0.2, a) })
  }
  static func rgb(
    _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1,
    dark: (Double, Double, Double, Double)?
  ) -> Color {
    var color = Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    if let dark {
      color.dark = Components(
        red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
    }
    return color
  }

  var components: [Double] { [red, green, blue, alpha] }
  init(components c: [Double]) { self.init(red: c[0], green: c[1], blue: c[2], opacity: c[3]) }
}

extension Color.Components {
  /// Display P3 components (gamma-encoded) as sRGB: linearised, through the P3 → sRGB matrix, encoded again
  /// and clamped (colours outside sRGB are drawn at its edge).
  var fromDisplayP3: Color.Components {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    func encoded(_ c: Double) -> Double {
      let c = c.clamped01
      return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    return Color.Components(
      red: encoded(1.2249 * r - 0.2247 * g),
      green: encoded(-0.0420 * r + 1.0419 * g),
      blue: encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b),
      alpha: alpha)
  }
}

extension Double {
  var clamped01: Double { Swift.min(Swift.max(self, 0), 1) }
}

/// Color is a view that fills the space it is offered.
extension Color: View, PrimitiveView {
  public typealias Body = Never
  func makeNode(_ node: ViewNode) {
    node.layout = FillLayout()
    node.drawing = ShapeDrawing(
      shape: AnyShape(Rectangle()), style: .fill(AnyShapeStyle(self), FillStyle()))
  }
}
