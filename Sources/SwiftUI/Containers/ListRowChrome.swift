import Foundation

/// A list row's cell around its padded content, in one node: the opaque fill behind it, the hairline separator
/// under it and the rectangle that takes its touches. Written as `.background(fill)`, `.overlay(alignment:
/// .bottom) { separator.frame(height:).padding(.leading:) }` and `.contentShape(Rectangle())` these were seven
/// nodes of every row, built and released as a long list scrolls. Drawn the same: the fill is the node's own
/// drawing (a `Color` fills its frame as this node's frame), the separator a leaf of its own above the content.
struct ListRowChrome: BuiltinModifier {
  /// Drawn by the node when it is a `Color`; any other view is a background child, as `.background` makes it.
  let background: any View
  /// The separator's inset from the leading edge; nil when the row shows none.
  let separatorInset: CGFloat?

  static let backgroundRole = 1
  static let separatorRole = 2

  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = ListRowChromeLayout()
    node.attributes.contentShape = AnyShape(Rectangle())
    let fill = background as? Color
    node.drawing = fill.map {
      ShapeDrawing(shape: AnyShape(Rectangle()), style: .fill(AnyShapeStyle($0), FillStyle()))
    }
    node.setContent(content)
    node.setSecondary(fill == nil ? background : EmptyView(), role: Self.backgroundRole)
    node.setSecondary(
      separatorInset.map { ListRowSeparator(leadingInset: $0) } ?? EmptyView(),
      role: Self.separatorRole)
    // Drawing order: a background view under the content, the separator over it.
    let backgrounds = node.children.filter { $0.role == Self.backgroundRole && !$0.isRemoving }
    let separators = node.children.filter { $0.role == Self.separatorRole && !$0.isRemoving }
    let others = node.children.filter {
      $0.isRemoving || ($0.role != Self.backgroundRole && $0.role != Self.separatorRole)
    }
    node.children = backgrounds + others + separators
  }
}

/// Sized by the content; the background is proposed the row's size and centred on it, the separator proposed
/// it and set at the bottom (as the `.background` and `.overlay(alignment: .bottom)` it stands for).
struct ListRowChromeLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(proposal)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    node.alignContent(in: size, proposal: node.placementProposal(for: size), alignment: .center)
    for child in node.liveChildren where child.role != 0 {
      let alignment: Alignment = child.role == ListRowChrome.separatorRole ? .bottom : .center
      let s = child.sizeThatFits(ProposedViewSize(size))
      child.frame = CGRect(
        origin: node.alignedOrigin(of: child, size: s, in: size, alignment), size: s)
    }
  }
}

/// The hairline under a row: a third of a point high, from the row's leading inset to its trailing edge (the
/// leading edge is the right one right to left).
struct ListRowSeparator: View, PrimitiveView {
  typealias Body = Never
  let leadingInset: CGFloat
  static let thickness: CGFloat = 1 / 3

  func makeNode(_ node: ViewNode) {
    node.layout = ListRowSeparatorLayout(leadingInset: leadingInset)
    let shape = InsetLine(
      leadingInset: leadingInset, rightToLeft: node.environment.layoutDirection == .rightToLeft)
    node.drawing = ShapeDrawing(
      shape: AnyShape(shape), style: .fill(AnyShapeStyle(ListMetrics.separator), FillStyle()))
  }

  /// As `Color.frame(height:).padding(.leading:)` sizes: the width offered, the thickness high.
  struct ListRowSeparatorLayout: NodeLayout {
    let leadingInset: CGFloat
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
      let line = proposal.width.map { max($0 - leadingInset, 0) } ?? 10
      return CGSize(width: line + leadingInset, height: ListRowSeparator.thickness)
    }
    func placeChildren(in size: CGSize, node: ViewNode) {}
  }

  /// The part of the frame past the leading inset.
  struct InsetLine: Shape {
    let leadingInset: CGFloat
    let rightToLeft: Bool
    func path(in rect: CGRect) -> Path {
      let width = max(rect.width - leadingInset, 0)
      return Path(
        CGRect(
          x: rect.minX + (rightToLeft ? 0 : leadingInset), y: rect.minY, width: width,
          height: rect.height))
    }
  }
}
