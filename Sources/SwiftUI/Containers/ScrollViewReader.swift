import Foundation

/// Gives its content a proxy that scrolls the scroll views inside it to a view with a given id.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  func makeNode(_ node: ViewNode) {
    node.setContent(content(ScrollViewProxy(node: node)))
  }
}

public struct ScrollViewProxy {
  weak var node: ViewNode?

  /// Scrolls so the view with `id` (from `.id(_:)` or a ForEach) is visible; with an anchor, so that the
  /// anchor point of the view lines up with the same point of the scroll view. Animated inside `withAnimation`.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node else { return }
    let key = AnyHashable(id)
    func find() -> ViewNode? {
      node.firstDescendant(where: { candidate in
        candidate.path.components.contains { $0 == .explicit(key) }
          && candidate.scrollerAbove != nil
      })
    }
    // A row a lazy container has not built yet is built first.
    if find() == nil {
      _ = node.firstDescendant(where: { candidate in
        (candidate.layout as? LazyStackLayout)?.rows.buildRows(around: key) == true
      })
    }
    guard
      let target = find(),
      let (scroller, content) = target.scrollerAbove
    else { return }
    // The target's frame in the content's coordinates.
    let origin = target.frame(relativeTo: content).origin
    let size = target.frame.size
    // What shows of the scroll view: inside the bars and insets its content scrolls under.
    let insets = scroller.contentInsets
    let start = CGPoint(x: insets.leading, y: insets.top)
    let viewport = CGSize(
      width: max(scroller.viewport.width - insets.leading - insets.trailing, 0),
      height: max(scroller.viewport.height - insets.top - insets.bottom, 0))
    var offset = scroller.offset
    for axis in scroller.scrollAxes {
      if let anchor {
        let fraction = axis == .horizontal ? anchor.x : anchor.y
        offset[axis] =
          origin[axis] + fraction * size[axis] - fraction * viewport[axis] - start[axis]
      } else if origin[axis] < offset[axis] + start[axis] {
        offset[axis] = origin[axis] - start[axis]
      } else if origin[axis] + size[axis] > offset[axis] + start[axis] + viewport[axis] {
        offset[axis] = origin[axis] + size[axis] - viewport[axis] - start[axis]
      }
    }
    let animated = Transaction.current.animation != nil && !Transaction.current.disablesAnimations
    scroller.scroll(to: offset, animated: animated)
  }
}

extension ViewNode {
  /// The nearest scroll view around this node, and the node that is its content.
  var scrollerAbove: (Scroller, ViewNode)? {
    var child: ViewNode = self
    var current = parent
    while let n = current {
      if let scroller = n.scrollTarget as? Scroller, child.role == 0, !scroller.paging {
        return (scroller, child)
      }
      child = n
      current = n.parent
    }
    return nil
  }
}

extension ViewNode {
  /// This node's laid-out frame in `ancestor`'s coordinates (frames added up the parents, no transforms: where
  /// layout put it inside scrolled content).
  func frame(relativeTo ancestor: ViewNode) -> CGRect {
    var origin = CGPoint.zero
    var current: ViewNode? = self
    while let node = current, node !== ancestor {
      origin.x += node.frame.minX
      origin.y += node.frame.minY
      current = node.parent
    }
    return CGRect(origin: origin, size: frame.size)
  }
}
