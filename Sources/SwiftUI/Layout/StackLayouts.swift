import Foundation

/// The stacks as `Layout`s, for `AnyLayout` and for custom layouts that measure like a stack. Used as views
/// they lay out exactly as HStack, VStack and ZStack.
public struct HStackLayout: Layout, BuiltinLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  var nodeLayout: NodeLayout {
    StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing)
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(
      nodeLayout, proposal: proposal, subviews: subviews, axis: .horizontal, spacing: spacing)
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(
      nodeLayout, in: bounds, proposal: proposal, subviews: subviews, axis: .horizontal,
      spacing: spacing, alignment: alignment.fraction)
  }
}

public struct VStackLayout: Layout, BuiltinLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  var nodeLayout: NodeLayout {
    StackLayout(axis: .vertical, alignment: alignment, spacing: spacing)
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(nodeLayout, proposal: proposal, subviews: subviews, axis: .vertical, spacing: spacing)
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(
      nodeLayout, in: bounds, proposal: proposal, subviews: subviews, axis: .vertical,
      spacing: spacing, alignment: alignment.fraction)
  }
}

/// All of a built-in layout's subviews go through the runtime's own layout (a stack's, a grid's); a part of
/// them (a custom layout handing a slice on) is stacked at the sizes they ask for.
@MainActor func stackSize(
  _ layout: NodeLayout, proposal: ProposedViewSize, subviews: LayoutSubviews, axis: Axis,
  spacing: CGFloat?
) -> CGSize {
  if subviews.isWhole { return layout.sizeThatFits(proposal, node: subviews.parent) }
  var size = CGSize.zero
  for (index, subview) in subviews.enumerated() {
    let each = subview.sizeThatFits(.unspecified)
    size[axis] += each[axis] + (index > 0 ? spacing ?? 8 : 0)
    size[axis.other] = max(size[axis.other], each[axis.other])
  }
  return size
}

@MainActor func placeStack(
  _ layout: NodeLayout, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
  axis: Axis, spacing: CGFloat?, alignment: CGFloat
) {
  if subviews.isWhole {
    layout.placeChildren(in: bounds.size, node: subviews.parent)
    for subview in subviews {
      subview.node.frame.origin.x += bounds.minX
      subview.node.frame.origin.y += bounds.minY
    }
    return
  }
  var offset = bounds.origin[axis]
  for subview in subviews {
    let size = subview.sizeThatFits(.unspecified)
    var point = CGPoint.zero
    point[axis] = offset
    point[axis.other] =
      bounds.origin[axis.other] + (bounds.size[axis.other] - size[axis.other]) * alignment
    subview.place(at: point, proposal: .unspecified)
    offset += size[axis] + (spacing ?? 8)
  }
}

/// Every child gets the same proposal; the stack is as large as its largest child (of the highest layout
/// priority); children are aligned.
public struct ZStackLayout: Layout, BuiltinLayout, NodeLayout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  var nodeLayout: NodeLayout { self }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let top = subviews.map(\.priority).max() ?? 0
    var size = CGSize.zero
    for subview in subviews where subview.priority == top {
      let s = subview.sizeThatFits(proposal)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
    }
    return size
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(bounds.size))
      let origin = aligned(size, in: bounds.size, alignment)
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: ProposedViewSize(bounds.size))
    }
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let children = node.liveChildren
    guard !children.isEmpty else { return .zero }
    let top = children.map(\.effectiveLayoutPriority).max() ?? 0
    let sizing = children.filter { $0.effectiveLayoutPriority == top }
    let sizes = sizing.map { $0.sizeThatFits(proposal) }
    var size = CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    // Lined up on guides the children set themselves, they may reach further than the largest one.
    for key in guides(node) {
      size[key.axis] = lineUp(key, sizing, sizes: sizes).length
    }
    return size
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    let sizes = children.map { $0.sizeThatFits(ProposedViewSize(size)) }
    var origins = sizes.map { aligned($0, in: size, alignment) }
    let guides = guides(node)
    if !guides.isEmpty {
      let top = children.map(\.effectiveLayoutPriority).max() ?? 0
      let sizing = children.map { $0.effectiveLayoutPriority == top }
      for key in guides {
        let line = lineUp(key, children, sizes: sizes, sizing: sizing)
        let slack = max(size[key.axis] - line.length, 0) * min(max(key.fraction, 0), 1)
        for index in children.indices { origins[index][key.axis] = line.offsets[index] + slack }
      }
    }
    for (index, child) in children.enumerated() {
      child.frame = CGRect(origin: origins[index], size: sizes[index])
    }
  }

  /// The alignment's guides whose values the children may set themselves (custom guides, baselines, edges
  /// moved by `.alignmentGuide`); along the others a fraction of each child's size places it.
  private func guides(_ node: ViewNode) -> [AlignmentKey] {
    [alignment.horizontal.key, alignment.vertical.key].filter { $0.counts(in: node.graph) }
  }
}
