import Foundation

/// The propose / size / place protocol each primitive implements (reference §1).
@MainActor protocol NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
  /// Sets `frame` of the node's live children, in the node's own coordinate space.
  func placeChildren(in size: CGSize, node: ViewNode)
  /// True for layouts whose children sit at physical places (a scroll view's content at its scroll
  /// offset, a menu beside the button that opened it): right to left does not mirror them.
  var placesChildrenPhysically: Bool { get }
}

extension NodeLayout {
  var placesChildrenPhysically: Bool { false }
}

extension ViewNode {
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    lastProposal = proposal
    let cache = layoutCache
    if let cached = cache.sizeCache.answer(for: proposal) { return cached }
    let size = cache.layout.sizeThatFits(proposal, node: self)
    cache.sizeCache.insert(size, for: proposal)
    NodeLayoutCache.noteFill()
    return size
  }

  /// Places this node's subtree inside a frame of `size` (the node's own frame is set by its parent).
  func place(in size: CGSize) {
    // A view that reached into the safe area from this same size at the last layout will again, once
    // layout is done (SafeAreaResolver): placed at the larger size now, content built from its size (a
    // GeometryReader's) is built once a layout rather than twice, first at the smaller size.
    var size = size
    if let reached = reachedSize(for: size) { size = reached }
    // Nothing below changed since it was placed at this size (`invalidateLayout` clears the mark up the tree):
    // the children's frames stand. Views that ignore the safe area were moved after placement, so their
    // ancestors are placed again.
    if placementIsValid, lastPlacedSize == size, placedProposal == lastProposal { return }
    layout.placeChildren(in: size, node: self)
    // Right to left, as SwiftUI does it: every layout places its children left to right and the x of
    // each child is then flipped within its parent, so stacks, alignments, padding and frames all mirror
    // without knowing it. Offsets and drawings are not frames and stay physical.
    // A leaf has nothing to flip: the environment is not asked (a thousand labels placed on every write).
    if !children.isEmpty, environment.layoutDirection == .rightToLeft,
      !layout.placesChildrenPhysically
    {
      for child in liveChildren {
        child.frame.origin.x = size.width - child.frame.maxX
      }
    }
    lastPlacedSize = size
    placedProposal = lastProposal
    // A view placed at a size it reached out to (or that no longer reaches out) waits for SafeAreaResolver too.
    var ignoresSafeArea = !attributes.ignoredSafeAreaEdges.isEmpty || safeAreaExpansion != nil
    for child in liveChildren {
      child.place(in: child.frame.size)
      if !child.placementIsValid { ignoresSafeArea = true }
    }
    placementIsValid = !ignoresSafeArea && layoutCache.readSafeAreaInsets == nil
  }

  /// The size a view that reached into the safe area at the last layout is placed at when its parent gives it
  /// `size`: the same reach, when `size` is the size it reached from along the axes it reached along. A view
  /// that reached up and down and is now narrower (a column of labels whose widest changed) reaches as before,
  /// instead of being placed at its own height first and at its reach once SafeAreaResolver has seen it.
  /// Only a guess: the resolver places it again when it no longer reaches as far.
  private func reachedSize(for size: CGSize) -> CGSize? {
    guard let expansion = safeAreaExpansion else { return nil }
    if expansion.from == size { return expansion.to }
    let reachesAcross = expansion.to.width != expansion.from.width
    let reachesAlong = expansion.to.height != expansion.from.height
    guard !reachesAcross || size.width == expansion.from.width,
      !reachesAlong || size.height == expansion.from.height
    else { return nil }
    let reached = CGSize(
      width: reachesAcross ? expansion.to.width : size.width,
      height: reachesAlong ? expansion.to.height : size.height)
    // What the layouts below see (a scroll view insets its content by the reach above it) is this reach.
    safeAreaExpansion = (size, reached, expansion.top, expansion.left)
    return reached
  }

  /// The proposal that gave this node the `size` it is being placed at, as SwiftUI hands `placeSubviews` the
  /// proposal: a stack that overflows must not share out its larger size again. When the size came from
  /// elsewhere (extended into the safe area), the size itself.
  func placementProposal(for size: CGSize) -> ProposedViewSize {
    if let proposal = lastProposal, sizeThatFits(proposal) == size { return proposal }
    return ProposedViewSize(size)
  }

  /// Priority of this view in a stack: set by `.layoutPriority`, seen through single-child wrappers.
  /// Kept until the subtree changes, as `spacerMinLength` is: stacks ask it of every child in every layout.
  var effectiveLayoutPriority: Double {
    let cache = layoutCache
    if let known = cache.layoutPriority { return known }
    var value: Double = 0
    if let priority = attributes.layoutPriority {
      value = priority
    } else if attributes.spacerMinLength != nil {
      value = -.infinity
    } else if !drawsItself, Self.isSeenThrough(cache.layout),
      let only = onlyLiveChild
    {
      value = only.effectiveLayoutPriority
    }
    cache.layoutPriority = value
    NodeLayoutCache.noteFill()
    return value
  }

  /// Whether a layout passes its one child's spacing on: compared by type, not cast (`is` went through the
  /// runtime's dynamic cast for each of a thousand stack children asked on every layout).
  private static func isSeenThrough(_ layout: NodeLayout) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: layout))
    return type == ObjectIdentifier(DefaultLayout.self)
      || type == ObjectIdentifier(AlignmentGuideLayout.self)
  }

  /// A Spacer (possibly wrapped in a view whose body is a Spacer): `.some(minLength)`. Kept until the subtree
  /// changes: a stack asks it of every child in every layout, through each child's single-child chain.
  var spacerMinLength: CGFloat?? {
    let cache = layoutCache
    if case .known(let value) = cache.spacer { return value }
    var value: CGFloat?? = nil
    if let own = attributes.spacerMinLength {
      value = own
    } else if !drawsItself, Self.isSeenThrough(cache.layout),
      let only = onlyLiveChild
    {
      value = only.spacerMinLength
    }
    cache.spacer = .known(value)
    NodeLayoutCache.noteFill()
    return value
  }
}

/// Composite views and modifiers that do not change layout: one child passes through; several children
/// (a custom view whose body is a bare list of views) stack vertically, as SwiftUI does at the root.
struct DefaultLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let live = node.liveChildren
    if live.isEmpty { return .zero }
    if live.count == 1 { return live[0].sizeThatFits(proposal) }
    return StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil)
      .sizeThatFits(
        proposal, node: node)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    let live = node.liveChildren
    if live.count == 1 {
      // The child is proposed what this wrapper was (it is smaller than the wrapper only when it chose so).
      let childSize = live[0].sizeThatFits(node.placementProposal(for: size))
      live[0].frame = CGRect(
        x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2,
        width: childSize.width, height: childSize.height)
    } else if live.count > 1 {
      StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil)
        .placeChildren(
          in: size, node: node)
    }
  }
}

/// Places a child of the given size inside a container using an alignment.
func aligned(_ child: CGSize, in container: CGSize, _ alignment: Alignment) -> CGPoint {
  CGPoint(
    x: alignment.horizontal.fraction * (container.width - child.width),
    y: alignment.vertical.fraction * (container.height - child.height))
}
