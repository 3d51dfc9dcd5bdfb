import Foundation

/// How a `PackagePrimitiveView` sizes itself and places its content, as SwiftUI's `Layout` (reference §1).
@MainActor package protocol PrimitiveLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [PrimitiveSubview]) -> CGSize
  /// Places every subview inside `bounds` (the primitive's own space: origin zero).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [PrimitiveSubview])
}

extension PrimitiveLayout {
  /// Subviews centred at the size they ask for (a primitive without content needs nothing more).
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [PrimitiveSubview]
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
  }
}

/// A child of a primitive, as a layout sees it.
@MainActor package struct PrimitiveSubview {
  let node: ViewNode

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

  package var priority: Double { node.effectiveLayoutPriority }

  /// Sets the child's frame: sized for `proposal`, with `anchor` of that frame at `point`.
  package func place(
    at point: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let size = node.sizeThatFits(proposal)
    node.frame = CGRect(
      x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
      height: size.height)
  }
}

extension PrimitiveNode {
  package func setLayout(_ layout: some PrimitiveLayout) {
    node.layout = PackageLayout(base: layout)
  }
}

/// A package layout as the graph's `NodeLayout`.
struct PackageLayout: NodeLayout {
  /// A primitive places its content where it means (a map's annotations at their coordinates).
  var placesChildrenPhysically: Bool { true }
  let base: any PrimitiveLayout
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    base.sizeThatFits(proposal, subviews: node.liveChildren.map(PrimitiveSubview.init(node:)))
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    base.placeSubviews(
      in: CGRect(origin: .zero, size: size), proposal: node.placementProposal(for: size),
      subviews: node.liveChildren.map(PrimitiveSubview.init(node:)))
  }
}
