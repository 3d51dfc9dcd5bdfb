import CCairo
import CPango
import Foundation

extension RenderContext {
  /// Draws an image stretched over `rect`: a symbol in `tint` (or the foreground), a bitmap resampled, or,
  /// for a template bitmap, its alpha in `tint`.
  func drawImage(_ image: Image, in rect: CGRect, tint: Color?, environment: EnvironmentValues) {
    switch image.source {
    case .system(let name):
      SymbolRenderer.draw(
        name, in: rect, color: tint ?? environment.resolvedForeground,
        context: GraphicsContext(self, environment: environment))
    default:
      guard let bitmap = image.bitmap else { return }
      let pixels = bitmap.pixelSize
      guard pixels.width > 0, pixels.height > 0 else { return }
      let masks = image.renderingMode == .template || tint != nil
      // Drawn smaller, from the copy the bitmap keeps at that size (ScaledBitmaps.swift).
      if image.interpolation != .none {
        cairo_save(cr)
        if masks { setColor(tint ?? environment.resolvedForeground) }
        let drawn = ScaledBitmaps.draw(bitmap, in: rect, cr: cr, mask: masks, inLayer: isLayer)
        cairo_restore(cr)
        if drawn { return }
      }
      cairo_save(cr)
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / pixels.width, rect.height / pixels.height)
      cairo_set_source_surface(cr, bitmap.surface, 0, 0)
      let filter = image.interpolation == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD
      cairo_pattern_set_filter(cairo_get_source(cr), filter)
      if masks {
        setColor(tint ?? environment.resolvedForeground)
        cairo_mask_surface(cr, bitmap.surface, 0, 0)
      } else {
        cairo_paint(cr)
      }
      cairo_restore(cr)
    }
  }
}

extension GraphicsContext {
  /// A Material Icons glyph fitted to `rect`: the glyph's em box (not its ink) is scaled, so symbols keep the
  /// margins of their design grid.
  func drawMaterialSymbol(_ ligature: String, in rect: CGRect, color: Color) {
    perform { cr in
      target.render.setColor(color)
      Self.showMaterialGlyph(ligature, in: rect, cr: cr)
    }
  }

  /// Shows the glyph with the current source, its em box fitted to `rect`; the context state is kept.
  @MainActor static func showMaterialGlyph(_ ligature: String, in rect: CGRect, cr: OpaquePointer) {
    let style = TextEngine.Style(font: Font.custom("Material Icons", size: 100))
    let layout = TextEngine.shared.makeLayout(
      ligature, style: style, width: nil, maxLines: nil, on: cr)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let logical = TextEngine.logicalSize(of: layout)
    let em: CGFloat = 100
    let factor = min(rect.width, rect.height) / em
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, rect.midX - em * factor / 2, rect.midY - logical.height * factor / 2)
    cairo_scale(cr, factor, factor)
    // show_layout draws at the current point, which text drawn before may have left elsewhere.
    cairo_move_to(cr, 0, 0)
    pango_cairo_show_layout(cr, layout)
  }
}

extension GraphicsContext {
  /// The renderer's context under this one (for drawing that composites what the renderer made).
  var renderContext: RenderContext { target.render }
  /// The frame's time (animated paint and data are presented at it).
  var time: Double { target.render.time }

  @MainActor func presentedPaint(of node: ViewNode) -> [Double]? {
    target.render.presentedPaint(of: node)
  }

  func drawImage(_ image: Image, in rect: CGRect, tint: Color?) {
    perform { _ in
      target.render.drawImage(image, in: rect, tint: tint, environment: environment)
    }
  }

  /// A plain line as `drawText` draws the text it sets.
  func drawPlainLine(_ line: PlainLineText.Line, color: Color, in size: CGSize) {
    perform { _ in TextEngine.shared.draw(line, color: color, in: size, context: target.render) }
  }

  /// Text as a `Text` view draws it in a frame of `size` (centred vertically when the frame is taller).
  func drawText(
    _ string: String, style: TextEngine.Style, maxLines: Int?, color: Color, in size: CGSize
  ) {
    perform { _ in
      TextEngine.shared.draw(
        string, style: style, maxLines: maxLines, color: color, in: size, context: target.render)
    }
  }
}
