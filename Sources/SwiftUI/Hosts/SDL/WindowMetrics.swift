import Foundation

/// How big the window opens and how many pixels one point gets.
///
/// SDL measures windows in "window coordinates"; on a high-DPI drawable (Wayland with a scale factor, macOS)
/// one window coordinate covers `drawableRatio` pixels, on plain X11 exactly one.
///
/// - Without `--scale` the window is `size` window coordinates and a point is one window coordinate, so a
///   point gets `drawableRatio` pixels: 390x844 px at 1x on a normal X display, 780x1688 px at 2x on a 2x
///   Wayland output. Doubling pixels on a normal display would make a 1688 px tall window that fits almost no
///   screen, so the phone's 2x is kept for `--screenshot`, where no screen is involved.
/// - With `--scale S` a point gets exactly S pixels, whatever the display: the window is size × S pixels.
///
/// Either way a window taller or wider than the screen's usable area is shrunk to fit; the layout follows the
/// smaller size as it does after any resize.
struct WindowMetrics: Equatable {
  /// The window's size in SDL window coordinates.
  var windowSize: CGSize
  /// Pixels per point.
  var scale: CGFloat

  static func initial(
    points: CGSize, explicitScale: CGFloat?, drawableRatio: CGFloat, usable: CGSize?
  ) -> WindowMetrics {
    let ratio = drawableRatio > 0 ? drawableRatio : 1
    let scale = explicitScale ?? ratio
    var window = CGSize(width: points.width * scale / ratio, height: points.height * scale / ratio)
    if let usable, usable.width >= 1, usable.height >= 1 {
      window.width = min(window.width, usable.width)
      window.height = min(window.height, usable.height)
    }
    window.width = max(window.width.rounded(), 1)
    window.height = max(window.height.rounded(), 1)
    return WindowMetrics(windowSize: window, scale: scale)
  }

  /// After a resize or a move to another display: the pixels per point for the new drawable.
  static func scale(explicitScale: CGFloat?, drawableRatio: CGFloat) -> CGFloat {
    explicitScale ?? (drawableRatio > 0 ? drawableRatio : 1)
  }
}
