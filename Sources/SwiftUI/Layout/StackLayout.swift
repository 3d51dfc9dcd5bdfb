import Foundation

/// HStack and VStack: the priority- and flexibility-ordered distribution of reference §1.
struct StackLayout: ExplicitAlignmentLayout {
  let axis: Axis
  /// Fraction along the cross axis (0 = leading/top).
  let crossFraction: CGFloat
  let spacing: CGFloat?
  /// The guide the children line up on across the stack; nil lines them up by `crossFraction` alone.
  var guide: AlignmentKey?

  init(axis: Axis, alignment: CGFloat, spacing: CGFloat?) {
    self.axis = axis
    self.crossFraction = alignment
    self.spacing = spacing
  }
  init(axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?) {
    self.init(axis: axis, alignment: alignment.fraction, spacing: spacing)
    guide = alignment.key
  }
  init(axis: Axis, alignment: VerticalAlignment, spacing: CGFloat?) {
    self.init(axis: axis, alignment: alignment.fraction, spacing: spacing)
    guide = alignment.key
  }

  /// The guide when the children's own values of it count (`AlignmentKey.counts`).
  func guideInUse(_ node: ViewNode) -> AlignmentKey? {
    guard let guide, guide.axis == axis.other, guide.counts(in: node.graph) else { return nil }
    return guide
  }

  /// The stack's own guide is the line its children sit on; other guides come from its children (the first
  /// child that sets one, the last for a last baseline).
  func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? {
    let children = node.liveChildren
    guard !children.isEmpty else { return nil }
    node.place(in: size)
    if key == guide, key.axis == axis.other, let first = children.first {
      return first.frame.origin[key.axis] + first.alignmentValue(key, size: first.frame.size)
    }
    for child in key.isLastBaseline ? children.reversed() : children {
      if let value = child.explicitAlignment(key, size: child.frame.size) {
        return child.frame.origin[key.axis] + value
      }
    }
    return nil
  }

  static let defaultSpacing: CGFloat = 8

  /// Gap before each child (the first child's is 0).
  func gaps(_ children: [ViewNode]) -> [CGFloat] {
    var result: [CGFloat] = []
    for (index, child) in children.enumerated() {
      if index == 0 {
        result.append(0)
      } else if let spacing {
        result.append(spacing)
      } else {
        let nextToSpacer =
          child.spacerMinLength != nil || children[index - 1].spacerMinLength != nil
        result.append(nextToSpacer ? 0 : Self.defaultSpacing)
      }
    }
    return result
  }

  /// Main-axis sizes chosen by each child, in source order, plus the cross size each reported.
  func distribute(_ proposal: ProposedViewSize, children: [ViewNode]) -> [CGSize] {
    distribute(proposal, children: children, gaps: gaps(children)).sizes
  }

