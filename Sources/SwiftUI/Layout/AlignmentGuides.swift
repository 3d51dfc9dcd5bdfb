import Foundation

extension View {
  /// Sets where `guide` lies in this view: stacks aligned on it line the view up by this value instead of
  /// the guide's default (`d[.trailing]` as the leading guide, `d[VerticalAlignment.center]` as a custom one).
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }

  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }
}

struct AlignmentGuideModifier: BuiltinModifier {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat

  func makeNode(_ node: ViewNode, content: any View) {
    // From now on stacks aligned on edges and centres ask their children for explicit values too.
    node.graph.usesAlignmentGuides = true
    node.layout = AlignmentGuideLayout(key: key, compute: compute)
    node.setContent(content)
  }
}

/// Lays its content out as a plain wrapper does; it answers for one guide.
struct AlignmentGuideLayout: ExplicitAlignmentLayout {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    DefaultLayout().sizeThatFits(proposal, node: node)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    DefaultLayout().placeChildren(in: size, node: node)
  }

  func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? {
    // Inside `computeValue` the dimensions are the content's: its explicit guides, not this one.
    let inner = ViewDimensions(width: size.width, height: size.height) { other in
      MainActor.assumeIsolated { node.contentExplicitAlignment(other, size: size) }
    }
    if key == self.key { return compute(inner) }
    return node.contentExplicitAlignment(key, size: size)
  }
}

/// A layout that knows some of its view's guides itself: a text its baselines, a stack the line its children
/// sit on, an `.alignmentGuide` its guide.
@MainActor protocol ExplicitAlignmentLayout: NodeLayout {
  func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat?
}

extension ViewNode {
  /// The node's guides at `size`.
  func dimensions(_ size: CGSize) -> ViewDimensions {
    ViewDimensions(width: size.width, height: size.height) { [self] key in
      MainActor.assumeIsolated { explicitAlignment(key, size: size) }
    }
  }

  /// Where `key` lies in the node at `size`, from its top or leading edge: its explicit value, else the
  /// guide's default.
  func alignmentValue(_ key: AlignmentKey, size: CGSize) -> CGFloat {
    explicitAlignment(key, size: size) ?? key.id.defaultValue(in: dimensions(size))
  }

  /// The value the node sets for `key` at `size`, nil when it sets none.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    // Edges and centres are set only by `.alignmentGuide`: without one anywhere, there is nothing to find.
    if key.isEdgeOrCenter && !graph.usesAlignmentGuides { return nil }
    if let own = layout as? ExplicitAlignmentLayout {
      return own.explicitAlignment(key, size: size, node: self)
    }
    return contentExplicitAlignment(key, size: size)
  }

  /// A wrapper's value for `key`: its content's (the last view's for a last baseline), where the wrapper
  /// places it at `size`.
  func contentExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let content = children(role: 0)
    // Scrolled content and content built from the size it is given are not asked (placing a
    // GeometryReader to measure it would build its content again).
    guard !content.isEmpty, !layout.placesChildrenPhysically, !(layout is GeometryReaderLayout)
    else { return nil }
    place(in: size)
    for child in key.isLastBaseline ? content.reversed() : content {
      if let value = child.explicitAlignment(key, size: child.frame.size) {
        return child.frame.origin[key.axis] + value
      }
    }
    return nil
  }
}
