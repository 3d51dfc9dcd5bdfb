import CCairo
import Foundation

extension GraphicsContext {
  /// How drawing combines with what is already in the layer (Core Graphics' blend modes, on cairo operators).
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let normal = BlendMode(rawValue: 0)
    public static let multiply = BlendMode(rawValue: 1)
    public static let screen = BlendMode(rawValue: 2)
    public static let overlay = BlendMode(rawValue: 3)
    public static let darken = BlendMode(rawValue: 4)
    public static let lighten = BlendMode(rawValue: 5)
    public static let colorDodge = BlendMode(rawValue: 6)
    public static let colorBurn = BlendMode(rawValue: 7)
    public static let softLight = BlendMode(rawValue: 8)
    public static let hardLight = BlendMode(rawValue: 9)
    public static let difference = BlendMode(rawValue: 10)
    public static let exclusion = BlendMode(rawValue: 11)
    public static let hue = BlendMode(rawValue: 12)
    public static let saturation = BlendMode(rawValue: 13)
    public static let color = BlendMode(rawValue: 14)
    public static let luminosity = BlendMode(rawValue: 15)
    public static let clear = BlendMode(rawValue: 16)
    public static let copy = BlendMode(rawValue: 17)
    public static let sourceIn = BlendMode(rawValue: 18)
    public static let sourceOut = BlendMode(rawValue: 19)
    public static let sourceAtop = BlendMode(rawValue: 20)
    public static let destinationOver = BlendMode(rawValue: 21)
    public static let destinationIn = BlendMode(rawValue: 22)
    public static let destinationOut = BlendMode(rawValue: 23)
    public static let destinationAtop = BlendMode(rawValue: 24)
    public static let xor = BlendMode(rawValue: 25)
    public static let plusDarker = BlendMode(rawValue: 26)
    public static let plusLighter = BlendMode(rawValue: 27)

