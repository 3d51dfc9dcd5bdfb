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
        node.safeAreaExpansion = (
          absolute.size, expanded.size, absolute.minY - expanded.minY, absolute.minX - expanded.minX
        )
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
    if let read = node.layoutCache.readSafeAreaInsets,
      read != Self.insets(of: absolute, past: safe)
    {
      // A reader told the safe area moved past it without changing size: its content is built again.
      node.lastPlacedSize = nil
      node.place(in: absolute.size)
    }
    let areas = Areas(safe: safe, screen: screen).forChildren(of: node, at: absolute)
    for child in node.liveChildren {
      apply(to: child, origin: absolute.origin, safe: areas.safe, screen: areas.screen)
    }
  }

  /// How far `frame` reaches past `safe`, edge by edge (no further than the frame itself).
  static func insets(of frame: CGRect, past safe: CGRect) -> EdgeInsets {
    EdgeInsets(
      top: min(max(safe.minY - frame.minY, 0), frame.height),
      leading: min(max(safe.minX - frame.minX, 0), frame.width),
      bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
      trailing: min(max(frame.maxX - safe.maxX, 0), frame.width))
  }

  /// The safe area and the reach a view's children get: `safe` and `screen` as they are for the view, less
  /// what its bars take (`safeAreaEndsAtBottom`, `safeAreaStartsAtTop`), the whole reach inside a scroll view's
  /// content (it insets its content itself), and a sheet's card confining what reaches up.
  @MainActor struct Areas {
    var safe: CGRect
    var screen: CGRect

    func forChildren(of node: ViewNode, at absolute: CGRect) -> Areas {
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
      return Areas(safe: inner, screen: reach)
    }
  }
}

extension ViewNode {
  /// How far this view's frame reaches past the safe area that applies to it, edge by edge, as SwiftUI's
  /// `GeometryProxy.safeAreaInsets` tells it: the window's insets where the view reaches under the status bar
  /// or the home indicator, the tab bar's height too when it reaches under a tab bar, nothing for a view inside
  /// the safe area. Worked out along the ancestors as SafeAreaResolver hands the safe area down; asked as a
  /// geometry reader is built, once its ancestors are placed.
  var safeAreaInsetsOfFrame: EdgeInsets {
    var chain: [ViewNode] = []
    var next: ViewNode? = self
    while let node = next {
      chain.append(node)
      next = node.parent
    }
    let full = CGRect(origin: .zero, size: graph.size)
    var areas = SafeAreaResolver.Areas(
      safe: full.inset(by: graph.effectiveSafeAreaInsets), screen: full)
    var absolute = CGRect.zero
    for node in chain.reversed() {
      absolute = node.reachingFrame.offsetBy(dx: absolute.minX, dy: absolute.minY)
      if node !== self { areas = areas.forChildren(of: node, at: absolute) }
    }
    return SafeAreaResolver.insets(of: absolute, past: areas.safe)
  }

  /// The frame as the resolver leaves it: a view placed at once at the size it reached out to at the last
  /// layout (`place(in:)`) keeps the frame its parent gave it until the resolver moves it out.
  private var reachingFrame: CGRect {
    let frame = self.frame
    guard let expansion = safeAreaExpansion, expansion.to != expansion.from,
      frame.size == expansion.from
    else { return frame }
    return CGRect(
      x: frame.minX - expansion.left, y: frame.minY - expansion.top, width: expansion.to.width,
      height: expansion.to.height)
  }
}
