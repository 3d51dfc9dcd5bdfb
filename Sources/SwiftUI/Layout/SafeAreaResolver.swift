import Foundation

/// Extends views that ignore the safe area out to the screen edges they touch (after normal layout, so the
/// parent's layout is unchanged, as in SwiftUI).
@MainActor struct SafeAreaResolver {
  let screen: CGRect
  let safe: CGRect

  func apply(to node: ViewNode, origin: CGPoint) {
    apply(to: node, origin: origin, safe: safe, screen: screen)
  }

  /// `safe` is the safe area for `node`: the window's, raised inside views with a bar along their bottom.
  /// `screen` is as far as a view may reach: the window, or the card of a sheet it is in.
  private func apply(to node: ViewNode, origin: CGPoint, safe: CGRect, screen: CGRect) {
    // A subtree whose placement stands holds no view that ignores the safe area nor one that did at the last
    // layout (`place` leaves the mark off above those): nothing below reaches out, so the walk skips it.
    if node.placementIsValid { return }
    node.graph.safeAreaVisits += 1
    var absolute = node.frame.offsetBy(dx: origin.x, dy: origin.y)
    let edges = node.attributes.ignoredSafeAreaEdges
    if !edges.isEmpty {
      var expanded = absolute
      let tolerance: CGFloat = 0.5
      if edges.contains(.top) && absolute.minY <= safe.minY + tolerance
        && absolute.minY > screen.minY
      {
        expanded.size.height += expanded.minY - screen.minY
        expanded.origin.y = screen.minY
      }
      if edges.contains(.bottom) && absolute.maxY >= safe.maxY - tolerance
        && absolute.maxY < screen.maxY
      {
        expanded.size.height = screen.maxY - expanded.minY
      }
      if edges.contains(.leading) && absolute.minX <= safe.minX + tolerance
        && absolute.minX > screen.minX
      {
        expanded.size.width += expanded.minX - screen.minX
        expanded.origin.x = screen.minX
      }
      if edges.contains(.trailing) && absolute.maxX >= safe.maxX - tolerance
        && absolute.maxX < screen.maxX
      {
        expanded.size.width = screen.maxX - expanded.minX
      }
      if expanded != absolute {
        node.safeAreaExpansion = (absolute.size, expanded.size, absolute.minY - expanded.minY)
        node.frame = expanded.offsetBy(dx: -origin.x, dy: -origin.y)
        node.place(in: expanded.size)
        absolute = expanded
      } else if node.safeAreaExpansion != nil {
        // It no longer reaches out (it moved off the edge): placed at the expanded size in advance, it is
        // placed again at its own.
        node.safeAreaExpansion = nil
        if node.lastPlacedSize != absolute.size { node.place(in: absolute.size) }
      }
    } else if node.safeAreaExpansion != nil {
      node.safeAreaExpansion = nil
      if node.lastPlacedSize != absolute.size { node.place(in: absolute.size) }
    }
    var inner = safe
    if node.attributes.safeAreaEndsAtBottom, absolute.maxY < inner.maxY {
      inner.size.height = max(absolute.maxY - inner.minY, 0)
    }
    if node.attributes.keepsContentInSafeArea { inner = screen }
    if node.attributes.safeAreaStartsAtTop, absolute.minY > inner.minY {
      inner = CGRect(
        x: inner.minX, y: absolute.minY, width: inner.width,
        height: max(inner.maxY - absolute.minY, 0))
    }
    var reach = screen
    if node.attributes.confinesSafeAreaReach, absolute.minY > reach.minY {
      // Only the top: below, the card's background (and what inside reaches the bottom) goes on to the
      // screen's edge under the home indicator.
      reach = CGRect(
        x: reach.minX, y: absolute.minY, width: reach.width,
        height: max(reach.maxY - absolute.minY, 0))
    }
    for child in node.liveChildren {
      apply(to: child, origin: absolute.origin, safe: inner, screen: reach)
    }
  }
}
