import Foundation

/// What layout keeps for a node: how its primitive lays out, its frame and the sizes it answered, so a pass
/// re-measures only what changed.
final class NodeLayoutCache: NodePart {
  /// Set by the primitive the node shows; reset before each update.
  var layout: NodeLayout = DefaultLayout()
  /// In the parent's coordinate space.
  var frame: CGRect = .zero
  var sizeCache: [ProposedViewSize: CGSize] = [:]
  var lastPlacedSize: CGSize?
  /// The children's frames are where `place(in: lastPlacedSize)` put them, for `placedProposal` (see `place`).
  var placementIsValid = false
  var placedProposal: ProposedViewSize?
  /// The last size proposed to this node; parents size a child right before placing it (see placementProposal).
  var lastProposal: ProposedViewSize?
  /// For a view that ignores the safe area: the size its parent gave it, the size it then reached out to at
  /// the last layout, and how much of that is above it (SafeAreaResolver).
  var safeAreaExpansion: (from: CGSize, to: CGSize, top: CGFloat)?

  /// A stack's last distribution of its children (StackLayout.distribution): sized and placed with one
  /// proposal, it is worked out once.
  var stackDistribution:
    (
      proposal: ProposedViewSize, axis: Axis, spacing: CGFloat?, sizes: [CGSize],
      proposals: [ProposedViewSize?]
    )?

  /// The gaps a stack leaves between its children (StackLayout.cachedGaps).
  var stackGaps: (spacing: CGFloat?, gaps: [CGFloat])?
  /// What a stack along `axis` learnt of this node, as its child, across a cross-axis proposal: its main-axis
  /// size proposed zero and how much more it takes proposed infinity (StackLayout.distribute).
  var stackMeasure: (axis: Axis, cross: CGFloat?, minimum: CGFloat, flexibility: CGFloat)?

  /// Whether the node is a Spacer, as a stack sees it (`spacerMinLength`), once known.
  var spacer = CachedSpacer.unknown

  enum CachedSpacer {
    case unknown
    case known(CGFloat??)
  }

  /// `effectiveLayoutPriority`, once known.
  var layoutPriority: Double?

  override func nodeWillUpdate() {
    layout = DefaultLayout()
    layoutPriority = nil
  }
  override func subtreeDidChange() {
    if !sizeCache.isEmpty { sizeCache.removeAll(keepingCapacity: true) }
    placementIsValid = false
    spacer = .unknown
    layoutPriority = nil
    stackGaps = nil
    stackMeasure = nil
    stackDistribution = nil
  }
}

extension ViewNode {
  /// The node's layout cache, created on first use.
  var layoutCache: NodeLayoutCache {
    if let part = layoutPart { return unsafeDowncast(part, to: NodeLayoutCache.self) }
    let part = NodeLayoutCache()
    layoutPart = part
    return part
  }

  var layout: NodeLayout {
    get { layoutCache.layout }
    set { layoutCache.layout = newValue }
  }
  /// Layout's result, in the parent's coordinate space.
  var frame: CGRect {
    get { layoutCache.frame }
    set {
      let cache = layoutCache
      if cache.frame != newValue { markNeedsCommit() }
      cache.frame = newValue
      graph.geometryGeneration &+= 1
    }
  }
  var sizeCache: [ProposedViewSize: CGSize] {
    get { layoutCache.sizeCache }
    _modify { yield &layoutCache.sizeCache }
  }
  var lastPlacedSize: CGSize? {
    get { layoutCache.lastPlacedSize }
    set { layoutCache.lastPlacedSize = newValue }
  }
  var lastProposal: ProposedViewSize? {
    get { layoutCache.lastProposal }
    set { layoutCache.lastProposal = newValue }
  }
  var placementIsValid: Bool {
    get { layoutCache.placementIsValid }
    set { layoutCache.placementIsValid = newValue }
  }
  var placedProposal: ProposedViewSize? {
    get { layoutCache.placedProposal }
    set { layoutCache.placedProposal = newValue }
  }
  var safeAreaExpansion: (from: CGSize, to: CGSize, top: CGFloat)? {
    get { layoutCache.safeAreaExpansion }
    set { layoutCache.safeAreaExpansion = newValue }
  }
}
