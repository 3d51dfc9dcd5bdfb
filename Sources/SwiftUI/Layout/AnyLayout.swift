import Foundation

/// A type-erased layout: `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`,
/// then `layout { ... }`. The subviews keep their identity (and state) when the layout changes, and move to
/// their new places in the transaction's animation.
public struct AnyLayout: Layout {
  let base: any Layout

  public init<L: Layout>(_ layout: L) { base = layout }

  public struct Cache {
    var value: Any?
  }

  public func makeCache(subviews: Subviews) -> Cache {
    func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
    return Cache(value: make(base))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    func size<L: Layout>(_ layout: L) -> CGSize {
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache.value = inner }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }
    return size(base)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    func place<L: Layout>(_ layout: L) {
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      cache.value = inner
    }
    place(base)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
      var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache.value = inner }
      return layout.spacing(subviews: subviews, cache: &inner)
    }
    return spacing(base)
  }

  /// The wrapped layout's graph layout, so switching between two stacks keeps using the runtime's own.
  @MainActor func nodeLayout(box: LayoutCacheBox) -> NodeLayout {
    func open<L: Layout>(_ layout: L) -> NodeLayout { SwiftUI.nodeLayout(for: layout, box: box) }
    return open(base)
  }
}