    var cairoOperator: cairo_operator_t {
      let operators: [cairo_operator_t] = [
        CAIRO_OPERATOR_OVER, CAIRO_OPERATOR_MULTIPLY, CAIRO_OPERATOR_SCREEN, CAIRO_OPERATOR_OVERLAY,
        CAIRO_OPERATOR_DARKEN, CAIRO_OPERATOR_LIGHTEN, CAIRO_OPERATOR_COLOR_DODGE,
        CAIRO_OPERATOR_COLOR_BURN, CAIRO_OPERATOR_SOFT_LIGHT, CAIRO_OPERATOR_HARD_LIGHT,
        CAIRO_OPERATOR_DIFFERENCE, CAIRO_OPERATOR_EXCLUSION, CAIRO_OPERATOR_HSL_HUE,
        CAIRO_OPERATOR_HSL_SATURATION, CAIRO_OPERATOR_HSL_COLOR, CAIRO_OPERATOR_HSL_LUMINOSITY,
        CAIRO_OPERATOR_CLEAR, CAIRO_OPERATOR_SOURCE, CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT,
        CAIRO_OPERATOR_ATOP, CAIRO_OPERATOR_DEST_OVER, CAIRO_OPERATOR_DEST_IN,
        CAIRO_OPERATOR_DEST_OUT, CAIRO_OPERATOR_DEST_ATOP, CAIRO_OPERATOR_XOR,
        // cairo has no plus-darker: `PlusDarker` composites it by hand; multiply stands in where it cannot.
        CAIRO_OPERATOR_MULTIPLY, CAIRO_OPERATOR_ADD,
      ]
      return operators.indices.contains(Int(rawValue))
        ? operators[Int(rawValue)] : CAIRO_OPERATOR_OVER
    }
  }

  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// A filter applied to everything drawn after `addFilter` (each drawing is filtered as a layer).
  public struct Filter: Sendable {
    enum Kind: Sendable {
      case blur(CGFloat)
      /// A 4×5 matrix over unpremultiplied RGBA, rows r, g, b, a; the fifth column is added.
      case matrix([Double])
      case shadow(ShadowFilter)
    }
    let kind: Kind

    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(radius))
    }
    /// A drop shadow of what is drawn: its alpha in `color`, blurred by `radius` and moved by (`x`, `y`), drawn
    /// below it (or above it, or alone, as `options` say) with `blendMode`.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(
        kind: .shadow(
          ShadowFilter(
            color: color, radius: radius, offset: CGSize(width: x, height: y), blendMode: blendMode,
            options: options)))
    }
    public static func opacity(_ amount: Double) -> Filter {
      Filter(kind: .matrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, amount, 0]))
    }
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter(
        kind: .matrix([
          color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0,
          color.alpha, 0,
        ]))
    }
    public static func grayscale(_ amount: Double) -> Filter { saturation(1 - amount) }
    public static func saturation(_ amount: Double) -> Filter {
      // Rec. 709 luma weights, as Core Image's saturation.
      let (r, g, b) = (0.2126, 0.7152, 0.0722)
      let s = amount
      return Filter(
        kind: .matrix([
          r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
          r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
          r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
          0, 0, 0, 1, 0,
        ]))
    }
    public static func brightness(_ amount: Double) -> Filter {
      Filter(
        kind: .matrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]))
    }
    public static func contrast(_ amount: Double) -> Filter {
      let offset = 0.5 * (1 - amount)
      return Filter(
        kind: .matrix([
          amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0,
        ]))
    }
    /// Turns hues by `angle` (the W3C `hueRotate` matrix, on Rec. 709 luminance).
    public static func hueRotation(_ angle: Angle) -> Filter {
      let c = cos(angle.radians)
      let s = sin(angle.radians)
      return Filter(
        kind: .matrix([
          0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715,
          0.072 - c * 0.072 + s * 0.928,
          0, 0,
          0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140,
          0.072 - c * 0.072 - s * 0.283,
          0, 0,
          0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
          0.072 + c * 0.928 + s * 0.072,
          0, 0,
          0, 0, 0, 1, 0,
        ]))
    }
    public static var colorInvert: Filter {
      Filter(kind: .matrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]))
    }
    public static var luminanceToAlpha: Filter {
      Filter(
        kind: .matrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0]))
    }

    /// Filters the pixels of a layer in place (`scale` = device pixels per point).
    func apply(to surface: OpaquePointer, scale: CGFloat) {
      switch kind {
      case .blur(let radius): Blur.apply(to: surface, radius: Double(radius * scale))
      case .matrix(let m): ColorMatrixFilter.apply(m, to: surface)
      case .shadow(let shadow): shadow.apply(to: surface, scale: scale)
      }
    }
  }

  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The shadow is drawn above what casts it rather than below.
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    /// Only the shadow is drawn, not what casts it.
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    /// The shadow is cast by the transparent part instead (with `shadowAbove` and `.sourceAtop`: an inner
    /// shadow).
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    /// The shadow and what casts it are composited into the layer one after the other (each with the
    /// context's opacity and masks, the shadow with the filter's blend mode) instead of as one group: under a
    /// translucent drawing its own shadow shows through.
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }
}

enum ColorMatrixFilter {
  /// Applies a 4×5 colour matrix to a premultiplied ARGB32 surface.
  static func apply(_ m: [Double], to surface: OpaquePointer) {
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(surface)
    else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let pixel = row[x]
        let a = Double(pixel >> 24) / 255
        // Transparent pixels stay transparent unless the matrix adds alpha of its own.
        if a == 0 && m[19] == 0 { continue }
        let r = a > 0 ? Double((pixel >> 16) & 0xFF) / 255 / a : 0
        let g = a > 0 ? Double((pixel >> 8) & 0xFF) / 255 / a : 0
        let b = a > 0 ? Double(pixel & 0xFF) / 255 / a : 0
        let nr = clamp(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4])
        let ng = clamp(m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9])
        let nb = clamp(m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14])
        let na = clamp(m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19])
        func byte(_ v: Double) -> UInt32 { UInt32((v * na * 255).rounded()) }
        row[x] =
          (UInt32((na * 255).rounded()) << 24) | (byte(nr) << 16) | (byte(ng) << 8) | byte(nb)
      }
    }
  }
}
