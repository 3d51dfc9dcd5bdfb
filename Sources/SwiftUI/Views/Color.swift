import Foundation

/// A colour in sRGB. Colours are resolved for the light appearance (dark mode is not supported yet).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
  }
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.red = red.clamped01
    self.green = green.clamped01
    self.blue = blue.clamped01
    self.alpha = opacity.clamped01
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
  /// A named colour from the app's asset catalogue. Asset colours are not read yet: shown as gray, logged once.
  public init(_ name: String, bundle: Bundle? = nil) {
    Log.once(
      "color.\(name)", "Color(\"\(name)\"): named asset colours are not supported; using gray")
    self = .gray
  }

  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.alpha = (alpha * opacity).clamped01
    return copy
  }

  public var description: String {
    String(
      format: "#%02X%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255),
      Int(alpha * 255))
  }

  // iOS system colours, light appearance.
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
  public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
  public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
  public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
  public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
  public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
  public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
  public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
  public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
  public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
  public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
  public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
  public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
  public static let primary = Color.black
  public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
  public static let accentColor = Color.blue

  var components: [Double] { [red, green, blue, alpha] }
  init(components c: [Double]) { self.init(red: c[0], green: c[1], blue: c[2], opacity: c[3]) }
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
