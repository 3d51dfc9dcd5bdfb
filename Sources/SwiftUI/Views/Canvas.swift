import Foundation

/// Immediate-mode drawing: `renderer` draws into a `GraphicsContext` the size of the canvas on every frame
/// the canvas is drawn. The canvas takes the space it is offered and draws into a layer of its own frame, so
/// blend modes and clear mix only with what the renderer itself drew.
///
/// `symbols` are views the renderer may draw (`resolveSymbol(id:)` by their `.tag`), as often and wherever it
/// likes. They live as the canvas's children, each at its ideal size, but are never drawn or hit in place.
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

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  package func makeNode(_ node: PrimitiveNode) {
    node.setLayout(CanvasLayout())
    guard !(symbols is EmptyView) else {
      node.setDrawing(CanvasDrawing(renderer: renderer, symbols: nil))
      return
    }
    node.setContent(CanvasSymbolShelf(content: symbols))
    node.setDrawing(
      CanvasDrawing(renderer: renderer, symbols: CanvasSymbolTable(canvas: node.node)))
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
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [PrimitiveSubview]) {
    for subview in subviews { subview.place(at: .zero, proposal: proposal) }
  }
}

/// Holds the symbols: each at its ideal size at the origin, itself invisible and untouchable, so a symbol
/// shows only where the renderer draws it.
private struct CanvasSymbolShelf<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  func makeNode(_ node: ViewNode) {
    node.attributes.effects.opacity = 0
    node.attributes.allowsHitTesting = false
    node.layout = PackageLayout(base: ShelfLayout())
    node.setContent(content)
  }
  private struct ShelfLayout: PrimitiveLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [PrimitiveSubview]) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: [PrimitiveSubview]
    ) {
      for subview in subviews { subview.place(at: .zero, proposal: .unspecified) }
    }
  }
}

/// Finds a canvas's symbols by tag when the renderer asks, among the shelf's live children.
@MainActor final class CanvasSymbolTable: CanvasSymbolLookup {
  weak var canvas: ViewNode?
  init(canvas: ViewNode) { self.canvas = canvas }

  func symbol(_ id: AnyHashable) -> ViewNode? {
    guard let shelf = canvas?.liveChildren.first else { return nil }
    let symbols = flatten((shelf.view as? any CanvasSymbolContent)?.symbolContent ?? EmptyView())
    let nodes = shelf.liveChildren
    guard symbols.count == nodes.count,
      let index = symbols.firstIndex(where: { $0.tagOrID == id })
    else { return nil }
    return nodes[index]
  }
}

@MainActor private protocol CanvasSymbolContent {
  var symbolContent: any View { get }
}

extension CanvasSymbolShelf: CanvasSymbolContent {
  var symbolContent: any View { content }
}

private struct CanvasDrawing: PrimitiveDrawing {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: CanvasSymbolTable?
  func draw(in context: inout GraphicsContext, size: CGSize) {
    context.clip(to: Path(CGRect(origin: .zero, size: size)))
    context.target.symbols = symbols
    context.drawLayer { layer in renderer(&layer, size) }
  }
  /// What the renderer draws is unknown until it runs: count it as a few fills of the frame.
  func redrawCost(size: CGSize, pixels: Double) -> Double { pixels * RedrawCost.solidFill * 4 }
}
