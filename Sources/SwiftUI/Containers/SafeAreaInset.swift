import Foundation

extension View {
  /// Puts `content` along the top or bottom edge and insets the view by its height (plus `spacing`). A
  /// scroll view (or List) keeps its whole frame and scrolls under the inset content, its first and last
  /// views reachable beside it. Several insets on one edge stack outwards.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .top ? .top : .bottom,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        inset: content()))
  }

  /// Puts `content` along the leading or trailing edge and insets the view by its width (plus `spacing`).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .leading ? .leading : .trailing,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        inset: content()))
  }
}

struct SafeAreaInsetModifier: BuiltinModifier {
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat?
  let inset: any View

  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing ?? 8)
    node.setContent(content)
    node.setSecondary(inset)
  }
}

/// The content is laid out in what the inset view leaves; a scroll view under it keeps the whole frame and
/// is told the inset instead (Scroller.safeAreaInsets).
struct SafeAreaInsetLayout: NodeLayout {
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat

  var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  /// The scroll view this modifier's content is, seen through wrappers that give it their whole frame
  /// (other insets, backgrounds, views whose body is one).
  @MainActor static func scroller(filling node: ViewNode) -> Scroller? {
    var current = node
    for _ in 0..<16 {
      if let scroll = current.layout as? ScrollLayout { return scroll.scroller }
      let passesFrame =
        current.layout is DefaultLayout || current.layout is SecondaryLayout
        || current.layout is SafeAreaInsetLayout
      let content = current.children(role: 0)
      guard passesFrame, content.count == 1 else { return nil }
      current = content[0]
    }
    return nil
  }

  /// The inset view's size: offered the whole length across the edge and nothing along it.
  @MainActor func insetSize(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let inset = node.children(role: 1).first else { return .zero }
    var offer = proposal
    offer[axis] = nil
    return inset.sizeThatFits(offer)
  }

  @MainActor func taken(_ inset: CGSize) -> CGFloat { inset[axis] > 0 ? inset[axis] + spacing : 0 }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let inset = insetSize(proposal, node: node)
    let content = node.children(role: 0).first
    if let content, Self.scroller(filling: content) != nil {
      return node.contentSize(proposal)
    }
    var offer = proposal
    offer[axis] = proposal[axis].map { max($0 - taken(inset), 0) }
    let size = node.contentSize(offer)
    var result = size
    result[axis] = size[axis] + taken(inset)
    result[axis.other] = max(size[axis.other], inset[axis.other])
    return result
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let proposal = node.placementProposal(for: size)
    let inset = insetSize(proposal, node: node)
    // Insets further out on this scroll view (placed first) sit at the edge; this one goes inside them.
    var outer: CGFloat = 0
    var contentRect = CGRect(origin: .zero, size: size)
    if let content = node.children(role: 0).first, let scroller = Self.scroller(filling: content) {
      outer = scroller.outerInset(at: edge, inside: node)
      var insets = EdgeInsets()
      switch edge {
      case .top: insets.top = taken(inset)
      case .bottom: insets.bottom = taken(inset)
      case .leading: insets.leading = taken(inset)
      case .trailing: insets.trailing = taken(inset)
      }
      scroller.setSafeAreaInsets(insets, from: node)
      let childSize = content.sizeThatFits(proposal)
      content.frame = CGRect(origin: .zero, size: childSize)
    } else {
      switch edge {
      case .top: contentRect = contentRect.inset(by: EdgeInsets(.top, taken(inset)))
      case .bottom: contentRect = contentRect.inset(by: EdgeInsets(.bottom, taken(inset)))
      case .leading: contentRect = contentRect.inset(by: EdgeInsets(.leading, taken(inset)))
      case .trailing: contentRect = contentRect.inset(by: EdgeInsets(.trailing, taken(inset)))
      }
      var offer = proposal
      offer[axis] = proposal[axis].map { max($0 - taken(inset), 0) }
      for child in node.children(role: 0) {
        let childSize = child.sizeThatFits(offer)
        let origin = aligned(childSize, in: contentRect.size, .center)
        child.frame = CGRect(
          origin: CGPoint(x: contentRect.minX + origin.x, y: contentRect.minY + origin.y),
          size: childSize)
      }
    }
    guard let insetNode = node.children(role: 1).first else { return }
    var origin = aligned(inset, in: size, alignment)
    switch edge {
    case .top: origin.y = outer
    case .bottom: origin.y = size.height - outer - inset.height
    case .leading: origin.x = outer
    case .trailing: origin.x = size.width - outer - inset.width
    }
    insetNode.frame = CGRect(origin: origin, size: inset)
  }
}
