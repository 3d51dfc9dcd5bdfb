import Foundation

/// HStack and VStack: the priority- and flexibility-ordered distribution of reference §1.
struct StackLayout: NodeLayout {
  let axis: Axis
  /// Fraction along the cross axis (0 = leading/top).
  let crossFraction: CGFloat
  let spacing: CGFloat?

  init(axis: Axis, alignment: CGFloat, spacing: CGFloat?) {
    self.axis = axis
    self.crossFraction = alignment
    self.spacing = spacing
  }
  init(axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?) {
    self.init(axis: axis, alignment: alignment.fraction, spacing: spacing)
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
    let gapList = gaps(children)
    let totalGap = gapList.reduce(0, +)
    let cross = proposal[axis.other]
    guard let mainProposal = proposal[axis] else {
      return children.map { child in
        if let minLength = child.spacerMinLength {
          return CGSize(axis: axis, main: minLength ?? 8, cross: 0)
        }
        var p = ProposedViewSize.unspecified
        p[axis.other] = cross
        return child.sizeThatFits(p)
      }
    }
    func propose(_ child: ViewNode, _ main: CGFloat) -> CGSize {
      if let minLength = child.spacerMinLength {
        return CGSize(axis: axis, main: max(main, minLength ?? 8), cross: 0)
      }
      var p = ProposedViewSize.unspecified
      p[axis] = main
      p[axis.other] = cross
      return child.sizeThatFits(p)
    }
    // Flexibility = size at infinity minus size at zero; least flexible first within a priority.
    let flexibility = children.map { child in
      propose(child, .infinity)[axis] - propose(child, 0)[axis]
    }
    let minimums = children.map { child in propose(child, 0)[axis] }
    let order = children.indices.sorted { a, b in
      let pa = children[a].effectiveLayoutPriority
      let pb = children[b].effectiveLayoutPriority
      if pa != pb { return pa > pb }
      if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
      return a < b
    }
    var sizes = [CGSize](repeating: .zero, count: children.count)
    var remaining = mainProposal - totalGap
    var position = 0
    while position < order.count {
      let priority = children[order[position]].effectiveLayoutPriority
      var groupEnd = position
      while groupEnd < order.count && children[order[groupEnd]].effectiveLayoutPriority == priority
      { groupEnd += 1 }
      // Space reserved for lower-priority children: their minimum sizes.
      let reserved = order[groupEnd...].reduce(CGFloat(0)) { $0 + minimums[$1] }
      var available = remaining - reserved
      for (offset, index) in order[position..<groupEnd].enumerated() {
        let left = CGFloat(groupEnd - position - offset)
        let size = propose(children[index], max(available / left, 0))
        sizes[index] = size
        available -= size[axis]
        remaining -= size[axis]
      }
      position = groupEnd
    }
    return sizes
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let children = node.liveChildren
    let sizes = distribute(proposal, children: children)
    let main = sizes.reduce(0) { $0 + $1[axis] } + gaps(children).reduce(0, +)
    let cross = sizes.reduce(0) { max($0, $1[axis.other]) }
    return CGSize(axis: axis, main: main, cross: cross)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    let sizes = distribute(node.placementProposal(for: size), children: children)
    let gapList = gaps(children)
    var cursor: CGFloat = 0
    for (index, child) in children.enumerated() {
      cursor += gapList[index]
      let childSize = sizes[index]
      let crossOffset = crossFraction * (size[axis.other] - childSize[axis.other])
      var origin = CGPoint.zero
      origin[axis] = cursor
      origin[axis.other] = crossOffset
      child.frame = CGRect(origin: origin, size: childSize)
      cursor += childSize[axis]
    }
  }
}
