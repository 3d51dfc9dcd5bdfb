import CCairo
import CSDL2

/// Frames drawn straight into SDL's window surface (on X11 a shared-memory XImage) and shown rectangle by
/// rectangle: no GL context, no texture, no copy of unchanged pixels.
@MainActor final class SurfacePresenter: WindowPresenter {
  let path = PresentationPath.surface
  private let window: OpaquePointer
  /// The window surface the canvas belongs to; SDL replaces it after a resize.
  private var windowSurface: UnsafeMutablePointer<SDL_Surface>?
  private var canvasSurface: OpaquePointer?
  /// Set when the window surface's pixels are not laid out as cairo's ARGB32 (a 16-bit display, say): frames are
  /// then drawn into a buffer of ours and converted rectangle by rectangle.
  private var conversionSource: UnsafeMutablePointer<SDL_Surface>?

  /// Call before the first window surface is made: SDL would otherwise back it with a GL texture wherever a GL
  /// driver loads, even a software one.
  static func prepareHints() {
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
  }

  init(window: OpaquePointer) {
    self.window = window
  }

  func pixelSize() -> (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSizeInPixels(window, &width, &height)
    return (width, height)
  }

  func canvas(width: Int32, height: Int32) -> OpaquePointer? {
    guard let surface = SDL_GetWindowSurface(window) else { return nil }
    // SDL makes a new surface after a resize, possibly at the same address: compare what the canvas draws into.
    if surface == windowSurface, let canvasSurface,
      conversionSource != nil
        || cairo_image_surface_get_data(canvasSurface)
          == surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self),
      cairo_image_surface_get_width(canvasSurface) == surface.pointee.w,
      cairo_image_surface_get_height(canvasSurface) == surface.pointee.h
    {
      return canvasSurface
    }
    releaseCanvas()
    windowSurface = surface
    let w = surface.pointee.w
    let h = surface.pointee.h
    guard w > 0, h > 0 else { return nil }
    let format = surface.pointee.format.pointee.format
    let sameLayout =
      format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
    let made: OpaquePointer?
    if sameLayout, let pixels = surface.pointee.pixels {
      // Cairo's ARGB32 is a native-endian 32-bit word, as are SDL's ARGB8888 and XRGB8888 (RGB888): cairo draws
      // into the very memory the display is sent from.
      made = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, w, h, surface.pointee.pitch
      )
    } else {
      made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)
      if let made, let data = cairo_image_surface_get_data(made) {
        conversionSource = SDL_CreateRGBSurfaceWithFormatFrom(
          data, w, h, 32, cairo_image_surface_get_stride(made), SDL_PIXELFORMAT_ARGB8888.rawValue)
      }
    }
    guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
      if let made { cairo_surface_destroy(made) }
      return nil
    }
    canvasSurface = made
    return made
  }

  func present(_ rects: [SDL_Rect]?) {
    guard let canvasSurface, let windowSurface, windowSurface == SDL_GetWindowSurface(window) else {
      return
    }
    cairo_surface_flush(canvasSurface)
    if let conversionSource {
      if let rects {
        for var rect in rects {
          var target = rect
          SDL_UpperBlit(conversionSource, &rect, windowSurface, &target)
        }
      } else {
        SDL_UpperBlit(conversionSource, nil, windowSurface, nil)
      }
    }
    if let rects {
      guard !rects.isEmpty else { return }
      _ = rects.withUnsafeBufferPointer {
        SDL_UpdateWindowSurfaceRects(window, $0.baseAddress, Int32($0.count))
      }
    } else {
      SDL_UpdateWindowSurface(window)
    }
  }

  private func releaseCanvas() {
    if let conversionSource { SDL_FreeSurface(conversionSource) }
    if let canvasSurface { cairo_surface_destroy(canvasSurface) }
    conversionSource = nil
    canvasSurface = nil
    windowSurface = nil
  }

  func releaseBuffers() {
    releaseCanvas()
  }

  func close() {
    releaseCanvas()
  }
}
