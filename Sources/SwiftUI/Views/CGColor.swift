import Foundation

/// Core Graphics' colour on Linux, for code that keeps colours as `CGColor` (a `ColorPicker` bound to one,
/// `Color(cgColor:)`): device RGB components with alpha, or a grey.
public final class CGColor: Equatable, @unchecked Sendable, CustomStringConvertible {
  /// The colour's components, the colour channels then alpha (two for a grey, four for RGB).
  public let components: [CGFloat]?
  public var numberOfComponents: Int { components?.count ?? 0 }
  public var alpha: CGFloat { components?.last ?? 1 }

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
  }

  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components else { return nil }
    if components.count == 2 { return CGColor(gray: components[0], alpha: alpha) }
    return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }

  public var description: String { "CGColor\(rgba)" }

  /// Red, green, blue and alpha whatever the number of components.
  var rgba: [Double] {
    let c = (components ?? [0, 1]).map(Double.init)
    return c.count == 2 ? [c[0], c[0], c[0], c[1]] : Array(c.prefix(4))
  }
}

extension Color {
  public init(cgColor: CGColor) {
    self.init(components: cgColor.rgba)
  }
  @_disfavoredOverload
  public init(_ cgColor: CGColor) {
    self.init(cgColor: cgColor)
  }
  /// The colour as a `CGColor` (always available here: colours are plain sRGB).
  public var cgColor: CGColor? {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
