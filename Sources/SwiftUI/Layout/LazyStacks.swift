import Foundation

/// A vertical stack for long scrolling content. It lays out as VStack except that it takes the whole width
/// offered (a VStack hugs its widest child), as on iOS; in a scroll view only the rows near what is shown are
/// built (LazyRows).
public struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let stack: LazyStack<Content>
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = LazyStack(
      axis: .vertical, guide: alignment.key, fraction: alignment.fraction, spacing: spacing,
      content: content())
  }
  func makeNode(_ node: ViewNode) { stack.makeNode(node) }
}

/// A horizontal stack for long scrolling content: as HStack, but as tall as the height offered.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let stack: LazyStack<Content>
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    stack = LazyStack(
      axis: .horizontal, guide: alignment.key, fraction: alignment.fraction, spacing: spacing,
      content: content())
  }
  func makeNode(_ node: ViewNode) { stack.makeNode(node) }
}

/// The lazy stacks along either axis: their rows, lined up across it on the alignment's guide.
struct LazyStack<Content: View> {
  let axis: Axis
  let guide: AlignmentKey
  let fraction: CGFloat
  let spacing: CGFloat?
  let content: Content

  @MainActor func makeNode(_ node: ViewNode) {
    var slot = 0
    let rows = node.storage(&slot) { LazyRows(axis: axis) }
    rows.spacing = spacing ?? StackLayout.defaultSpacing
    rows.alignment = fraction
    rows.guide = guide
    node.layout = LazyStackLayout(rows: rows)
    rows.update(node, items: flatten(content))
  }
}

/// Which parts of sections stay pinned while a lazy stack scrolls (accepted; they scroll with the rest).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A stack that fills the cross axis of a finite proposal, its children aligned within it, built lazily.
struct LazyStackLayout: NodeLayout {
  let rows: LazyRows

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    rows.sizeThatFits(proposal, node: node)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    rows.placeChildren(in: size, node: node)
  }
}
