import Foundation

/// A string literal that may be localized; interpolations are formatted as SwiftUI formats them
/// (a Double through "%lf", so `Text("\(3.5)")` reads "3.500000" as on iOS).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let resolved: String

  public init(_ value: String) { resolved = value }
  public init(stringLiteral value: String) { resolved = value }
  public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }
    public mutating func appendLiteral(_ literal: String) { output += literal }
    public mutating func appendInterpolation(_ string: String) { output += string }
    public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
    public mutating func appendInterpolation(_ value: Int) { output += String(value) }
    public mutating func appendInterpolation(_ value: Double) {
      output += String(format: "%lf", value)
    }
    public mutating func appendInterpolation(_ value: Float) {
      output += String(format: "%f", value)
    }
    public mutating func appendInterpolation(_ value: CGFloat) {
      output += String(format: "%lf", Double(value))
    }
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String)
    {
      output += String(format: specifier, Double(value))
    }
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      output += String(format: specifier, Int(value))
    }
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      output += format.format(value)
    }
    public mutating func appendInterpolation(_ text: Text) { output += text.plainText }
  }
}
