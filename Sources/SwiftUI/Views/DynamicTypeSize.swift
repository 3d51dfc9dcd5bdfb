import Foundation

/// The text size a person chose (iOS's Dynamic Type); `.large` is the default. Text in a text style
/// (`.body`, `.headline`, …) takes the style's size at this setting, from iOS's table.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The five accessibility sizes (Larger Accessibility Sizes in Settings).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The point size of a text style at this setting (Apple's Human Interface Guidelines, "Typography").
  func pointSize(of style: Font.TextStyle) -> CGFloat {
    let index = DynamicTypeSize.allCases.firstIndex(of: self) ?? 3
    let sizes: [CGFloat]
    switch style {
    case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
    case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
    case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
    return sizes[index]
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the Dynamic Type size for the views inside.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the Dynamic Type size inside `range` (the size around it, clamped).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    transformEnvironment { environment in
      let size = environment.dynamicTypeSize
      guard !range.contains(size) else { return }
      let all = DynamicTypeSize.allCases
      let inside = all.filter { range.contains($0) }
      guard let low = inside.first, let high = inside.last else { return }
      environment.dynamicTypeSize = size < low ? low : high
    }
  }
}

extension Font {
  /// The font at a Dynamic Type size: a text style takes its size in iOS's table; a custom font relative to
  /// a style scales by as much as the style does; fixed sizes stay.
  func scaled(for size: DynamicTypeSize) -> Font {
    guard size != .large, let style = textStyle ?? relativeTextStyle else { return self }
    var font = self
    if textStyle != nil {
      font.size = size.pointSize(of: style)
    } else {
      font.size = self.size * size.pointSize(of: style) / DynamicTypeSize.large.pointSize(of: style)
    }
    return font
  }
}
