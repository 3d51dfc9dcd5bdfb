import Foundation

/// What layout keeps for a node: how its primitive lays out, its frame and the sizes it answered, so a pass
/// re-measures only what changed.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class NodeLayoutCache: NodePart {
  /// Set by the primitive the node shows; reset before each update.
  @exclusivity(unchecked) var layout: NodeLayout = DefaultLayout()
  /// In the parent's coordinate space.
  @exclusivity(unchecked) var frame: CGRect = .zero
  @exclusivity(unchecked) var sizeCache = SizeAnswers()
  @exclusivity(unchecked) var lastPlacedSize: CGSize?
  /// The children's frames are where `place(in: lastPlacedSize)` put them, for `placedProposal` (see `place`).
  @exclusivity(unchecked) var placementIsValid = false
  @exclusivity(unchecked) var placedProposal: ProposedViewSize?
  /// The last size proposed to this node; parents size a child right before placing it (see placementProposal).
  @exclusivity(unchecked) var lastProposal: ProposedViewSize?
  /// For a view that ignores the safe area: the size its parent gave it, the size it then reached out to at
  /// the last layout, and how much of that is above it and left of it (SafeAreaResolver).
  @exclusivity(unchecked) var safeAreaExpansion:
    (from: CGSize, to: CGSize, top: CGFloat, left: CGFloat)?
  /// For a geometry reader whose content read `proxy.safeAreaInsets`: what it read. Its placement then never
  /// stands (so the resolver visits it), and the resolver builds the content again when the reader, moved
  /// without changing size, reaches past the safe area by other amounts.
  @exclusivity(unchecked) var readSafeAreaInsets: EdgeInsets?

  /// A stack's last distributions of its children (StackLayout.distribution): sized and placed with one
  /// proposal, it is worked out once. The last few: a stack is sized with its parent's proposal and often
  /// placed with another (its parent's size), and a stack in a frame or a scroll view is asked more.
  /// They outlive changes below the stack: each names the children it was worked out with and their
  /// `version`s, and holds while the children that changed answer as before (see `StackLayout.distribution`).
  @exclusivity(unchecked) var stackDistributions: [StackDistribution] = []

  struct StackDistribution {
    let proposal: ProposedViewSize
    let axis: Axis
    let spacing: CGFloat?
    var sizes: [CGSize]
    let proposals: [ProposedViewSize?]
    /// Each child distributed among, and its layout's `version` then.
    var members: [(child: ObjectIdentifier, version: UInt)]
    let totalGap: CGFloat
    /// What ordered the children, each child's priority, minimum and flexibility; nil where no order was
    /// needed (a lone child, nothing proposed along the axis).
    let order: (priorities: [Double], minimums: [CGFloat], flexibility: [CGFloat])?
  }

  /// Moves on whenever what the node's subtree answers may have changed (`subtreeDidChange`): the same version,
  /// the same answers.
  @exclusivity(unchecked) private(set) var version = NodeLayoutCache.nextVersion()
  @exclusivity(unchecked) private static var lastVersion: UInt = 0
  private static func nextVersion() -> UInt {
    lastVersion &+= 1
    return lastVersion
  }

  /// The gaps a stack leaves between its children (StackLayout.cachedGaps).
  @exclusivity(unchecked) var stackGaps: (spacing: CGFloat?, gaps: [CGFloat])?
  /// What a stack along `axis` learnt of this node, as its child, across a cross-axis proposal: its main-axis
  /// size proposed zero and how much more it takes proposed infinity (StackLayout.distribute).
  @exclusivity(unchecked) var stackMeasure:
    (axis: Axis, cross: CGFloat?, minimum: CGFloat, flexibility: CGFloat)?

  /// Whether the node is a Spacer, as a stack sees it (`spacerMinLength`), once known.
  @exclusivity(unchecked) var spacer = CachedSpacer.unknown

  enum CachedSpacer {
    case unknown
    case known(CGFloat??)
  }

  /// `effectiveLayoutPriority`, once known.
  @exclusivity(unchecked) var layoutPriority: Double?

  override func nodeWillUpdate() {
    layout = DefaultLayout()
    layoutPriority = nil
  }
  @discardableResult override func subtreeDidChange() -> Bool {
    if forgotAt == Self.fills { return true }
    forgotAt = Self.fills
    sizeCache.removeAll()
    placementIsValid = false
    spacer = .unknown
    layoutPriority = nil
    stackGaps = nil
    stackMeasure = nil
    version = Self.nextVersion()
    return false
  }

  /// Counts what layout wrote into any node's cache (an answer, a placement, a stack's measure or gaps, a
  /// priority, a spacer): while it stands still, caches that forgot their answers hold none again, so the
  /// thousand readers of a value updated in one pass walk their common ancestors once, not once each.
  @exclusivity(unchecked) private(set) static var fills = 0
  static func noteFill() { fills &+= 1 }
  /// `fills` when this cache last forgot its answers.
  @exclusivity(unchecked) private var forgotAt = -1
}

/// The sizes a node answered, by proposal, until its subtree changes. The last four answers are looked at before
/// the table: comparing them costs less than hashing, and a column of a thousand rows asks each child several
/// proposals a layout (with two kept, a parent re-running over a thousand unchanged rows hashed five thousand
/// questions a layout; with four, three thousand).
struct SizeAnswers {
  private typealias Answer = (proposal: ProposedViewSize, size: CGSize)
  /// Newest first.
  private var first: Answer?
  private var second: Answer?
  private var third: Answer?
  private var fourth: Answer?
  /// Older answers, kept as the table kept them all.
  private var older: [ProposedViewSize: CGSize] = [:]

  /// The answer for `proposal`, if given.
  func answer(for proposal: ProposedViewSize) -> CGSize? {
    if let first, first.proposal == proposal { return first.size }
    if let second, second.proposal == proposal { return second.size }
    if let third, third.proposal == proposal { return third.size }
    if let fourth, fourth.proposal == proposal { return fourth.size }
    return older.isEmpty ? nil : older[proposal]
  }

  /// For a proposal not answered yet.
  mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
    if let fourth { older[fourth.proposal] = fourth.size }
    fourth = third
    third = second
    second = first
    first = (proposal, size)
  }

  mutating func removeAll() {
    first = nil
    second = nil
    third = nil
    fourth = nil
    if !older.isEmpty { older.removeAll(keepingCapacity: true) }
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
  var sizeCache: SizeAnswers {
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
    set {
      NodeLayoutCache.noteFill()
      layoutCache.placementIsValid = newValue
    }
  }
  var placedProposal: ProposedViewSize? {
    get { layoutCache.placedProposal }
    set { layoutCache.placedProposal = newValue }
  }
  var safeAreaExpansion: (from: CGSize, to: CGSize, top: CGFloat, left: CGFloat)? {
    get { layoutCache.safeAreaExpansion }
    set { layoutCache.safeAreaExpansion = newValue }
  }
}
