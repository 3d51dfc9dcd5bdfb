import Foundation

/// A string literal that may be localized. It keeps its key — the literal with a format specifier in place of
/// each interpolation, as Xcode extracts it (`"\(count) years"` → `"%lld years"`) — and the interpolated
/// values, so the text can be looked up in the string tables of the locale it is drawn in. Values are
/// formatted as SwiftUI formats them (a Double through "%lf", so `Text("\(3.5)")` reads "3.500000").
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let key: String
  let arguments: [LocalizedArgument]
  /// Keys written with interpolations are format strings (a literal "%" was escaped as "%%"); plain keys
  /// are shown exactly as written or translated.
  let isFormat: Bool

  public init(_ value: String) {
    key = value
    arguments = []
    isFormat = false
  }
  public init(stringLiteral value: String) { self.init(value) }
  init(key: String, arguments: [LocalizedArgument], isFormat: Bool) {
    self.key = key
    self.arguments = arguments
    self.isFormat = isFormat
  }
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.format.key
    arguments = stringInterpolation.format.arguments
    isFormat = true
  }

  /// The text without a table: the key with its arguments.
  var resolved: String { resolved(in: nil) }

  func resolved(in locale: Locale?) -> String {
    isFormat ? LocalizedFormat.format(key, arguments, locale: locale) : key
  }

  /// The text for `locale`: the translation found in `table` of `bundle`, else the key itself.
  func localized(table: String?, bundle: Bundle?, locale: Locale) -> String {
    localizedIfFound(table: table, bundle: bundle, locale: locale) ?? resolved(in: locale)
  }

  /// Without a bundle, the app's: `Bundle.main`, then the resource bundles beside the executable (where
  /// SwiftPM puts a package target's `Bundle.module`), so an app built as a package finds its catalog.
  func localizedIfFound(table: String?, bundle: Bundle?, locale: Locale) -> String? {
    entry(table: table, bundle: bundle, locale: locale).map {
      StringTables.render(
        $0.value, arguments: arguments, isFormat: isFormat, language: $0.language, locale: locale)
    }
  }

  /// This key's entry in `table` of `bundle` (without one, of the first of the app's bundles that has it) for
  /// `locale`, and the language whose plural rules choose among its variants.
  func entry(table: String?, bundle: Bundle?, locale: Locale) -> (
    value: StringTables.Value, language: String
  )? {
    for candidate in bundle.map({ [$0] }) ?? StringTables.defaultBundles {
      if let found = StringTables.shared.entry(
        key: key, table: table, bundle: candidate, locale: locale)
      {
        return found
      }
    }
    return nil
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var format = FormatBuilder()
    public init(literalCapacity: Int, interpolationCount: Int) {
      // A key that fits in a small string (15 UTF-8 bytes) stays one, without an allocation; a longer one
      // is given room for its directives at once.
      let capacity = literalCapacity + 4 * interpolationCount
      if capacity > 15 { format.key.reserveCapacity(capacity) }
      format.arguments.reserveCapacity(interpolationCount)
    }
    public mutating func appendLiteral(_ literal: String) { format.appendLiteral(literal) }
    public mutating func appendInterpolation(_ string: String) {
      format.append("%@", .string(string))
    }
    public mutating func appendInterpolation<T>(_ value: T) {
      format.append("%@", .string(String(describing: value)))
    }
    public mutating func appendInterpolation(_ value: Int) {
      format.append("%lld", .int(Int64(value)))
    }
    public mutating func appendInterpolation(_ value: Double) {
      format.append("%lf", .double(value))
    }
    public mutating func appendInterpolation(_ value: Float) {
      format.append("%f", .double(Double(value)))
    }
    public mutating func appendInterpolation(_ value: CGFloat) {
      format.append("%lf", .double(Double(value)))
    }
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String)
    {
      format.append(specifier, .double(Double(value)))
    }
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      format.append(specifier, .int(Int64(truncatingIfNeeded: value)))
    }
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      self.format.append("%@", .string(format.format(value)))
    }
    public mutating func appendInterpolation(_ text: Text) {
      format.append("%@", .string(text.plainText))
    }
  }
}

/// A value interpolated into a localized string, kept until the string is formatted for a locale.
enum LocalizedArgument: Hashable, Sendable {
  case int(Int64)
  case double(Double)
  case string(String)
}

/// Builds a format key and its arguments from the pieces of a string interpolation.
struct FormatBuilder: Hashable, Sendable {
  var key = ""
  var arguments: [LocalizedArgument] = []

  mutating func appendLiteral(_ literal: String) {
    // Most literals hold no "%"; Foundation's replacement would copy each through NSString.
    // Searched through the string's contiguous bytes: `utf8.contains` walked a small string's view a byte at a
    // time, for every literal of every label a body makes.
    var literal = literal
    let holdsPercent = literal.withUTF8 { $0.contains(UInt8(ascii: "%")) }
    key += holdsPercent ? literal.replacingOccurrences(of: "%", with: "%%") : literal
  }
  mutating func append(_ specifier: String, _ argument: LocalizedArgument) {
    key += specifier
    arguments.append(argument)
  }
}
