import CCairo
import Foundation

/// Drawing for animatable data beyond the node tracks the renderer reads directly: geometry effects, animated
/// shadows and custom-modifier transitions.
extension Renderer {
  /// The node's shadow as drawn at `time` (radius, offset and colour animate).
  func presentedShadow(_ node: ViewNode, at time: Double) -> ShadowEffect? {
    guard var shadow = node.attributes.shadow else { return nil }
    if let track = node.shadowTrack, track.isAnimating(at: time) {
      let v = track.presented(at: time)
      shadow.radius = max(v[0], 0)
      shadow.x = v[1]
      shadow.y = v[2]
      shadow.color = Color(components: v[3...].map { min(max($0, 0), 1) })
    }
    return shadow
  }

  /// Draws the transition's modifier subtree where the node would be drawn.
  func drawTransitionWrapper(
    _ node: ViewNode, wrapper: TransitionWrapper, in context: RenderContext
  ) {
    let frame = node.presentation(at: context.time).frame
    cairo_save(context.cr)
    cairo_translate(context.cr, frame.minX, frame.minY)
    // The stand-in's drawing is reset whenever it updates; it draws the node through this renderer.
    if let standIn = wrapper.sourceNode, standIn.drawing == nil {
      standIn.drawing = TransitionSourceDrawing(wrapper: wrapper, renderer: self)
    }
    draw(wrapper.root, in: context)
    cairo_restore(context.cr)
  }

  /// Draws the node itself (with its own effects) at the stand-in's origin.
  func drawTransitionSource(_ node: ViewNode, wrapper: TransitionWrapper, in context: RenderContext)
  {
    let frame = node.presentation(at: context.time).frame
    cairo_save(context.cr)
    cairo_translate(context.cr, -frame.minX, -frame.minY)
    wrapper.isDrawingSource = true
    draw(node, in: context)
    wrapper.isDrawingSource = false
    cairo_restore(context.cr)
  }
}
