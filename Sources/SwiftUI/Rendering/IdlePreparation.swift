import CCairo
import Foundation

extension Renderer {
  /// Draws the graph once more, off screen, while the host is idle. Content that has not moved since the last
  /// frame is found where that frame drew it and gets the layer kept for content at rest (see `layerToDraw`),
  /// which that next frame would otherwise make: the first frame of a drag composites the cards it moves and the
  /// cards behind instead of drawing them all (about 70 ms at 2x), and a throw's cards that grew into place are
  /// settled at their new size before the next drag starts. Nothing is drawn on screen; the last frame's
  /// statistics are kept.
  func prepareLayers(_ graph: ViewGraph, size: CGSize, scale: CGFloat) {
    let width = Int32((size.width * scale).rounded())
    let height = Int32((size.height * scale).rounded())
    guard width > 0, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return }
    defer { cairo_surface_destroy(surface) }
    let shown = stats
    preparingHidden = true
    gradientRasters.leavesRastersAlone = true
    render(graph, into: surface, scale: scale, settlingLayers: true)
    gradientRasters.leavesRastersAlone = false
    preparingHidden = false
    preparedLayers = stats.layersRasterized
    stats = shown
  }

  /// Idle preparation wants layers, not pixels: what would be drawn or composited straight onto its surface,
  /// which nobody sees, is left out (drawn, the welcome screen's gradient alone would make a window of memory
  /// resident). Inside a layer being made everything is drawn.
  func preparesOnly(_ context: RenderContext) -> Bool {
    preparingHidden && !context.isLayer
  }

  /// Draws transparent content (`node`, at opacity 0) as if it showed, into the surface nobody sees, so its
  /// clipped content gets the layers it is drawn from where it sits (the next card of a deck, waiting unseen
  /// under the last one shown): the frame that makes it appear then composites them instead of drawing it.
  func prepareHidden(_ node: ViewNode, state: NodePresentation, in context: RenderContext) {
    // Only where the device matrix is known (the frame, or a layer drawn in place), as layers at rest need.
    guard context.deviceOffset != nil else { return }
    let cr = context.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // Inside a layer being made (the whole deck at rest), drawn aside: the layer must not show it.
    if context.isLayer { cairo_push_group(cr) }
    defer { if context.isLayer { cairo_pattern_destroy(cairo_pop_group(cr)) } }
    let t = state.transform
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &matrix)
    // As content inside a layer made at rest: clipped content gets an exact layer without having been drawn
    // in the same place before.
    let exactly = context.drawsExactly
    context.drawsExactly = true
    defer { context.drawsExactly = exactly }
    drawContent(node, size: state.frame.size, in: context)
  }
}
