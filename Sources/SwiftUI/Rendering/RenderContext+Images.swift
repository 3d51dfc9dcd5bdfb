import CCairo
import Foundation

extension RenderContext {
  /// Draws an image stretched over `rect`: a symbol in `tint` (or the foreground), a bitmap resampled, or,
  /// for a template bitmap, its alpha in `tint`.
  func drawImage(_ image: Image, in rect: CGRect, tint: Color?, environment: EnvironmentValues) {
    switch image.source {
    case .system(let name):
      SymbolRenderer.draw(
        name, in: rect, color: tint ?? environment.resolvedForeground, context: self)
    default:
      guard let bitmap = image.bitmap else { return }
      let pixels = bitmap.pixelSize
      guard pixels.width > 0, pixels.height > 0 else { return }
      cairo_save(cr)
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / pixels.width, rect.height / pixels.height)
      cairo_set_source_surface(cr, bitmap.surface, 0, 0)
      let filter = image.interpolation == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD
      cairo_pattern_set_filter(cairo_get_source(cr), filter)
      if image.renderingMode == .template || tint != nil {
        setColor(tint ?? environment.resolvedForeground)
        cairo_mask_surface(cr, bitmap.surface, 0, 0)
      } else {
        cairo_paint(cr)
      }
      cairo_restore(cr)
    }
  }
}
