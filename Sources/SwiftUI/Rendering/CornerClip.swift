import CCairo
import Foundation

/// A rounded rectangle's clip, split in two. Clipped by a path that is not a set of whole pixels, cairo draws
/// everything under it through a mask (a List's inset-grouped section: every row's text, about a third of a
/// scrolled frame). The rounded rectangle differs from its rectangle only in its corners, so the renderer clips
/// to the rectangle, grown to whole pixels, and adds the rounded path only for the children whose bounds reach
/// a corner (`Renderer.clipCornersReached`): what is drawn stays the same, pixel for pixel.
struct CornerClip {
  /// The rounded path, in the space of the node it clips.
  let path: Path
  /// The clipping node's matrix, to add the path with.
  let matrix: cairo_matrix_t
  /// Device pixels where the path and its rectangle differ: each corner's curve, and along an edge that does
  /// not fall between pixels, the column or row of pixels it cuts. Content that reaches none of them is
  /// clipped by the rectangle as by the path.
  let reach: [CGRect]

  /// Splits `path`, the clip of a node drawn with `matrix`, when it is a rounded rectangle's drawn without
  /// turning or skewing; otherwise nil (the path is clipped to as it is). Clips to the rectangle when it splits.
  @MainActor init?(_ path: Path, shape: AnyShape, in context: RenderContext) {
    guard shape.base is RoundedRectangle else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context.cr, &matrix)
    guard abs(matrix.xy) < 1e-12, abs(matrix.yx) < 1e-12, matrix.xx != 0, matrix.yy != 0 else {
      return nil
    }
    func device(_ rect: CGRect) -> CGRect {
      let x1 = matrix.xx * rect.minX + matrix.x0
      let x2 = matrix.xx * rect.maxX + matrix.x0
      let y1 = matrix.yy * rect.minY + matrix.y0
      let y2 = matrix.yy * rect.maxY + matrix.y0
      return CGRect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
    }
    // The rectangle, and the boxes of the corners' curves (their ends and control points).
    var bounds = CGRect.null
    var curves: [CGRect] = []
    var last = CGPoint.zero
    func box(_ points: CGPoint...) -> CGRect {
      points.reduce(CGRect(origin: last, size: .zero)) {
        $0.union(CGRect(origin: $1, size: .zero))
      }
    }
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p):
        last = p
      case .quad(let p, let c):
        curves.append(box(p, c))
        last = p
      case .curve(let p, let c1, let c2):
        curves.append(box(p, c1, c2))
        last = p
      case .close:
        continue
      }
      bounds = bounds.union(CGRect(origin: last, size: .zero))
    }
    guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return nil }
    let edges = device(bounds)
    // A pixel more around each curve: cairo's coverage of its pixels.
    var reach = curves.map { device($0).insetBy(dx: -1, dy: -1) }
    let outer = CGRect(
      x: floor(edges.minX), y: floor(edges.minY), width: ceil(edges.maxX) - floor(edges.minX),
      height: ceil(edges.maxY) - floor(edges.minY))
    if !Double(edges.minX).isWhole {
      reach.append(CGRect(x: outer.minX, y: outer.minY, width: 1, height: outer.height))
    }
    if !Double(edges.maxX).isWhole {
      reach.append(CGRect(x: outer.maxX - 1, y: outer.minY, width: 1, height: outer.height))
    }
    if !Double(edges.minY).isWhole {
      reach.append(CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: 1))
    }
    if !Double(edges.maxY).isWhole {
      reach.append(CGRect(x: outer.minX, y: outer.maxY - 1, width: outer.width, height: 1))
    }
    self.path = path
    self.matrix = matrix
    self.reach = reach
    // Whole pixels: a region, which cairo clips to without a mask; inside the path's edges it is the path.
    cairo_identity_matrix(context.cr)
    cairo_rectangle(context.cr, outer.minX, outer.minY, outer.width, outer.height)
    cairo_clip(context.cr)
    cairo_set_matrix(context.cr, &matrix)
  }

  /// Whether content within `device` (device pixels) may be drawn differently under the path than under its
  /// rectangle.
  func isReached(by device: CGRect) -> Bool { reach.contains { $0.intersects(device) } }

  /// Clips to the whole path (cairo's matrix is left as it was).
  @MainActor func apply(in context: RenderContext) {
    var current = cairo_matrix_t()
    cairo_get_matrix(context.cr, &current)
    var own = matrix
    cairo_set_matrix(context.cr, &own)
    context.addPath(path)
    cairo_clip(context.cr)
    cairo_set_matrix(context.cr, &current)
  }
}

extension Renderer {
  /// Whether the subtree at `node` paints only what its children paint, each where it is drawn (no drawing of
  /// its own, no shadow, group or effect over the whole): waiting rounded clips are left to the children then,
  /// and to `composite` should the subtree be drawn from a layer.
  func paintsOnlyThroughChildren(_ node: ViewNode, effects: Effects) -> Bool {
    node.drawing == nil && node.attributes.shadow == nil && node.attributes.colorFilters.isEmpty
      && node.attributes.blendMode == .normal && effects.opacity >= 0.999 && effects.blurRadius <= 0
  }

  /// Clips to the rounded paths waiting in `context` that the subtree at `node` (cairo's matrix in its space)
  /// can paint near, and leaves the others waiting for its children. All of them when its bounds are unknown.
  func clipCornersReached(
    by node: ViewNode, size: CGSize, effects: Effects, in context: RenderContext
  ) {
    guard let rect = visualBounds(of: node, size: size, effects: effects, at: context.time) else {
      return clipAllCorners(in: context)
    }
    clipCornersReached(device: rect.applying(currentTransform(context.cr)), in: context)
  }

  /// The same for a layer about to be composited (cairo's matrix in the layer's pixels, inside the
  /// compositing's own save): the clips stay waiting, as cairo's clip ends with the compositing.
  func clipCornersReached(byLayer layer: Layer, in context: RenderContext) {
    let pixels = CGRect(
      x: 0, y: 0, width: Double(cairo_image_surface_get_width(layer.surface)),
      height: Double(cairo_image_surface_get_height(layer.surface)))
    let device = pixels.applying(currentTransform(context.cr))
    for clip in context.cornerClips where clip.isReached(by: device) {
      clip.apply(in: context)
      stats.cornerClipsApplied += 1
    }
  }

  /// Clips to every rounded path waiting in `context`, which stop waiting.
  func clipAllCorners(in context: RenderContext) {
    for clip in context.cornerClips { clip.apply(in: context) }
    stats.cornerClipsApplied += context.cornerClips.count
    context.cornerClips = []
  }

  private func clipCornersReached(device: CGRect, in context: RenderContext) {
    context.cornerClips.removeAll { clip in
      guard clip.isReached(by: device) else { return false }
      clip.apply(in: context)
      stats.cornerClipsApplied += 1
      return true
    }
  }

  private func currentTransform(_ cr: OpaquePointer) -> CGAffineTransform {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    return CGAffineTransform(
      a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
  }
}