  /// `distribute`, with what it was worked out from: the proposal each child was last asked with (nil for a
  /// Spacer, which is not), the children and their layouts' versions, and what ordered them.
  func distribute(_ proposal: ProposedViewSize, children: [ViewNode], gaps gapList: [CGFloat])
    -> NodeLayoutCache.StackDistribution
  {
    var proposals = [ProposedViewSize?](repeating: nil, count: children.count)
    let totalGap = gapList.reduce(0, +)
    let cross = proposal[axis.other]
    func made(
      _ sizes: [CGSize], order: (priorities: [Double], minimums: [CGFloat], flexibility: [CGFloat])?
    ) -> NodeLayoutCache.StackDistribution {
      NodeLayoutCache.StackDistribution(
        proposal: proposal, axis: axis, spacing: spacing, sizes: sizes, proposals: proposals,
        members: children.map { (ObjectIdentifier($0), $0.layoutCache.version) },
        totalGap: totalGap,
        order: order)
    }
    guard let mainProposal = proposal[axis] else {
      var p = ProposedViewSize.unspecified
      p[axis.other] = cross
      let sizes = children.enumerated().map { index, child in
        if let minLength = child.spacerMinLength {
          return CGSize(axis: axis, main: minLength ?? 8, cross: 0)
        }
        proposals[index] = p
        return child.sizeThatFits(p)
      }
      return made(sizes, order: nil)
    }
    func propose(_ index: Int, _ main: CGFloat) -> CGSize {
      let child = children[index]
      if let minLength = child.spacerMinLength {
        return CGSize(axis: axis, main: max(main, minLength ?? 8), cross: 0)
      }
      var p = ProposedViewSize.unspecified
      p[axis] = main
      p[axis.other] = cross
      proposals[index] = p
      return child.sizeThatFits(p)
    }
    // A lone child takes all there is: its minimum and flexibility order nothing and reserve nothing, and
    // asking for them measured it at zero (a text wrapped a letter a line, shaped letter by letter) and at
    // infinity for nothing — a List row's HStack around its content did so for every row built.
    if children.count == 1 {
      return made([propose(0, max(mainProposal - totalGap, 0))], order: nil)
    }
    // Flexibility = size at infinity minus size at zero; least flexible first within a priority. Each
    // child's priority and sizes are read once (the sort compares a thousand rows ten thousand times).
    let count = children.count
    var priorities = [Double](repeating: 0, count: count)
    var minimums = [CGFloat](repeating: 0, count: count)
    var flexibility = [CGFloat](repeating: 0, count: count)
    var samePriority = true
    var inOrder = true
    for (index, child) in children.enumerated() {
      priorities[index] = child.effectiveLayoutPriority
      if priorities[index] != priorities[0] { samePriority = false }
      (minimums[index], flexibility[index]) = measure(child, cross: cross) { propose(index, $0) }
      if index > 0, flexibility[index] < flexibility[index - 1] { inOrder = false }
    }
    // Rows alike (the same priority, flexibility never decreasing) are already in the order the sort gives.
    let order =
      samePriority && inOrder
      ? Array(children.indices)
      : children.indices.sorted { a, b in
        if !samePriority, priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
        return a < b
      }
    var sizes = [CGSize](repeating: .zero, count: count)
    var remaining = mainProposal - totalGap
    var position = 0
    while position < order.count {
      let priority = priorities[order[position]]
      var groupEnd = position
      while groupEnd < order.count && priorities[order[groupEnd]] == priority { groupEnd += 1 }
      // Space reserved for lower-priority children: their minimum sizes.
      let reserved = order[groupEnd...].reduce(CGFloat(0)) { $0 + minimums[$1] }
      var available = remaining - reserved
      for (offset, index) in order[position..<groupEnd].enumerated() {
        let left = CGFloat(groupEnd - position - offset)
        let size = propose(index, max(available / left, 0))
        sizes[index] = size
        available -= size[axis]
        remaining -= size[axis]
      }
      position = groupEnd
    }
    return made(sizes, order: (priorities, minimums, flexibility))
  }

  /// A child's main-axis size proposed zero and how much more it takes proposed infinity, across `cross`.
  /// A child that did not change since it was measured across the same cross proposal keeps them
  /// (`NodeLayoutCache.stackMeasure`): a stack re-laid out for one new child asks the others nothing but
  /// their final size.
  private func measure(
    _ child: ViewNode, cross: CGFloat?, propose: (CGFloat) -> CGSize
  ) -> (minimum: CGFloat, flexibility: CGFloat) {
    let cache = child.layoutCache
    if let measure = cache.stackMeasure, measure.axis == axis, measure.cross == cross {
      return (measure.minimum, measure.flexibility)
    }
    let minimum = propose(0)[axis]
    let flexibility = propose(.infinity)[axis] - minimum
    cache.stackMeasure = (axis, cross, minimum, flexibility)
    NodeLayoutCache.noteFill()
    return (minimum, flexibility)
  }

  /// `distribute` for the stack's node: a stack is sized and then placed with the same proposal, so the
  /// sizes it chose are kept with its layout cache, and kept through changes below it that leave them as
  /// they were (`stillHolds`).
  func distribution(_ proposal: ProposedViewSize, node: ViewNode, children: [ViewNode]) -> [CGSize]
  {
    let cache = node.layoutCache
    let gapList = cachedGaps(node: node, children: children)
    // Keyed by axis and spacing too: a custom layout may measure the same subviews as an HStack and a VStack.
    if let index = cache.stackDistributions.firstIndex(where: {
      $0.proposal == proposal && $0.axis == axis && $0.spacing == spacing
    }) {
      if stillHolds(&cache.stackDistributions[index], children: children, gaps: gapList) {
        let last = cache.stackDistributions[index]
        // As distributing again would leave them: each child's last proposal is the one it was sized with.
        for (child, proposal) in zip(children, last.proposals) where proposal != nil {
          child.lastProposal = proposal
        }
        return last.sizes
      }
      cache.stackDistributions.remove(at: index)
    }
    let made = distribute(proposal, children: children, gaps: gapList)
    node.graph.stackDistributionsMade += 1
    if cache.stackDistributions.count == Self.distributionsKept {
      cache.stackDistributions.removeFirst()
    }
    cache.stackDistributions.append(made)
    return made.sizes
  }

