import CCairo
import Foundation

/// What the renderer keeps for a node: how its primitive draws, and the layers and estimates reused across
/// frames while the node's `contentVersion` stays the same.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class NodeRenderCache: NodePart {
  /// Set by the primitive the node shows; reset before each update.
  @exclusivity(unchecked) var drawing: NodeDrawing?
  @exclusivity(unchecked) var layerCache: LayerCache?
  @exclusivity(unchecked) var shadowCache: ShadowCache?
  /// What drawing this subtree again costs, for the layer cache's choice (Rendering/RedrawCost.swift).
  @exclusivity(unchecked) var redrawEstimate: RedrawEstimate?
  /// The content version and device matrix (the node's own transform applied) it was last drawn with, to tell
  /// content that stayed where it was (drawn from an exact layer) from content that only moved.
  @exclusivity(unchecked) var drawnVersion = -1
  @exclusivity(unchecked) var drawnMatrix = cairo_matrix_t()
  /// The frame (`Renderer.frame`) that last composited this subtree from a layer while it moved: the frame in
  /// which it comes to rest composites that layer once more (see `Renderer.layerToDraw`).
  @exclusivity(unchecked) var movedFromLayerInFrame = -2
  /// The content version whose direct drawing composited layers of descendants: a new layer of this node would
  /// only hold those layers again.
  @exclusivity(unchecked) var layersBelowVersion = -1
  /// What the subtree can paint, for culling (Rendering/Culling.swift).
  @exclusivity(unchecked) var visualBounds: VisualBounds?
  /// What the subtree could paint in the frame being drawn, while it animates (Rendering/Culling.swift).
  @exclusivity(unchecked) var frameBounds: FrameBounds?
  /// Where the subtree painted in the frame last drawn into the window's canvas (Rendering/Damage.swift).
  @exclusivity(unchecked) var footprint: Footprint?

  override func nodeWillUpdate() { drawing = nil }
  override var drawsItself: Bool { drawing != nil }
  override func animatablePaint(of node: ViewNode) -> [Double]? {
    guard let drawing else { return nil }
    // The colour animates as drawn: in the node's appearance.
    let outer = ColorAppearance.current
    ColorAppearance.current = node.environment.colorScheme
    defer { ColorAppearance.current = outer }
    return drawing.animatablePaint(node: node)
  }
}

extension ViewNode {
  /// The node's render cache, created on first write.
  var renderCache: NodeRenderCache {
    if let part = renderPart { return unsafeDowncast(part, to: NodeRenderCache.self) }
    let part = NodeRenderCache()
    renderPart = part
    return part
  }

  private var existingRenderCache: NodeRenderCache? {
    renderPart.map { unsafeDowncast($0, to: NodeRenderCache.self) }
  }

  var drawing: NodeDrawing? {
    get { existingRenderCache?.drawing }
    set { renderCache.drawing = newValue }
  }
  var layerCache: LayerCache? {
    get { existingRenderCache?.layerCache }
    set { renderCache.layerCache = newValue }
  }
  var shadowCache: ShadowCache? {
    get { existingRenderCache?.shadowCache }
    set { renderCache.shadowCache = newValue }
  }
  var redrawEstimate: RedrawEstimate? {
    get { existingRenderCache?.redrawEstimate }
    set { renderCache.redrawEstimate = newValue }
  }
}
