import Foundation

extension ViewNode {
  /// Whether this node receives touches in its own bounds: anything that draws, a content shape, or a gesture
  /// with nothing drawn (a stack in its empty space is not a target, as in SwiftUI).
  var isHitTarget: Bool {
    drawing != nil || attributes.contentShape != nil || attributes.control != nil
  }
}

extension ViewNode {
  /// A window point in this node's space: the layout positions, offsets and geometry effects above it.
  func localPoint(fromWindow point: CGPoint) -> CGPoint {
    var chain: [ViewNode] = []
    var node: ViewNode? = self
    while let current = node {
      chain.append(current)
      node = current.parent
    }
    var local = point
    for current in chain.reversed() {
      local.x -= current.frame.minX + current.attributes.effects.offset.width
      local.y -= current.frame.minY + current.attributes.effects.offset.height
      if let transform = current.presentedGeometryEffect(
        size: current.frame.size, at: graph.clock.now)
      {
        local = local.applying(transform.inverted())
      }
    }
    return local
  }
}

@MainActor enum HitTester {
  /// The chain from the deepest node under `point` to the root; empty when nothing is hit.
  static func hitChain(in graph: ViewGraph, at point: CGPoint, renderer: Renderer) -> [ViewNode] {
    var chain: [ViewNode] = []
    _ = hit(graph.root, point: point, time: graph.clock.now, renderer: renderer, chain: &chain)
    return chain
  }

  /// A point in the parent's space taken into the node's own space: undo what the renderer applies, in reverse:
  /// the frame origin and offset, a geometry effect, then rotation and scale around their anchors.
  static func localPoint(
    _ point: CGPoint, in node: ViewNode, state: Renderer.Presented, time: Double
  ) -> CGPoint {
    let effects = state.effects
    var p = CGPoint(
      x: point.x - state.frame.minX - effects.offset.width,
      y: point.y - state.frame.minY - effects.offset.height)
    let size = state.frame.size
    // A geometry effect moves what is drawn, and so where it can be touched.
    if let transform = node.presentedGeometryEffect(size: size, at: time) {
      p = p.applying(transform.inverted())
    }
    if effects.rotation != 0 {
      let ax = effects.rotationAnchor.x * size.width
      let ay = effects.rotationAnchor.y * size.height
      let angle = -effects.rotation * .pi / 180
      let dx = p.x - ax
      let dy = p.y - ay
      p = CGPoint(
        x: ax + dx * cos(angle) - dy * sin(angle), y: ay + dx * sin(angle) + dy * cos(angle))
    }
    if effects.scale != CGSize(width: 1, height: 1), effects.scale.width != 0,
      effects.scale.height != 0
    {
      let ax = effects.scaleAnchor.x * size.width
      let ay = effects.scaleAnchor.y * size.height
      p = CGPoint(
        x: ax + (p.x - ax) / effects.scale.width, y: ay + (p.y - ay) / effects.scale.height)
    }
    return p
  }

  /// Depth-first, topmost child first. Appends the hit path deepest-first.
  /// `point` is in the parent's coordinate space.
  private static func hit(
    _ node: ViewNode, point: CGPoint, time: Double, renderer: Renderer, chain: inout [ViewNode]
  ) -> Bool {
    guard !node.isRemoving, node.attributes.allowsHitTesting else { return false }
    let state = renderer.presented(node, at: time)
    guard state.effects.opacity > 0.001 else { return false }
    let local = localPoint(point, in: node, state: state, time: time)
    let bounds = CGRect(origin: .zero, size: state.frame.size)
    // Clipped content cannot be hit outside the clip.
    if (node.attributes.clipsToBounds || node.attributes.clipShape != nil)
      && !bounds.contains(local)
    {
      return false
    }
    let ordered = node.children.enumerated().sorted { a, b in
      a.element.attributes.zIndex != b.element.attributes.zIndex
        ? a.element.attributes.zIndex > b.element.attributes.zIndex : a.offset > b.offset
    }
    for (_, child) in ordered {
      if hit(child, point: local, time: time, renderer: renderer, chain: &chain) {
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
