import CSDL2

/// Frames drawn straight into SDL's window surface (on X11 a shared-memory XImage) and shown rectangle by
/// rectangle: no GL context, no texture, no copy of unchanged pixels.
@MainActor final class SurfacePresenter: WindowPresenter {
  let path = PresentationPath.surface
  private let window: OpaquePointer
  /// The window surface the canvas belongs to; SDL replaces it after a resize.
  private var windowSurface: UnsafeMutablePointer<SDL_Surface>?
  private var canvasSurface: CanvasSurface?
  /// Set when the window surface's pixels are not laid out as the canvas's (a 16-bit display, say): frames are
  /// then drawn into a buffer of ours and converted rectangle by rectangle.
  private var conversionSource: UnsafeMutablePointer<SDL_Surface>?

  /// Call before the first window surface is made: SDL would otherwise back it with a GL texture wherever a GL
  /// driver loads, even a software one.
  nonisolated static func prepareHints() {
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

  func canvas(width: Int32, height: Int32) -> CanvasSurface? {
    guard let surface = SDL_GetWindowSurface(window) else { return nil }
    // SDL makes a new surface after a resize, possibly at the same address: compare what the canvas draws into.
    if surface == windowSurface, let canvasSurface,
      conversionSource != nil || canvasSurface.pixels == surface.pointee.pixels,
      canvasSurface.width == surface.pointee.w, canvasSurface.height == surface.pointee.h
    {
      return canvasSurface
    }
    releaseCanvas()
    windowSurface = surface
    let w = surface.pointee.w
    let h = surface.pointee.h
    let format = surface.pointee.format.pointee.format
    let sameLayout =
      format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
    if sameLayout, let pixels = surface.pointee.pixels {
      // The renderer draws into the very memory the display is sent from.
      canvasSurface = CanvasSurface(
        wrapping: pixels, width: w, height: h, stride: surface.pointee.pitch)
    } else if let made = CanvasSurface(width: w, height: h) {
      canvasSurface = made
      conversionSource = SDL_CreateRGBSurfaceWithFormatFrom(
        made.pixels, w, h, 32, made.stride, SDL_PIXELFORMAT_ARGB8888.rawValue)
    }
    return canvasSurface
  }

  func present(_ rects: [SDL_Rect]?) {
    guard let canvasSurface, let windowSurface, windowSurface == SDL_GetWindowSurface(window) else {
      return
    }
    canvasSurface.flush()
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
