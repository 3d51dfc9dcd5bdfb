import CCairo
import CSDL2
import Foundation

/// One SDL window with a vsync renderer and a back buffer: frames are drawn with cairo into an ARGB32 image
/// surface of the drawable's pixel size and uploaded to a streaming texture of the same size.
@MainActor final class SDLWindow {
  let window: OpaquePointer
  let renderer: OpaquePointer
  private let explicitScale: CGFloat?
  private var texture: OpaquePointer?
  private var surface: OpaquePointer?
  /// The drawable in pixels.
  private(set) var pixelWidth: Int32 = 0
  private(set) var pixelHeight: Int32 = 0
  /// Pixels per SDL window coordinate (mouse positions come in window coordinates).
  private(set) var drawableRatio: CGFloat = 1
  /// Pixels per point.
  private(set) var scale: CGFloat = 1
  /// Shortest time between presents, for drivers whose vsync does not block (Xvfb, some software renderers).
  let minimumFrameInterval: Double

  /// Opens the window, or returns nil with SDL's error.
  init?(title: String, options: AppRunner.Options) {
    explicitScale = options.explicitScale ? options.scale : nil
    var usable = SDL_Rect()
    let usableSize =
      SDL_GetDisplayUsableBounds(0, &usable) == 0
      ? CGSize(width: Int(usable.w), height: Int(usable.h)) : nil
    // Before the window exists the drawable ratio is unknown; assume 1 and correct below.
    var metrics = WindowMetrics.initial(
      points: options.size, explicitScale: explicitScale, drawableRatio: 1, usable: usableSize)
    let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
    guard
      let window = SDL_CreateWindow(
        title, centered, centered, Int32(metrics.windowSize.width),
        Int32(metrics.windowSize.height), flags)
    else { return nil }
    // Vsync paces animation; the software renderer is the fallback where no GL driver is usable.
    guard
      let renderer = SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(
          window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else {
      SDL_DestroyWindow(window)
      return nil
    }
    self.window = window
    self.renderer = renderer
    var mode = SDL_DisplayMode()
    let refresh =
      SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0
      ? Double(mode.refresh_rate) : 60
    minimumFrameInterval = 1 / refresh

    measure()
    if drawableRatio != 1 {
      metrics = WindowMetrics.initial(
        points: options.size, explicitScale: explicitScale, drawableRatio: drawableRatio,
        usable: usableSize)
      SDL_SetWindowSize(window, Int32(metrics.windowSize.width), Int32(metrics.windowSize.height))
      measure()
    }
    SDL_ShowWindow(window)
    measure()
  }

  /// The window's size in points.
  var pointSize: CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }

  /// Re-reads the drawable after a resize or a move between displays. Returns true when anything changed.
  @discardableResult
  func measure() -> Bool {
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    var width: Int32 = 0
    var height: Int32 = 0
    if SDL_GetRendererOutputSize(renderer, &width, &height) != 0 {
      width = windowWidth
      height = windowHeight
    }
    let ratio = windowWidth > 0 && width > 0 ? CGFloat(width) / CGFloat(windowWidth) : drawableRatio
    let newScale = WindowMetrics.scale(explicitScale: explicitScale, drawableRatio: ratio)
    let changed =
      width != pixelWidth || height != pixelHeight || ratio != drawableRatio || newScale != scale
    pixelWidth = width
    pixelHeight = height
    drawableRatio = ratio
    scale = newScale
    return changed
  }

  /// A mouse position in window coordinates, in points.
  func point(windowX x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: CGFloat(x) * drawableRatio / scale, y: CGFloat(y) * drawableRatio / scale)
  }

  /// A rectangle in points, in window coordinates (for the input method's candidate window).
  func windowRect(_ rect: CGRect) -> SDL_Rect {
    let factor = scale / drawableRatio
    func clamp(_ value: CGFloat) -> Int32 {
      Int32(max(min(value, 1_000_000), -1_000_000).rounded())
    }
    return SDL_Rect(
      x: clamp(rect.minX * factor), y: clamp(rect.minY * factor), w: clamp(rect.width * factor),
      h: clamp(rect.height * factor))
  }

  var isMinimized: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_MINIMIZED.rawValue != 0 }

  /// Draws a frame into the back buffer and uploads it. Returns false when there is nothing to draw into
  /// (a zero-sized or minimized window).
  func draw(_ body: (OpaquePointer) -> Void) -> Bool {
    guard pixelWidth > 0, pixelHeight > 0, !isMinimized, prepareBuffers() else { return false }
    guard let surface, let texture else { return false }
    body(surface)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return false }
    // Cairo's ARGB32 is a native-endian 32-bit word, which is SDL's ARGB8888 on little- and big-endian alike.
    SDL_UpdateTexture(texture, nil, data, cairo_image_surface_get_stride(surface))
    return true
  }

  /// Shows the last uploaded frame (after an expose, or right after `draw`).
  func present() {
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    if let texture { SDL_RenderCopy(renderer, texture, nil, nil) }
    SDL_RenderPresent(renderer)
  }

  private func prepareBuffers() -> Bool {
    if let surface, cairo_image_surface_get_width(surface) == pixelWidth,
      cairo_image_surface_get_height(surface) == pixelHeight, texture != nil
    {
      return true
    }
    releaseBuffers()
    guard let newSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight),
      cairo_surface_status(newSurface) == CAIRO_STATUS_SUCCESS
    else { return false }
    guard
      let newTexture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        pixelWidth,
        pixelHeight)
    else {
      cairo_surface_destroy(newSurface)
      return false
    }
    // The frame is opaque (the renderer paints a background); blending would only cost time.
    SDL_SetTextureBlendMode(newTexture, SDL_BLENDMODE_NONE)
    surface = newSurface
    texture = newTexture
    return true
  }

  private func releaseBuffers() {
    if let texture { SDL_DestroyTexture(texture) }
    if let surface { cairo_surface_destroy(surface) }
    texture = nil
    surface = nil
  }

  func close() {
    releaseBuffers()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }
}
