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
    render(graph, into: surface, scale: scale, settlingLayers: true)
    preparedLayers = stats.layersRasterized
    stats = shown
  }
}
