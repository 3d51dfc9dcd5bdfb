import CCairo
import Foundation

/// Occlusion: the layers of a child drawn under a sibling that paints opaque pixels over it (the cards waiting
/// under the top card of a deck) are composited only outside those pixels. The sibling's opaque part is known
/// from the layer it is drawn from: when a layer of clipped content is made, the largest rectangle of fully
/// opaque pixels in it is found (`OpaqueCover`). An opaque pixel laid over anything replaces it, so what is
/// left out would have been covered anyway: the picture is the same, pixel for pixel, without compositing the
/// covered layers (two cards' worth of pixels on every frame of a drag).
struct OpaqueCover {
  /// In the node's own points: pixels whose centres fall inside are opaque wherever the layer is composited
  /// (the rectangle is two layer pixels inside the opaque ones: a pixel resampled from it, or from a layer it
  /// was resampled into — a moving card's — reads only opaque texels).
  let rect: CGRect
  /// Device pixels per point the layer was drawn with: other scales resample within bilinear reach only.
  let scale: Double

  /// The opaque cover of a layer drawn where its node sits (`placement`), unturned. Nil when the layer's middle
  /// is not opaque or the rectangle found is small.
  static func of(_ surface: OpaquePointer, placement: LayerPlacement) -> OpaqueCover? {
    let matrix = placement.matrix
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0,
      let pixels = opaquePixels(of: surface), pixels.width > 4, pixels.height > 4
    else { return nil }
    // Two pixels in from each side, then from device pixels back to the node's points.
    let left = Double(pixels.x + 2) + placement.x
    let top = Double(pixels.y + 2) + placement.y
    let right = Double(pixels.x + pixels.width - 2) + placement.x
    let bottom = Double(pixels.y + pixels.height - 2) + placement.y
    let rect = CGRect(
      x: (left - matrix.x0) / matrix.xx, y: (top - matrix.y0) / matrix.yy,
      width: (right - left) / matrix.xx, height: (bottom - top) / matrix.yy)
    guard rect.width * matrix.xx >= 16, rect.height * matrix.yy >= 16 else { return nil }
    return OpaqueCover(rect: rect, scale: matrix.xx)
  }

  /// A large rectangle of pixels with alpha 255 around the layer's centre: the larger of the centre column's
  /// opaque rows narrowed to what all of them share, and the centre row's opaque run over the rows that hold
  /// all of it (a rounded card: its height less the corners, or its width less the corners).
  private static func opaquePixels(of surface: OpaquePointer) -> PaintedPixels? {
    guard let rows = ARGBPixelRows(surface) else { return nil }
    let (width, height) = (rows.width, rows.height)
    func row(_ y: Int) -> UnsafePointer<UInt32> { rows.row(y) }
    let cx = width / 2
    let cy = height / 2
    func opaque(_ x: Int, _ y: Int) -> Bool { row(y)[x] >> 24 == 255 }
    guard opaque(cx, cy) else { return nil }
    var top = cy
    while top > 0, opaque(cx, top - 1) { top -= 1 }
    var bottom = cy + 1
    while bottom < height, opaque(cx, bottom) { bottom += 1 }
    // Each row's opaque run through the centre column.
    var runs: [(left: Int, right: Int)] = []
    runs.reserveCapacity(bottom - top)
    var shared = (left: 0, right: width)
    for y in top..<bottom {
      let (left, right) = opaqueRun(row(y), through: cx, width: width)
      runs.append((left, right))
      shared = (max(shared.left, left), min(shared.right, right))
    }
    let tall = PaintedPixels(
      x: shared.left, y: top, width: shared.right - shared.left, height: bottom - top)
    let middle = runs[cy - top]
    func holdsMiddle(_ y: Int) -> Bool {
      runs[y - top].left <= middle.left && runs[y - top].right >= middle.right
    }
    var wideTop = cy
    while wideTop > top, holdsMiddle(wideTop - 1) { wideTop -= 1 }
    var wideBottom = cy + 1
    while wideBottom < bottom, holdsMiddle(wideBottom) { wideBottom += 1 }
    let wide = PaintedPixels(
      x: middle.left, y: wideTop, width: middle.right - middle.left, height: wideBottom - wideTop)
    return tall.width * tall.height >= wide.width * wide.height ? tall : wide
  }

