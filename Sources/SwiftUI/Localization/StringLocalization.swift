import Foundation

// Foundation on Linux has neither `String(localized:)` nor `LocalizedStringResource`; these give them
// Apple's spellings over the same tables `Text` reads. The language is the locale's (Apple takes it from
// the bundle's preferred localizations, which on Linux is the launch locale too).

extension String {
  /// A localizable string with interpolations, as `String(localized:)` takes it.
  public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: LocalizedStringKey

    public init(_ value: String) { key = LocalizedStringKey(value) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
      key = LocalizedStringKey(stringInterpolation: stringInterpolation.key)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
      var key: LocalizedStringKey.StringInterpolation
      public init(literalCapacity: Int, interpolationCount: Int) {
        key = .init(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
      }
      public mutating func appendLiteral(_ literal: String) { key.appendLiteral(literal) }
      public mutating func appendInterpolation(_ string: String) { key.appendInterpolation(string) }
      public mutating func appendInterpolation<T>(_ value: T) { key.appendInterpolation(value) }
      public mutating func appendInterpolation(_ value: Int) { key.appendInterpolation(value) }
      public mutating func appendInterpolation(_ value: Double) { key.appendInterpolation(value) }
      public mutating func appendInterpolation(_ value: Float) { key.appendInterpolation(value) }
      public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
      where F.FormatOutput == String {
        key.appendInterpolation(value, format: format)
      }
    }
  }

  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = LaunchLocale.current, comment: StaticString? = nil
  ) {
    self = keyAndValue.key.localized(table: table, bundle: bundle, locale: locale)
  }

  /// A string with a key of its own and the development language's text as its default.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = LaunchLocale.current, comment: StaticString? = nil
  ) {
    let value = defaultValue.key
    let found = LocalizedStringKey(
      key: "\(key)", arguments: value.arguments, isFormat: value.isFormat
    ).localizedIfFound(table: table, bundle: bundle, locale: locale)
    self = found ?? value.resolved(in: locale)
  }

  public init(localized resource: LocalizedStringResource) {
    self = resource.localizedKey.localized(
      table: resource.table, bundle: resource.bundle, locale: resource.locale)
  }
}

/// A localizable string to be looked up later, in the locale where it is shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  public enum BundleDescription: Hashable, Sendable {
    case main
    case atURL(URL)

    /// Nil for the app's own bundles (`Bundle.main`, then the package's resource bundles).
    var bundle: Bundle? {
      switch self {
      case .main: return nil
      case .atURL(let url): return Bundle(url: url)
      }
    }
  }

  let localizedKey: LocalizedStringKey
  /// The key looked up in the table.
  public var key: String { localizedKey.key }
  public var table: String?
  public var locale: Locale
  public var bundleDescription: BundleDescription
  public var comment: String? = nil
  var bundle: Bundle? { bundleDescription.bundle }

  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = LaunchLocale.current, bundle: BundleDescription = .main,
    comment: StaticString? = nil
  ) {
    localizedKey = keyAndValue.key
    self.table = table
    self.locale = locale
    bundleDescription = bundle
    self.comment = comment.map { "\($0)" }
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The untranslated text.
  public var description: String { localizedKey.resolved(in: locale) }
}
