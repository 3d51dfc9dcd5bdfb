import CCairo
import Foundation

/// A frame starts by filling the window with the system background, under whatever the views draw. Most screens
/// draw an opaque backdrop of their own first — the welcome screen's full-screen gradient, a colour that
/// ignores the safe area — and then that fill is a whole window of pixels written for nothing (on every frame of
/// a slide, under every damaged rectangle). When the first thing drawn is an opaque fill over the whole surface,
/// the background fill is left out: an opaque pixel replaces whatever was under it, so the frame is the same,
/// pixel for pixel.
extension Renderer {
  /// Whether the first drawing of `graph` paints every pixel of a `width` × `height` surface opaquely, drawn
  /// at `scale`. Conservative: only a chain of first children drawn plainly (no fading, blur, blending, shadow,
  /// transition, clip shape or motion on the way) down to a rectangle filled with an opaque colour or gradient
  /// whose frame reaches every edge of the surface.
  func firstDrawingCoversOpaquely(
    _ graph: ViewGraph, width: Int, height: Int, scale: CGFloat, at time: Double
  ) -> Bool {
    guard opaqueBackdropEnabled, var node = graph.root else { return false }
    var matrix = cairo_matrix_t(xx: Double(scale), yx: 0, xy: 0, yy: Double(scale), x0: 0, y0: 0)
    // The chain is short (the root, a ZStack, the backdrop and its wrappers); the bound guards odd trees.
    for _ in 0..<64 {
      guard node.transitionWrapper == nil, !node.isRemoving, node.attributes.shadow == nil,
        node.attributes.colorFilters.isEmpty, node.attributes.blendMode == .normal,
        node.attributes.clipShape == nil,
        node.transitionTrack?.isAnimating(at: time) != true,
        node.effectsTrack?.isAnimating(at: time) != true
      else { return false }
      let state = node.presentation(at: time)
      let effects = state.effects
      guard effects.opacity >= 0.999, effects.blurRadius == 0 else { return false }
      let t = state.transform
      var own = cairo_matrix_t(t)
      var outer = matrix
      cairo_matrix_multiply(&matrix, &own, &outer)
      // Turned or sheared content never covers a rectangle edge to edge with whole pixels.
      guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0 else { return false }
      let covers = coversSurface(state.frame.size, matrix: matrix, width: width, height: height)
      if node.attributes.clipsToBounds, !covers { return false }
      if let drawing = node.drawing, !drawing.drawsAboveChildren {
        return covers && fillsOpaquely(drawing, node: node, at: time)
      }
      guard let first = node.drawingOrder.first else { return false }
      node = first
    }
    return false
  }

  /// Whether a frame of `size` points drawn with `matrix` reaches every edge of the surface (whole pixels:
  /// a fill's antialiased edge on a pixel boundary covers the pixel fully).
  private func coversSurface(_ size: CGSize, matrix: cairo_matrix_t, width: Int, height: Int)
    -> Bool
  {
    let x0 = matrix.x0
    let x1 = matrix.x0 + matrix.xx * Double(size.width)
    let y0 = matrix.y0
    let y1 = matrix.y0 + matrix.yy * Double(size.height)
    let epsilon = 1e-6
    return min(x0, x1) <= epsilon && min(y0, y1) <= epsilon
      && max(x0, x1) >= Double(width) - epsilon && max(y0, y1) >= Double(height) - epsilon
  }

  /// Whether `drawing` fills its whole frame with opaque paint: a filled rectangle (a `Color` or gradient used as
  /// a view, `Rectangle().fill(…)`) in an opaque colour or a gradient of opaque stops, not changing colour.
  private func fillsOpaquely(_ drawing: NodeDrawing, node: ViewNode, at time: Double) -> Bool {
    guard let shape = drawing as? ShapeDrawing, case .fill(let style, _) = shape.style,
      shape.shape.base is Rectangle, node.dataTrack?.isAnimating(at: time) != true
    else { return false }
    // A fill colour that animated is drawn as the track presents it.
    if let presented = node.paintTrack?.presented(at: time) {
      return presented.count == 4 && presented[3] >= 1
    }
    switch resolvePaint(style, environment: node.environment) {
    case .color(let color):
      return color.alpha >= 1
    case .linear(let gradient, _, _), .radial(let gradient, _, _, _),
      .angular(let gradient, _, _, _), .elliptical(let gradient, _, _, _):
      return !gradient.stops.isEmpty && gradient.stops.allSatisfy { $0.color.alpha >= 1 }
    case .mesh, .material:
      return false
    }
  }
}