  /// The run of pixels with alpha 255 around column `x` of a row (`x` itself opaque), eight pixels a step
  /// where it can: a card's layer is read whole, every row of it, as it is made.
  private static func opaqueRun(_ pixels: UnsafePointer<UInt32>, through x: Int, width: Int) -> (
    left: Int, right: Int
  ) {
    let raw = UnsafeRawPointer(pixels)
    let opaque = SIMD8<UInt32>(repeating: 255)
    var left = x
    while left >= 8,
      raw.loadUnaligned(fromByteOffset: (left - 8) * 4, as: SIMD8<UInt32>.self) &>> 24 == opaque
    {
      left -= 8
    }
    while left > 0, pixels[left - 1] >> 24 == 255 { left -= 1 }
    var right = x + 1
    while right + 8 <= width,
      raw.loadUnaligned(fromByteOffset: right * 4, as: SIMD8<UInt32>.self) &>> 24 == opaque
    {
      right += 8
    }
    while right < width, pixels[right] >> 24 == 255 { right += 1 }
    return (left, right)
  }
}

extension Renderer {
  /// Draws `node`'s children back to front; the layers each one composites leave out the opaque covers of the
  /// children drawn after it. Only on the surface being shown (a layer being made holds all of its content).
  /// Only layers: a fill or text clipped by a region is covered by cairo a level differently along the clip
  /// than unclipped, where a layer's pixels are copied or blended one by one the same either way.
  func drawChildren(of node: ViewNode, in context: RenderContext) {
    var children = node.drawingOrder
    if cullingEnabled, children.count > Self.manyChildren {
      children = childrenNotCulled(children, in: context)
    }
    guard occlusionEnabled, children.count > 1, !context.isLayer else {
      for child in children { draw(child, in: context) }
      return
    }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context.cr, &matrix)
    // Device rectangles the children after each one cover.
    var coveredAfter: [[CGRect]] = Array(repeating: [], count: children.count)
    var covered: [CGRect] = []
    for index in stride(from: children.count - 1, to: 0, by: -1) {
      var budget = 64
      collectOpaqueCovers(
        of: children[index], parent: matrix, at: context.time, budget: &budget, into: &covered)
      coveredAfter[index - 1] = covered
    }
    let outer = context.occluded
    defer { context.occluded = outer }
    for (index, child) in children.enumerated() {
      if !coveredAfter[index].isEmpty { stats.childrenOccluded += 1 }
      context.occluded = outer + coveredAfter[index]
      draw(child, in: context)
    }
  }

  /// Whether a layer composited with `matrix` comes out the same, pixel for pixel, under a clip of several
  /// rectangles: a copy by whole pixels, or a turned layer resampled by `TransformedComposite`. Not one scaled by
  /// pixman, which steps its samples from each rectangle's edge (a level off here and there).
  static func compositesAlikeClipped(_ matrix: cairo_matrix_t) -> Bool {
    if matrix.isTranslation {
      return matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
    }
    guard matrix.xy != 0 || matrix.yx != 0 else { return false }
    let stretchX = (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot()
    let stretchY = (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot()
    return (0.75...1.34).contains(stretchX) && (0.75...1.34).contains(stretchY)
  }

  /// Clips to the current clip less the occluded rectangles (device pixels). False when nothing is left.
  func clipOutOccluded(in context: RenderContext) -> Bool {
    let cr = context.cr
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    defer { cairo_set_matrix(cr, &matrix) }
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    var extents = cairo_rectangle_int_t(
      x: Int32(floor(x1)), y: Int32(floor(y1)), width: Int32(ceil(x2) - floor(x1)),
      height: Int32(ceil(y2) - floor(y1)))
    let region = cairo_region_create_rectangle(&extents)!
    defer { cairo_region_destroy(region) }
    for rect in context.occluded {
      var hole = cairo_rectangle_int_t(
        x: Int32(rect.minX), y: Int32(rect.minY), width: Int32(rect.width),
        height: Int32(rect.height))
      cairo_region_subtract_rectangle(region, &hole)
    }
    let count = cairo_region_num_rectangles(region)
    guard count > 0 else { return false }
    for index in 0..<count {
      var rect = cairo_rectangle_int_t()
      cairo_region_get_rectangle(region, index, &rect)
      cairo_rectangle(
        cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
    }
    cairo_clip(cr)
    return true
  }

  /// The device rectangles (whole pixels) that `node`'s subtree covers with opaque pixels as it will be drawn
  /// now: the opaque covers of valid layers found through nodes drawn plainly (no fading, blur, blending,
  /// shadow, transition or clip on the way).
  private func collectOpaqueCovers(
    of node: ViewNode, parent: cairo_matrix_t, at time: Double, budget: inout Int,
    into covers: inout [CGRect]
  ) {
    budget -= 1
    // A node without children covers only through its own layer's cover: most nodes are leaves (text, shapes),
    // and working out their presented transform cost more than the rest of the walk.
    let cover = node.layerCache?.opaqueCover
    if cover == nil, node.children.isEmpty { return }
    guard budget >= 0, node.transitionWrapper == nil, !node.subtreeAnimating,
      node.attributes.shadow == nil, node.attributes.colorFilters.isEmpty,
      node.attributes.blendMode == .normal
    else { return }
    let state = node.presentation(at: time)
    let effects = state.effects
    guard effects.opacity >= 0.999, effects.blurRadius == 0, effects.scale.width != 0,
      effects.scale.height != 0
    else { return }
    let t = state.transform
    var own = cairo_matrix_t(t)
    var outer = parent
    var matrix = cairo_matrix_t()
    cairo_matrix_multiply(&matrix, &own, &outer)
    if let cover, let cache = node.layerCache, cache.version == node.contentVersion,
      cache.size == state.frame.size
    {
      if let rect = deviceRect(inside: cover, at: matrix) { covers.append(rect) }
      return
    }
    guard !node.attributes.clipsToBounds, node.attributes.clipShape == nil else { return }
    for child in node.drawingOrder {
      collectOpaqueCovers(of: child, parent: matrix, at: time, budget: &budget, into: &covers)
    }
  }

  /// The whole device pixels inside `cover` drawn with `matrix`: for a turned node, the largest rectangle of
  /// the cover's proportions about its centre that fits inside it. Nil when the layer would be resampled by
  /// more than bilinear filtering reaches (shrunk or grown a lot) or little is left.
  private func deviceRect(inside cover: OpaqueCover, at matrix: cairo_matrix_t) -> CGRect? {
    let stretchX = (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot() / cover.scale
    let stretchY = (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot() / cover.scale
    guard (0.75...1.34).contains(stretchX), (0.75...1.34).contains(stretchY) else { return nil }
    var inverse = matrix
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
    let rect = cover.rect
    let cx = matrix.xx * rect.midX + matrix.xy * rect.midY + matrix.x0
    let cy = matrix.yx * rect.midX + matrix.yy * rect.midY + matrix.y0
    // Half the rectangle's size on the device if it were not turned; the fit scales both alike.
    let halfWidth = (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot() * rect.width / 2
    let halfHeight = (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot() * rect.height / 2
    // A device corner (±a, ±b) from the centre maps to the node's space inside the cover while
    // |ixx|·a + |ixy|·b ≤ w/2 and |iyx|·a + |iyy|·b ≤ h/2.
    let fitX = rect.width / 2 / (abs(inverse.xx) * halfWidth + abs(inverse.xy) * halfHeight)
    let fitY = rect.height / 2 / (abs(inverse.yx) * halfWidth + abs(inverse.yy) * halfHeight)
    let fit = min(fitX, fitY, 1)
    let left = ceil(cx - halfWidth * fit)
    let right = floor(cx + halfWidth * fit)
    let top = ceil(cy - halfHeight * fit)
    let bottom = floor(cy + halfHeight * fit)
    guard right - left >= 16, bottom - top >= 16 else { return nil }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
