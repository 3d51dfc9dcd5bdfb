import CPango
import Foundation

extension TextEngine {
  /// Loads fontconfig's configuration and the system font's faces on another thread while a host does other
  /// start-up work (the window host connects to the display meanwhile). Parsing fontconfig's configuration and
  /// caches and opening the first font files take tens of milliseconds that would otherwise come before the first
  /// frame; fontconfig's configuration and cairo's font faces are process-wide, so the main thread finds them
  /// ready. (Pango's default font map is per thread: this thread uses one of its own.)
  nonisolated static func warmUpInBackground() {
    let families = [Font.body.pangoFamily, Font.largeTitle.pangoFamily]
    let thread = Thread {
      guard let fontMap = pango_cairo_font_map_new() else { return }
      defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
      guard let context = pango_font_map_create_context(fontMap) else { return }
      defer { g_object_unref(UnsafeMutableRawPointer(context)) }
      guard let layout = pango_layout_new(context) else { return }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      pango_layout_set_text(layout, "Aa", -1)
      for family in families {
        for weight in [PANGO_WEIGHT_NORMAL, PANGO_WEIGHT_MEDIUM, PANGO_WEIGHT_SEMIBOLD] {
          guard let description = pango_font_description_new() else { continue }
          pango_font_description_set_family(description, family)
          pango_font_description_set_weight(description, weight)
          pango_font_description_set_absolute_size(description, 17 * Double(PANGO_SCALE))
          pango_layout_set_font_description(layout, description)
          pango_font_description_free(description)
          var ink = PangoRectangle()
          var logical = PangoRectangle()
          pango_layout_get_extents(layout, &ink, &logical)
        }
      }
    }
    thread.stackSize = 512 * 1024
    thread.start()
  }
}
