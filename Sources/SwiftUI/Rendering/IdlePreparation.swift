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
    if !context.isLayer { prepareFadeIn(node, state: state, in: context) }
    // Inside a layer being made (the whole deck at rest), drawn aside: the layer must not show it.
    if context.isLayer { cairo_push_group(cr) }
    defer { if context.isLayer { cairo_pattern_destroy(cairo_pop_group(cr)) } }
    let t = state.transform
    var matrix = cairo_matrix_t(t)
    cairo_transform(cr, &matrix)
    // As content inside a layer made at rest: clipped content gets an exact layer without having been drawn
    // in the same place before.
    let exactly = context.drawsExactly
    context.drawsExactly = true
    defer { context.drawsExactly = exactly }
    drawContent(node, size: state.frame.size, in: context)
  }

  /// Transparent content that fades in as a whole ("It's a match!" over a deck) is composited from a layer of
  /// it on every frame of the fade: the layer is made now, where the content sits, so that the fade's first
  /// frame does not draw it all (see `drawFadingFromLayer`). Kept on the faded wrapper's child, whose value
  /// stays the same while the wrapper's opacity changes.
  private func prepareFadeIn(_ node: ViewNode, state: NodePresentation, in context: RenderContext) {
    guard let child = fadedContent(of: node) else { return }
    let cr = context.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let t = state.transform
    var matrix = cairo_matrix_t(t)
    cairo_transform(cr, &matrix)
    let inner = child.presentation(at: context.time)
    let c = inner.transform
    var childMatrix = cairo_matrix_t(c)
    cairo_transform(cr, &childMatrix)
    let size = inner.frame.size
    guard layerAtRest(of: child, size: size, in: context) == nil else { return }
    var fading = inner.effects
    fading.opacity = 0.5
    guard drawsFromLayer(child, size: size, effects: fading, context: context) else { return }
    _ = makeLayer(child, size: size, exactly: true, context: context)
  }

  /// The content a fading `node` shows: its one child, when the node only fades and places it.
  func fadedContent(of node: ViewNode) -> ViewNode? {
    guard node.drawing == nil, !node.attributes.clipsToBounds, node.attributes.clipShape == nil,
      node.transitionWrapper == nil, node.attributes.colorFilters.isEmpty,
      node.attributes.blendMode == .normal, node.attributes.shadow == nil,
      node.drawingOrder.count == 1, let child = node.drawingOrder.first, !child.isRemoving,
      child.transitionWrapper == nil, child.attributes.shadow == nil,
      child.attributes.colorFilters.isEmpty, child.attributes.blendMode == .normal
    else { return nil }
    return child
  }

  /// The layer of `node`'s content made where it sits now (cr's matrix is the node's), if there is one.
  func layerAtRest(of node: ViewNode, size: CGSize, in context: RenderContext) -> Layer? {
    guard let offset = context.deviceOffset,
      let layer = validLayer(node, size: size, context: context),
      let placement = layer.placement
    else { return nil }
    var device = cairo_matrix_t()
    cairo_get_matrix(context.cr, &device)
    device.x0 += offset.x
    device.y0 += offset.y
    return placement.isExact(at: device) ? layer : nil
  }

  /// Draws a fading `node` (cr's matrix is the node's) by compositing the layer of its content prepared while
  /// idle, at the node's opacity, if it has one where the content sits; false otherwise.
  func drawFadingFromLayer(_ node: ViewNode, effects: Effects, in context: RenderContext) -> Bool {
    guard effects.blurRadius == 0, let child = fadedContent(of: node),
      !child.subtreeAnimating
    else { return false }
    let inner = child.presentation(at: context.time)
    guard inner.effects.opacity >= 0.999, inner.effects.blurRadius == 0 else { return false }
    let cr = context.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let c = inner.transform
    var childMatrix = cairo_matrix_t(c)
    cairo_transform(cr, &childMatrix)
    guard let layer = layerAtRest(of: child, size: inner.frame.size, in: context) else {
      return false
    }
    stats.layersReused += 1
    composite(layer, opacity: effects.opacity, in: context)
    return true
  }
}
