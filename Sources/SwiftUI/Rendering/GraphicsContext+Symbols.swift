import CCairo
import Foundation

/// Finds a canvas's symbols by tag when the drawing asks for one (`resolveSymbol(id:)`). Canvas (Views/) keeps
/// the table, since the symbols are its child views; the context only looks them up.
@MainActor protocol CanvasSymbolLookup: AnyObject {
  /// The laid-out node of the symbol tagged `id`, or nil when there is none.
  func symbol(_ id: AnyHashable) -> ViewNode?
}

extension GraphicsContext {
  /// A canvas symbol ready to draw: a view laid out at its ideal size, drawn afresh (resolution independent)
  /// wherever and as often as the renderer asks.
  public struct ResolvedSymbol {
    let node: ViewNode
    /// The symbol's ideal size.
    public let size: CGSize
  }

  /// The symbol tagged `id` among the canvas's `symbols`, or nil when there is none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    MainActor.assumeIsolated {
      guard let node = target.symbols?.symbol(AnyHashable(id)) else { return nil }
      return ResolvedSymbol(node: node, size: node.frame.size)
    }
  }

  /// Draws the symbol at its size with `anchor` of its frame at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(
      symbol,
      in: CGRect(
        x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
        width: symbol.size.width, height: symbol.size.height))
  }

  /// Draws the symbol stretched to fill `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    guard symbol.size.width > 0, symbol.size.height > 0 else { return }
    perform { cr in
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / symbol.size.width, rect.height / symbol.size.height)
      // The symbol sits at the origin of its invisible shelf: its own transform is only its effects.
      let origin = symbol.node.frame.origin
      cairo_translate(cr, -origin.x, -origin.y)
      Renderer().draw(symbol.node, in: target.render)
    }
  }
}
