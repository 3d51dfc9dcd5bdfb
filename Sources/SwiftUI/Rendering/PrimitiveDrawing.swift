import Foundation

/// What a `PackagePrimitiveView` draws in its own frame, through the same `GraphicsContext` app code gets
/// from `Canvas` (the context's environment is the view's). Its content is drawn above it.
@MainActor package protocol PrimitiveDrawing {
  func draw(in context: inout GraphicsContext, size: CGSize)
  /// What drawing this again costs, in `RedrawCost` units (one device pixel composited from a cached layer),
  /// for `pixels` device pixels of frame: the renderer caches a moving subtree as a layer only when drawing it
  /// again costs more. The default is a solid fill of the frame.
  func redrawCost(size: CGSize, pixels: Double) -> Double
}

extension PrimitiveDrawing {
  package func redrawCost(size: CGSize, pixels: Double) -> Double { pixels * RedrawCost.solidFill }
}

extension PrimitiveNode {
  package func setDrawing(_ drawing: some PrimitiveDrawing) {
    node.drawing = PackageDrawing(base: drawing)
  }
}

/// A package drawing as the graph's `NodeDrawing`.
struct PackageDrawing: NodeDrawing {
  let base: any PrimitiveDrawing
  func draw(_ node: ViewNode, in context: GraphicsContext, size: CGSize) {
    var graphics = context
    base.draw(in: &graphics, size: size)
  }
  func redrawCost(_ node: ViewNode, pixels: Double) -> DrawingCost {
    DrawingCost(base.redrawCost(size: node.frame.size, pixels: pixels))
  }
}
