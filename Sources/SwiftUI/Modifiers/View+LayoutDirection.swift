import Foundation

extension View {
  /// Draws the view mirrored when the layout direction is right to left (an arrow that means "forward",
  /// a progress drawing that grows from the leading edge). Touches reach it through the same mirror.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(AttributeModifier { $0.flipsForRightToLeft = enabled })
  }
}

extension LayoutDirection {
  /// The reading direction of a locale's language: right to left for the scripts written that way.
  static func of(_ locale: Locale) -> LayoutDirection {
    let language = locale.language.languageCode?.identifier ?? ""
    return ["ar", "he", "iw", "fa", "ur", "ps", "yi", "ckb", "sd", "ug", "dv"].contains(language)
      ? .rightToLeft : .leftToRight
  }
}
