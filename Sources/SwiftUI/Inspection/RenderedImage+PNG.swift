import CCairo
import Foundation

extension RenderedImage {
  /// Reads a PNG written by `writePNG` (snapshot references); nil when the file is missing or unreadable.
  package static func loadPNG(at path: String, scale: CGFloat = 1) -> RenderedImage? {
    guard FileManager.default.fileExists(atPath: path),
      let surface = cairo_image_surface_create_from_png(path)
    else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return RenderedImage(surface: surface, scale: scale)
  }
}
