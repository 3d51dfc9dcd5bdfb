import Foundation

/// State a layer above the graph keeps for each node: the layout cache (Layout/NodeLayoutCache.swift), the
/// animation tracks (Animation/NodeAnimationTracks.swift), the render cache (Rendering/NodeRenderCache.swift).
/// The node holds one slot per layer and never names the part's type, so Graph/ depends on no layer above it;
/// each layer creates its part on first use and reads it through a typed accessor of its own.
@MainActor class NodePart {
  init() {}
  /// The node's view value is about to be read again: forget what its primitive set last time.
  func nodeWillUpdate() {}
  /// Something in the node's subtree changed (its view, a child): what was measured for it is stale. True when
  /// that was already so: nothing was measured anywhere since this part last forgot its answers.
  @discardableResult func subtreeDidChange() -> Bool { false }
  /// The node was being removed and is back in the tree before its removal finished.
  func nodeRevived(_ node: ViewNode) {}
  /// The node leaves the tree (its removal finished, or it went without one).
  func nodeWillDisappear(_ node: ViewNode) {}
  /// Whether the node draws something of its own (the render part: a primitive's drawing). A wrapper that
  /// draws nothing and has one child is seen through (a transition, a layout priority on the child counts).
  var drawsItself: Bool { false }
  /// The colour components the node's drawing would animate between (the render part: a shape's fill, a
  /// symbol's tint); the animation commit gives them a track. Nil when it draws nothing that animates.
  func animatablePaint(of node: ViewNode) -> [Double]? { nil }
}

extension ViewNode {
  /// See `NodePart.drawsItself`.
  var drawsItself: Bool { renderPart?.drawsItself ?? false }
}
