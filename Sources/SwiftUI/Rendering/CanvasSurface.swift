import CCairo
import Foundation

/// The pixels a window host shows, drawn by the renderer: 32-bit native-endian ARGB words (SDL's ARGB8888 and
/// XRGB8888 on little- and big-endian alike). Either memory the host lends (SDL's window surface, drawn in place)
/// or a buffer of its own.
final class CanvasSurface {
  /// The cairo image surface over the pixels (for the renderer).
  let surface: OpaquePointer
  let width: Int32
  let height: Int32
  /// Bytes from one row to the next.
  let stride: Int32
  let pixels: UnsafeMutableRawPointer

  /// Draws into memory the caller owns, which must outlive this canvas.
  init?(wrapping pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, stride: Int32) {
    guard width > 0, height > 0, stride >= width * 4, stride % 4 == 0,
      let made = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride)
    else { return nil }
    guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(made)
      return nil
    }
    surface = made
    self.width = width
    self.height = height
    self.stride = stride
    self.pixels = pixels
  }

  /// A buffer of its own.
  init?(width: Int32, height: Int32) {
    guard width > 0, height > 0,
      let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return nil }
    guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(made)
    else {
      cairo_surface_destroy(made)
      return nil
    }
    surface = made
    self.width = width
    self.height = height
    stride = cairo_image_surface_get_stride(made)
    pixels = UnsafeMutableRawPointer(data)
  }

  /// Finishes pending drawing, before the pixels are read.
  func flush() { cairo_surface_flush(surface) }

  /// A copy of the pixels it holds now.
  func image(scale: CGFloat) -> RenderedImage {
    flush()
    let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let cr = cairo_create(copy)!
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(copy)
    return RenderedImage(surface: copy, scale: scale)
  }

  deinit { cairo_surface_destroy(surface) }
}
