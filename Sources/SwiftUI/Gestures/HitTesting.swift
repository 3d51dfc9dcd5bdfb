import Foundation

extension ViewNode {
  /// Whether this node receives touches in its own bounds: anything that draws, a content shape, or a gesture
  /// with nothing drawn (a stack in its empty space is not a target, as in SwiftUI).
  var isHitTarget: Bool {
    drawing != nil || attributes.contentShape != nil || attributes.control != nil
      || attributes.hitTest != nil
  }
}

@MainActor enum HitTester {
  /// The chain from the deepest node under `point` to the root; empty when nothing is hit.
  static func hitChain(in graph: ViewGraph, at point: CGPoint, renderer: Renderer) -> [ViewNode] {
    var chain: [ViewNode] = []
    _ = hit(graph.root, point: point, time: graph.clock.now, renderer: renderer, chain: &chain)
    return chain
  }

  /// Depth-first, topmost child first. Appends the hit path deepest-first. `point` is in the window; each
  /// node takes it into its own space through the inverse of its presented transform.
  private static func hit(
    _ node: ViewNode, point: CGPoint, time: Double, renderer: Renderer, chain: inout [ViewNode]
  ) -> Bool {
    guard !node.isRemoving, node.attributes.allowsHitTesting else { return false }
    let state = node.presentation(at: time)
    // What is not drawn cannot be touched (a view scaled to nothing has no inverse either).
    guard state.effects.opacity > 0.001, state.effects.scale.width != 0,
      state.effects.scale.height != 0
    else { return false }
    let local = point.applying(state.windowTransform.inverted())
    let bounds = state.bounds
    // Nothing in a subtree that paints nowhere near the point can take it (see Culling.swift).
    if renderer.cullingEnabled,
      let visible = renderer.visualBounds(
        of: node, size: state.frame.size, effects: state.effects, at: time),
      !visible.contains(local)
    {
      return false
    }
    // Clipped content cannot be hit outside the clip.
    if (node.attributes.clipsToBounds || node.attributes.clipShape != nil)
      && !bounds.contains(local)
    {
      return false
    }
    for child in node.drawingOrder.reversed() {
      if hit(child, point: point, time: time, renderer: renderer, chain: &chain) {
        chain.append(node)
        return true
      }
    }
    if node.isHitTarget {
      let inside: Bool
      if let hitTest = node.attributes.hitTest {
        inside = hitTest(local, state.frame.size)
      } else if let shape = node.attributes.contentShape {
        inside = shape.path(in: bounds).boundingRect.contains(local)
      } else {
        inside = bounds.contains(local)
      }
      if inside {
        chain.append(node)
        return true
      }
    }
    return false
  }
}
