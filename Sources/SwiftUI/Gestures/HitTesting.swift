import Foundation

extension ViewNode {
  /// Whether this node receives touches in its own bounds: anything that draws, a content shape, or a gesture
  /// with nothing drawn (a stack in its empty space is not a target, as in SwiftUI).
  var isHitTarget: Bool {
    drawing != nil || attributes.contentShape != nil || attributes.control != nil
  }
}

@MainActor enum HitTester {
  /// The chain from the deepest node under `point` to the root; empty when nothing is hit.
  static func hitChain(in graph: ViewGraph, at point: CGPoint, renderer: Renderer) -> [ViewNode] {
    var chain: [ViewNode] = []
    _ = hit(graph.root, point: point, parentOrigin: .zero, time: graph.clock.now, renderer: renderer, chain: &chain)
    return chain
  }

  /// Depth-first, topmost child first. Appends the hit path deepest-first.
  private static func hit(
    _ node: ViewNode, point: CGPoint, parentOrigin: CGPoint, time: Double, renderer: Renderer, chain: inout [ViewNode]
  ) -> Bool {
    guard !node.isRemoving, node.attributes.allowsHitTesting else { return false }
    let state = renderer.presented(node, at: time)
    guard state.effects.opacity > 0.001 else { return false }
    let origin = CGPoint(
      x: parentOrigin.x + state.frame.minX + state.effects.offset.width,
      y: parentOrigin.y + state.frame.minY + state.effects.offset.height)
    let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    let bounds = CGRect(origin: .zero, size: state.frame.size)
    // Clipped content cannot be hit outside the clip.
    if (node.attributes.clipsToBounds || node.attributes.clipShape != nil) && !bounds.contains(local) { return false }
    let ordered = node.children.enumerated().sorted { a, b in
      a.element.attributes.zIndex != b.element.attributes.zIndex
        ? a.element.attributes.zIndex > b.element.attributes.zIndex : a.offset > b.offset
    }
    for (_, child) in ordered {
      if hit(child, point: point, parentOrigin: origin, time: time, renderer: renderer, chain: &chain) {
        chain.append(node)
        return true
      }
    }
    if node.isHitTarget {
      let inside: Bool
      if let shape = node.attributes.contentShape {
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
