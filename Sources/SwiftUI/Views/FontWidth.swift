import Foundation

extension Font {
  /// How wide the letters are. Inter, our SF Pro, has one width: condensed and compressed text is drawn in Noto
  /// Sans Condensed and Extra Condensed; no expanded face is installed, so expanded text keeps the standard width.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)

    /// The installed face's stretch this width is drawn with.
    enum Stretch { case extraCondensed, condensed, normal }
    var stretch: Stretch {
      if value <= -0.25 { return .extraCondensed }
      if value < -0.05 { return .condensed }
      return .normal
    }
  }

  public func width(_ width: Width) -> Font {
    var copy = self
    copy.fontWidth = width
    return copy
  }
}

extension Text {
  /// A secondary scale draws text smaller than the font around it (a unit beside a figure).
  public struct Scale: Hashable, Sendable {
    let factor: CGFloat
    public static let `default` = Scale(factor: 1)
    /// iOS does not document the factor; text here is drawn at 80% of its font's size.
    public static let secondary = Scale(factor: 0.8)
  }

  public consuming func fontWidth(_ width: Font.Width?) -> Text { modifying { $0.width = width } }

  public consuming func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    isEnabled ? modifying { $0.scale = scale } : self
  }
}

private struct TextScaleKey: EnvironmentKey {
  static var defaultValue: Text.Scale { .default }
}

private struct LineLimitReservedKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

extension EnvironmentValues {
  /// The text scale `.textScale(_:)` set around the text.
  var textScale: Text.Scale {
    get { self[TextScaleKey.self] }
    set { self[TextScaleKey.self] = newValue }
  }
  /// The lines a text (or a vertical text field) keeps room for however few it shows: `.lineLimit(n,
  /// reservesSpace: true)` and the lower bound of a line-limit range.
  var reservedLines: Int? {
    get { self[LineLimitReservedKey.self] }
    set { self[LineLimitReservedKey.self] = newValue }
  }
}

extension View {
  public func fontWidth(_ width: Font.Width?) -> some View {
    transformEnvironment { $0.textStyling.width = width }
  }

  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    transformEnvironment { if isEnabled { $0.textScale = scale } }
  }

  /// At most `limit` lines; with `reservesSpace` the text is as tall as `limit` lines even when it has fewer.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    transformEnvironment {
      $0.lineLimit = limit
      $0.reservedLines = reservesSpace ? limit : nil
    }
  }
  /// Room for at least the lower bound of lines, at most the upper bound shown.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    transformEnvironment {
      $0.lineLimit = limit.upperBound
      $0.reservedLines = limit.lowerBound
    }
  }
  /// Room for at least `limit.lowerBound` lines, as many shown as the text has.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    transformEnvironment {
      $0.lineLimit = nil
      $0.reservedLines = limit.lowerBound
    }
  }
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    transformEnvironment {
      $0.lineLimit = limit.upperBound
      $0.reservedLines = nil
    }
  }
}
