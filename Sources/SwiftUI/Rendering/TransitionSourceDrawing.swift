import Foundation

/// What the stand-in inside a custom-modifier transition draws: the transitioning node itself, with its own
/// effects, through the renderer drawing the transition.
struct TransitionSourceDrawing: NodeDrawing {
  weak var wrapper: TransitionWrapper?
  weak var renderer: Renderer?

  func draw(_ node: ViewNode, in context: GraphicsContext, size: CGSize) {
    guard let wrapper, let source = wrapper.node, let renderer else { return }
    renderer.drawTransitionSource(source, wrapper: wrapper, in: context.renderContext)
  }
}
