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

extension AlignmentKey {
  /// Whether views' own values of this guide can differ from its default: text baselines and custom guides
  /// always; edges and centres once some view sets one with `.alignmentGuide`. Otherwise a fraction of each
  /// view's size is its guide, and the cheaper placement by fraction gives the same result.
  @MainActor func counts(in graph: ViewGraph) -> Bool {
    !(isEdgeOrCenter && !graph.usesAlignmentGuides)
  }
}

/// Views lined up on `key` across one axis: each one's offset from the start, the line's, and the length they
/// span together (from the highest guide above the line to the lowest edge below it). Only the views `sizing`
/// marks (all by default) make the length; the others are lined up on it too.
@MainActor func lineUp(
  _ key: AlignmentKey, _ nodes: [ViewNode], sizes: [CGSize], sizing: [Bool]? = nil
) -> (offsets: [CGFloat], line: CGFloat, length: CGFloat) {
  let values = zip(nodes, sizes).map { node, size in node.alignmentValue(key, size: size) }
  let counted = values.indices.filter { sizing?[$0] ?? true }
  let above = counted.map { values[$0] }.max() ?? 0
  let below = counted.map { sizes[$0][key.axis] - values[$0] }.max() ?? 0
  return (values.map { above - $0 }, above, above + below)
}

extension ViewNode {
  /// Where a child of `size` sits in a container of `container` aligned on `alignment`, as SwiftUI's frames do:
  /// the child's value of each guide (its own, from `.alignmentGuide` or its text, else the default) meets the
  /// container's default value of that guide.
  func alignedOrigin(
    of child: ViewNode, size: CGSize, in container: CGSize, _ alignment: Alignment
  ) -> CGPoint {
    var origin = aligned(size, in: container, alignment)
    let frame = ViewDimensions(width: container.width, height: container.height)
    for key in [alignment.horizontal.key, alignment.vertical.key] where key.counts(in: graph) {
      origin[key.axis] = key.id.defaultValue(in: frame) - child.alignmentValue(key, size: size)
    }
    return origin
  }
}
