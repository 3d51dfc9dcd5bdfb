import CSDL2

/// Where a window's frames are drawn and how they are shown (see `PresentationPath`).
@MainActor protocol WindowPresenter: AnyObject {
  var path: PresentationPath { get }
  /// The drawable's size in pixels.
  func pixelSize() -> (width: Int32, height: Int32)
  /// A canvas of the drawable's size holding the last frame, to draw the next one into; nil when there is nothing
  /// to draw into. It stays valid until the next `canvas` call or `releaseBuffers`.
  func canvas(width: Int32, height: Int32) -> CanvasSurface?
  /// Shows the given rectangles (pixels) of the canvas; nil shows all of it.
  func present(_ rects: [SDL_Rect]?)
  /// Frees the buffers (they are made again at the next `canvas`).
  func releaseBuffers()
  func close()
}

extension SDL_Rect {
  /// The smallest pixel rectangle covering a rectangle in points, clipped to the drawable.
  init?(covering rect: CGRect, scale: CGFloat, width: Int32, height: Int32) {
    guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
      rect.maxX.isFinite, rect.maxY.isFinite
    else { return nil }
    let x0 = max(Int32(clamping: Int((rect.minX * scale).rounded(.down))), 0)
    let y0 = max(Int32(clamping: Int((rect.minY * scale).rounded(.down))), 0)
    let x1 = min(Int32(clamping: Int((rect.maxX * scale).rounded(.up))), width)
    let y1 = min(Int32(clamping: Int((rect.maxY * scale).rounded(.up))), height)
    guard x1 > x0, y1 > y0 else { return nil }
    self.init(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
  }
}

extension SDL_Rect {
  var cgRect: CGRect { CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(w), height: CGFloat(h)) }
}
