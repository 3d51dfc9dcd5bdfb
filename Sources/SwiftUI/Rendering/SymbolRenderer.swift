import Foundation

/// How a symbol is drawn: a Material Icons ligature, our own vector art, or a mapped glyph inside a circle or
/// rounded square (SF's `.circle` / `.square` variants); nil for unknown names.
@MainActor enum SymbolRenderer {
  enum Glyph: Equatable {
    case material(String)
    case art(String)
    case enclosed(String, SymbolEnclosure)
  }

  static func glyph(for name: String) -> Glyph? {
    if let glyph = resolve(name) { return glyph }
    Log.once("symbol.\(name)", "No symbol named '\(name)' found in system symbol set")
    return nil
  }

  /// The table and art first; then an enclosed variant of a mapped name ("bell.circle.fill" is "bell.fill" in
  /// a filled circle); then a `.fill` name whose outline is mapped (Material's glyphs are filled already).
  static func resolve(_ name: String) -> Glyph? {
    if SymbolArt.aspect[name] != nil { return .art(name) }
    if let ligature = SymbolTable.materialLigatures[name] { return .material(ligature) }
    for enclosure in SymbolEnclosure.allCases where name.hasSuffix(enclosure.suffix) {
      let base = String(name.dropLast(enclosure.suffix.count))
      let table = SymbolTable.materialLigatures
      // A filled shape knocks its glyph out, so it takes the filled glyph; an outline shape the outline one.
      let ligature =
        enclosure.isFilled
        ? table[base + ".fill"] ?? table[base] : table[base] ?? table[base + ".fill"]
      if let ligature { return .enclosed(ligature, enclosure) }
    }
    if name.hasSuffix(".fill"),
      let ligature = SymbolTable.materialLigatures[String(name.dropLast(5))]
    {
      return .material(ligature)
    }
    return nil
  }

  /// The symbol's natural size for a font: Material glyphs are drawn at 1.2x the point size (their 24 px
  /// design grid holds a ~20 px symbol, about the size SF Symbols take next to text).
  static func naturalSize(_ name: String, font: Font, scale: Image.Scale) -> CGSize {
    let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.3 : 1
    let side = (font.size * 1.2 * factor).rounded()
    switch glyph(for: name) {
    case .art(let art)?: return CGSize(width: side * (SymbolArt.aspect[art] ?? 1), height: side)
    case .material?, .enclosed?: return CGSize(width: side, height: side)
    case nil: return .zero
    }
  }

  static func draw(_ name: String, in rect: CGRect, color: Color, context: GraphicsContext) {
    switch glyph(for: name) {
    case .art(let art)?:
      _ = SymbolArt.draw(art, in: rect, color: color, context: context)
    case .material(let ligature)?:
      context.drawMaterialSymbol(ligature, in: rect, color: color)
    case .enclosed(let ligature, let enclosure)?:
      context.drawEnclosedMaterialSymbol(ligature, enclosure: enclosure, in: rect, color: color)
    case nil: break
    }
  }
}
