import CCairo
import CGdkPixbuf
import Foundation

/// A decoded bitmap as a cairo surface, with the point scale it was made for (name@2x.png = 2).
final class Bitmap: @unchecked Sendable {
  let surface: OpaquePointer
  let scale: CGFloat
  /// The bitmap as drawn smaller, kept for every host that shows it (ScaledBitmaps.swift).
  let scaledCopies = ScaledBitmapCopies()
  var pixelSize: CGSize {
    CGSize(
      width: CGFloat(cairo_image_surface_get_width(surface)),
      height: CGFloat(cairo_image_surface_get_height(surface)))
  }
  var pointSize: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }
  init(surface: OpaquePointer, scale: CGFloat) {
    self.surface = surface
    self.scale = scale
  }
  deinit { cairo_surface_destroy(surface) }

  /// PNG, JPEG and the other formats gdk-pixbuf reads.
  static func load(contentsOf url: URL, scale: CGFloat) -> Bitmap? {
    var error: UnsafeMutablePointer<GError>?
    guard let pixbuf = gdk_pixbuf_new_from_file(url.path, &error) else {
      if let error {
        Log.warn("could not read image \(url.path): \(String(cString: error.pointee.message))")
        g_error_free(error)
      }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    return Bitmap(pixbuf: pixbuf, scale: scale)
  }

  /// Encoded image bytes (PNG, JPEG, …), as `UIImage(data:)` receives them; nil when they are not an image.
  static func load(data: Data, scale: CGFloat) -> Bitmap? {
    guard !data.isEmpty, let loader = gdk_pixbuf_loader_new() else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    var error: UnsafeMutablePointer<GError>?
    let written = data.withUnsafeBytes { bytes -> Bool in
      let base = bytes.bindMemory(to: UInt8.self).baseAddress!
      return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), &error) != 0
    }
    var closeError: UnsafeMutablePointer<GError>?
    let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
    if let error { g_error_free(error) }
    if let closeError { g_error_free(closeError) }
    guard written, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
    return Bitmap(pixbuf: pixbuf, scale: scale)
  }

  /// RGB(A) bytes to cairo's native-endian premultiplied ARGB32.
  private convenience init?(pixbuf: OpaquePointer, scale: CGFloat) {
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let height = Int(gdk_pixbuf_get_height(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard let pixels = gdk_pixbuf_get_pixels(pixbuf),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let target = cairo_image_surface_get_data(surface)!
    for y in 0..<height {
      let row = pixels + y * sourceStride
      let out = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let p = row + x * channels
        let a = channels == 4 ? UInt32(p[3]) : 255
        let r = UInt32(p[0]) * a / 255
        let g = UInt32(p[1]) * a / 255
        let b = UInt32(p[2]) * a / 255
        out[x] = (a << 24) | (r << 16) | (g << 8) | b
      }
    }
    cairo_surface_mark_dirty(surface)
    self.init(surface: surface, scale: scale)
  }

  /// The pixels as a PNG file's bytes.
  func pngData() -> Data? {
    final class Sink { var data = Data() }
    let sink = Sink()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(
          bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
  }
}
