import CSDL2
import Foundation

/// One SDL window and the presenter its frames go through (see `PresentationPath`). The window is created
/// hidden and shown with its first frame.
@MainActor final class SDLWindow {
  let window: OpaquePointer
  let presenter: any WindowPresenter
  private let explicitScale: CGFloat?
  /// The drawable in pixels.
  private(set) var pixelWidth: Int32 = 0
  private(set) var pixelHeight: Int32 = 0
  /// Pixels per SDL window coordinate (mouse positions come in window coordinates).
  private(set) var drawableRatio: CGFloat = 1
  /// Pixels per point.
  private(set) var scale: CGFloat = 1
  /// Shortest time between frames: the display's refresh period.
  let minimumFrameInterval: Double
  private(set) var isShown = false

  /// Opens the window, or returns nil with SDL's error.
  init?(title: String, options: AppRunner.Options, path forced: PresentationPath?) {
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
    self.window = window
    // A GPU renderer only where one may exist (or when asked for); otherwise, or when the GL driver turns out to
    // rasterize in software, the window surface.
    let wantsTexture = forced == .texture || (forced == nil && PresentationPath.machineMayHaveGPU)
    if wantsTexture, let textured = TexturePresenter(window: window, hardwareOnly: forced == nil) {
      presenter = textured
    } else {
      presenter = SurfacePresenter(window: window)
    }
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
  }

  /// Maps the window; call with its first frame drawn, so the desktop never shows an empty window.
  func show() {
    guard !isShown else { return }
    isShown = true
    SDL_ShowWindow(window)
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
    var (width, height) = presenter.pixelSize()
    if width <= 0 || height <= 0 {
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

  /// The surface to draw the next frame into, holding the last one; nil when there is nothing to draw into (a
  /// zero-sized or minimized window).
  func canvas() -> CanvasSurface? {
    guard pixelWidth > 0, pixelHeight > 0, !isMinimized else { return nil }
    return presenter.canvas(width: pixelWidth, height: pixelHeight)
  }

  func close() {
    presenter.close()
    SDL_DestroyWindow(window)
  }
}
