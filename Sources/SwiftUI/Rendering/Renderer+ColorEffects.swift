import CCairo
import Foundation

extension Renderer {
  /// `.brightness`, `.saturation`, `.blendMode` and the other colour effects apply to the rendered view as a
  /// whole, as SwiftUI does: the content is drawn into a layer, the layer's pixels are filtered (innermost effect
  /// first), and the layer is composited onto what is below with the view's blend mode and opacity.
  func drawWithColorEffects(
    _ node: ViewNode, size: CGSize, effects: Effects, in context: RenderContext
  ) {
    let margin = max(Self.layerMargin, effects.blurRadius * 3)
    guard let layer = rasterize(node, size: size, context: context, margin: margin) else {
      return drawContent(node, size: size, in: context)
    }
    defer { cairo_surface_destroy(layer.surface) }
    cairo_surface_flush(layer.surface)
    if effects.blurRadius > 0 {
      Blur.apply(to: layer.surface, radius: effects.blurRadius * Double(context.scale))
    }
    for filter in node.attributes.colorFilters {
      filter.apply(to: layer.surface, scale: context.scale)
    }
    cairo_surface_mark_dirty(layer.surface)
    composite(
      layer, opacity: effects.opacity, blendMode: node.attributes.blendMode.graphicsBlendMode,
      in: context)
  }
}
