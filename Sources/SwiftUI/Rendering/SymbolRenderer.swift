import Foundation

/// How a symbol is drawn: a Material Icons ligature or our own vector art; nil for unknown names.
@MainActor enum SymbolRenderer {
  enum Glyph {
    case material(String)
    case art(String)
  }

  static func glyph(for name: String) -> Glyph? {
    if SymbolArt.aspect[name] != nil { return .art(name) }
    if let ligature = SymbolTable.materialLigatures[name] { return .material(ligature) }
    Log.once("symbol.\(name)", "No symbol named '\(name)' found in system symbol set")
    return nil
  }

  /// The symbol's natural size for a font: Material glyphs are drawn at 1.2x the point size (their 24 px
  /// design grid holds a ~20 px symbol, about the size SF Symbols take next to text).
  static func naturalSize(_ name: String, font: Font, scale: Image.Scale) -> CGSize {
    let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.3 : 1
    let side = (font.size * 1.2 * factor).rounded()
    switch glyph(for: name) {
    case .art(let art)?: return CGSize(width: side * (SymbolArt.aspect[art] ?? 1), height: side)
    case .material?: return CGSize(width: side, height: side)
    case nil: return .zero
    }
  }

  static func draw(_ name: String, in rect: CGRect, color: Color, context: GraphicsContext) {
    switch glyph(for: name) {
    case .art(let art)?:
      _ = SymbolArt.draw(art, in: rect, color: color, context: context)
    case .material(let ligature)?:
      context.drawMaterialSymbol(ligature, in: rect, color: color)
    case nil: break
    }
  }
}
