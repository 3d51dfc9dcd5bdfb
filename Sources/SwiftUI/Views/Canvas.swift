import Foundation

/// Immediate-mode drawing: `renderer` draws into a `GraphicsContext` the size of the canvas on every frame
/// the canvas is drawn. The canvas takes the space it is offered and draws into a layer of its own frame, so
/// blend modes and clear mix only with what the renderer itself drew.
public struct Canvas<Symbols: View>: View, PackagePrimitiveView {
  public typealias Body = Never

  public var symbols: Symbols
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  public var isOpaque: Bool
  public var colorMode: ColorRenderingMode
  public var rendersAsynchronously: Bool

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.symbols = EmptyView()
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  package func makeNode(_ node: PrimitiveNode) {
    node.setLayout(CanvasLayout())
    node.setDrawing(CanvasDrawing(renderer: renderer))
  }
}

/// The working colour space of a drawing (cairo blends in the non-linear sRGB encoding whatever is asked).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

private struct CanvasLayout: PrimitiveLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [PrimitiveSubview]) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

private struct CanvasDrawing: PrimitiveDrawing {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  func draw(in context: inout GraphicsContext, size: CGSize) {
    context.clip(to: Path(CGRect(origin: .zero, size: size)))
    context.drawLayer { layer in renderer(&layer, size) }
  }
  /// What the renderer draws is unknown until it runs: count it as a few fills of the frame.
  func redrawCost(size: CGSize, pixels: Double) -> Double { pixels * RedrawCost.solidFill * 4 }
}
