import Foundation

/// UIKit's font, for the places SwiftUI apps use it: appearance attributes and `Font(_:)`. It describes a
/// SwiftUI `Font` (Inter for the system font, as everywhere in the runtime).
public final class UIFont: @unchecked Sendable {
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The SwiftUI weight nearest this one.
    var fontWeight: Font.Weight {
      let table: [(CGFloat, Font.Weight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
        (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }
  }

  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var fontStyle: Font.TextStyle {
      switch self {
      case .largeTitle: return .largeTitle
      case .title1: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption1: return .caption
      case .caption2: return .caption2
      default: return .body
      }
    }
  }

  let font: Font
  public let fontName: String
  public var pointSize: CGFloat { font.size }
  public var familyName: String { font.familyName ?? "Inter" }

  init(font: Font, name: String) {
    self.font = font
    fontName = name
  }

  /// A font by family or PostScript name ("Open Sans", "OpenSans-SemiBold"); nil when no installed font has
  /// that name, as on iOS.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard TextEngine.hasFamily(named: fontName) else { return nil }
    self.init(font: .custom(fontName, size: fontSize), name: fontName)
  }

  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.fontWeight), name: ".SFUI-Regular")
  }
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: .system(size: fontSize).italic(), name: ".SFUI-RegularItalic")
  }
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced),
      name: ".SFUIMono-Regular")
  }
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      font: .system(size: fontSize, weight: weight.fontWeight).monospacedDigit(),
      name: ".SFUI-Regular")
  }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(font: Font(style: style.fontStyle), name: ".SFUI-Regular")
  }

  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var resized = font
    resized.size = fontSize
    return UIFont(font: resized, name: fontName)
  }
}

/// Core Text's font, which UIFont is toll-free bridged to on iOS: `Font(uiFont as CTFont)` compiles as there.
public typealias CTFont = UIFont

extension Font {
  /// A font from a platform font (`Font(UIFont.systemFont(ofSize: 20) as CTFont)`).
  public init(_ font: CTFont) { self = font.font }
}