  /// How many distributions (by proposal) a stack keeps.
  static let distributionsKept = 4

  /// Whether `last` is what distributing among `children` again would give: the same children, and each one
  /// that changed since (its layout's version moved) ordered as before (the same priority, minimum and
  /// flexibility) and as long as before at the proposal it was given. The children before it in the order
  /// then leave it the same space, and it leaves the ones after it the same: every proposal is the one made
  /// before. A changed child's new size across the stack is taken into `last`. A parent re-running its body
  /// over a thousand unchanged rows and one new label lays them out without distributing them again.
  private func stillHolds(
    _ last: inout NodeLayoutCache.StackDistribution, children: [ViewNode], gaps: [CGFloat]
  ) -> Bool {
    guard last.members.count == children.count, last.totalGap == gaps.reduce(0, +) else {
      return false
    }
    let cross = last.proposal[axis.other]
    for (index, child) in children.enumerated() {
      let cache = child.layoutCache
      let member = last.members[index]
      guard member.child == ObjectIdentifier(child) else { return false }
      if member.version == cache.version { continue }
      // A Spacer's length is not asked of it, but made from its minimum and the space left.
      guard let proposal = last.proposals[index], child.spacerMinLength == nil else { return false }
      if let order = last.order {
        guard child.effectiveLayoutPriority == order.priorities[index] else { return false }
        let measured = measure(child, cross: cross) { main in
          var p = ProposedViewSize.unspecified
          p[axis] = main
          p[axis.other] = cross
          return child.sizeThatFits(p)
        }
        guard measured.minimum == order.minimums[index],
          measured.flexibility == order.flexibility[index]
        else { return false }
      }
      let size = child.sizeThatFits(proposal)
      guard size[axis] == last.sizes[index][axis] else { return false }
      last.sizes[index] = size
      last.members[index].version = cache.version
    }
    return true
  }

  /// The gaps between the children, kept with the layout cache while the subtree stays the same (each asks
  /// every child and its neighbour whether it is a Spacer).
  func cachedGaps(node: ViewNode, children: [ViewNode]) -> [CGFloat] {
    let cache = node.layoutCache
    if let last = cache.stackGaps, last.spacing == spacing, last.gaps.count == children.count {
      return last.gaps
    }
    let list = gaps(children)
    cache.stackGaps = (spacing, list)
    NodeLayoutCache.noteFill()
    return list
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let children = node.liveChildren
    let sizes = distribution(proposal, node: node, children: children)
    let main =
      sizes.reduce(0) { $0 + $1[axis] } + cachedGaps(node: node, children: children).reduce(0, +)
    var cross = sizes.reduce(0) { max($0, $1[axis.other]) }
    if let guide = guideInUse(node) { cross = lineUp(guide, children, sizes: sizes).length }
    return CGSize(axis: axis, main: main, cross: cross)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    let sizes = distribution(node.placementProposal(for: size), node: node, children: children)
    let gapList = cachedGaps(node: node, children: children)
    let line = guideInUse(node).map { lineUp($0, children, sizes: sizes) }
    var cursor: CGFloat = 0
    for (index, child) in children.enumerated() {
      cursor += gapList[index]
      let childSize = sizes[index]
      var crossOffset = crossFraction * (size[axis.other] - childSize[axis.other])
      if let line {
        crossOffset =
          line.offsets[index] + max(size[axis.other] - line.length, 0) * min(crossFraction, 1)
      }
      var origin = CGPoint.zero
      origin[axis] = cursor
      origin[axis.other] = crossOffset
      child.frame = CGRect(origin: origin, size: childSize)
      cursor += childSize[axis]
    }
  }
}
