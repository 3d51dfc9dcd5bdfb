import CCairo

/// Reads an ARGB32 image surface's pixels row by row (after flushing what cairo has pending): the one way the
/// layer scans (painted bounds, opaque cover) reach a surface's memory.
struct ARGBPixelRows {
  let width: Int
  let height: Int
  private let data: UnsafeMutablePointer<UInt8>
  private let stride: Int

  /// Nil for another format, an empty surface, or one without memory of its own.
  init?(_ surface: OpaquePointer) {
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
    cairo_surface_flush(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
      return nil
    }
    self.data = data
  }

  /// Row `y`'s premultiplied pixels (alpha in the top byte).
  func row(_ y: Int) -> UnsafePointer<UInt32> {
    UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
  }
}
