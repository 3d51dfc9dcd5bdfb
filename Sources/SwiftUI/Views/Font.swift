import Foundation

/// A font as SwiftUI describes it; Inter stands in for SF Pro (Inter Display from 20 pt, as SF Pro Display).
public struct Font: Hashable, Sendable {
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
      caption2
  }

  public struct Weight: Hashable, Sendable {
    let value: Int  // CSS / pango weight
    public static let ultraLight = Weight(value: 200)
    public static let thin = Weight(value: 250)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  public enum Leading: Hashable, Sendable { case standard, tight, loose }

  var size: CGFloat
  var weight: Weight
  var design: Design
  var isItalic = false
  var usesMonospacedDigit = false
  var familyName: String?
  var textStyle: TextStyle?
  /// The style a custom size scales with under Dynamic Type (`custom(_:size:)` scales with body).
  var relativeTextStyle: TextStyle?
  /// `.width(_:)` (Views/FontWidth.swift); nil is the standard width.
  var fontWidth: Width?

  /// iOS Dynamic Type at the default "Large" setting: size and weight (reference §2).
  static func metrics(_ style: TextStyle) -> (size: CGFloat, lineHeight: CGFloat, weight: Weight) {
    switch style {
    case .largeTitle: return (34, 41, .regular)
    case .title: return (28, 34, .regular)
    case .title2: return (22, 28, .regular)
    case .title3: return (20, 25, .regular)
    case .headline: return (17, 22, .semibold)
    case .body: return (17, 22, .regular)
    case .callout: return (16, 21, .regular)
    case .subheadline: return (15, 20, .regular)
    case .footnote: return (13, 18, .regular)
    case .caption: return (12, 16, .regular)
    case .caption2: return (11, 13, .regular)
    }
  }

  init(style: TextStyle, design: Design = .default, weight: Weight? = nil) {
    let m = Font.metrics(style)
    size = m.size
    self.weight = weight ?? m.weight
    self.design = design
    textStyle = style
  }

  public static let largeTitle = Font(style: .largeTitle)
  public static let title = Font(style: .title)
  public static let title2 = Font(style: .title2)
  public static let title3 = Font(style: .title3)
  public static let headline = Font(style: .headline)
  public static let subheadline = Font(style: .subheadline)
  public static let body = Font(style: .body)
  public static let callout = Font(style: .callout)
  public static let footnote = Font(style: .footnote)
  public static let caption = Font(style: .caption)
  public static let caption2 = Font(style: .caption2)

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(style: style, design: design ?? .default, weight: weight)
  }
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font
  {
    var font = custom(name, fixedSize: size)
    font.relativeTextStyle = textStyle
    return font
  }
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = Font(size: fixedSize, weight: .regular, design: .default)
    font.familyName = name
    return font
  }

  init(size: CGFloat, weight: Weight, design: Design) {
    self.size = size
    self.weight = weight
    self.design = design
  }

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }
  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }
  public func monospacedDigit() -> Font {
    var copy = self
    copy.usesMonospacedDigit = true
    return copy
  }
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }
  public func leading(_ leading: Leading) -> Font { self }

  /// The pango family list: our stand-in for the system font first; fontconfig falls back per glyph
  /// (Noto CJK for Korean, Noto Arabic, and Noto Color Emoji by fallback). The emoji font must not be listed:
  /// pango then draws text made only of digits or spaces ("18", " ") with it, and sizes empty lines by it.
  /// The family list for text in `language` (BCP 47): Han characters shared by Chinese, Japanese and Korean
  /// take the glyph shapes of the language's Noto CJK region (Korean's when the language is none of them).
  func pangoFamily(language: String?) -> String {
    let region = Self.cjkRegion(for: language)
    return region == "KR"
      ? pangoFamily : pangoFamily.replacingOccurrences(of: "CJK KR", with: "CJK " + region)
  }

  static func cjkRegion(for language: String?) -> String {
    guard let language = language?.lowercased() else { return "KR" }
    if language.hasPrefix("ja") { return "JP" }
    guard language.hasPrefix("zh") else { return "KR" }
    if language.contains("-hk") || language.contains("-mo") { return "HK" }
    if language.contains("hant") || language.contains("-tw") { return "TC" }
    return "SC"
  }

  var pangoFamily: String {
    if let familyName {
      return "\(familyName), Inter, Noto Sans, Noto Sans CJK KR, Noto Sans Arabic"
    }
    switch design {
    case .serif: return "Noto Serif, Noto Serif CJK KR, Noto Naskh Arabic"
    case .monospaced: return "Noto Sans Mono, DejaVu Sans Mono, Noto Sans CJK KR"
    case .default, .rounded:
      // Inter has one width: narrow text takes Noto Sans's condensed faces (the stretch picks them).
      if (fontWidth?.stretch ?? .normal) != .normal {
        return "Noto Sans, Inter, Noto Sans CJK KR, Noto Sans Arabic"
      }
      let inter = size >= 20 ? "Inter Display, Inter" : "Inter"
      return "\(inter), Noto Sans, Noto Sans CJK KR, Noto Sans Arabic"
    }
  }
}
