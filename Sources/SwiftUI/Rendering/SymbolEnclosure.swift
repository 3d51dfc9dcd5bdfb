import CCairo
import Foundation

/// The shapes SF Symbols put around a symbol by name suffix: "bell.circle", "bell.circle.fill", "bell.square",
/// "bell.square.fill".
enum SymbolEnclosure: CaseIterable {
  case circleFill, circle, squareFill, square

  var suffix: String {
    switch self {
    case .circleFill: ".circle.fill"
    case .circle: ".circle"
    case .squareFill: ".square.fill"
    case .square: ".square"
    }
  }

  var isFilled: Bool { self == .circleFill || self == .squareFill }
}

extension GraphicsContext {
  /// A Material glyph inside a circle or rounded square: an outline shape with the glyph inside, or a filled
  /// shape with the glyph knocked out of it (what shows through is whatever lies behind, as with SF Symbols).
  func drawEnclosedMaterialSymbol(
    _ ligature: String, enclosure: SymbolEnclosure, in rect: CGRect, color: Color
  ) {
    perform { cr in
      let side = min(rect.width, rect.height)
      let shape = CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side
      )
      .insetBy(dx: side * 0.06, dy: side * 0.06)
      let glyphSide = side * (enclosure.isFilled ? 0.62 : 0.58)
      let glyphRect = CGRect(
        x: rect.midX - glyphSide / 2, y: rect.midY - glyphSide / 2, width: glyphSide,
        height: glyphSide)
      cairo_new_path(cr)
      switch enclosure {
      case .circle, .circleFill:
        cairo_arc(cr, shape.midX, shape.midY, shape.width / 2, 0, 2 * .pi)
      case .square, .squareFill:
        target.render.appendPath(
          Path(roundedRect: shape, cornerRadius: shape.width * 0.22, style: .continuous))
      }
      target.render.setColor(color)
      guard enclosure.isFilled else {
        cairo_set_line_width(cr, side * 0.075)
        cairo_stroke(cr)
        Self.showMaterialGlyph(ligature, in: glyphRect, cr: cr)
        return
      }
      // The knock-out needs a group; clipped to the symbol's box it is only as large as the symbol.
      let path = cairo_copy_path(cr)
      defer { cairo_path_destroy(path) }
      cairo_new_path(cr)
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cr)
      cairo_push_group(cr)
      cairo_append_path(cr, path)
      cairo_fill(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      Self.showMaterialGlyph(ligature, in: glyphRect, cr: cr)
      cairo_pop_group_to_source(cr)
      cairo_paint(cr)
    }
  }
}
