import Foundation

/// A vertical stack for long scrolling content. It lays out as VStack except that it takes the whole width
/// offered (a VStack hugs its widest child), as on iOS; every row is made, not only the visible ones.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  func makeNode(_ node: ViewNode) {
    node.layout = LazyStackLayout(
      base: StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing),
      axis: .vertical)
    node.setContent(content)
  }
}

/// A horizontal stack for long scrolling content: as HStack, but as tall as the height offered.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  func makeNode(_ node: ViewNode) {
    node.layout = LazyStackLayout(
      base: StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing),
      axis: .horizontal)
    node.setContent(content)
  }
}

/// Which parts of sections stay pinned while a lazy stack scrolls (accepted; they scroll with the rest).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A stack that fills the cross axis of a finite proposal, its children aligned within it.
struct LazyStackLayout: NodeLayout {
  let base: StackLayout
  let axis: Axis

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    var size = base.sizeThatFits(proposal, node: node)
    if let cross = proposal[axis.other], cross.isFinite {
      size[axis.other] = max(size[axis.other], cross)
    }
    return size
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    base.placeChildren(in: size, node: node)
  }
}
