import Foundation

extension View {
  /// Sizes the view along `axes` to its container: the nearest scroll view's visible size (less its safe
  /// area insets), else the window's safe area.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View
  {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, alignment: alignment, length: { length, _ in length }))
  }

  /// Sizes the view along `axes` to `span` of `count` equal parts of its container, parts `spacing` apart
  /// (a carousel card a whole or a third of the scroll view wide).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, alignment: alignment,
        length: { length, _ in
          let count = CGFloat(max(count, 1))
          let part = (length - spacing * (count - 1)) / count
          return part * CGFloat(span) + spacing * CGFloat(max(span - 1, 0))
        }))
  }

  /// Sizes the view along `axes` to what `length` makes of the container's length on each axis.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

struct ContainerRelativeFrameModifier: BuiltinModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length)
    node.setContent(content)
  }
}

struct ContainerRelativeFrameLayout: NodeLayout {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  /// The container's size: the nearest enclosing scroll view's, else the window's safe area.
  @MainActor static func containerSize(of node: ViewNode) -> CGSize {
    var ancestor = node.parent
    while let current = ancestor {
      if let scroll = current.layout as? ScrollLayout, let size = scroll.scroller.containerSize {
        scroll.scroller.containerSizeRead(by: node)
        let insets = scroll.scroller.contentInsets
        return CGSize(
          width: max(size.width - insets.horizontal, 0),
          height: max(size.height - insets.vertical, 0))
      }
      ancestor = current.parent
    }
    let graph = node.graph
    return CGRect(origin: .zero, size: graph.size).inset(by: graph.effectiveSafeAreaInsets).size
  }

  @MainActor func fixed(_ node: ViewNode) -> (width: CGFloat?, height: CGFloat?) {
    let container = Self.containerSize(of: node)
    return (
      axes.contains(.horizontal) ? max(length(container.width, .horizontal), 0) : nil,
      axes.contains(.vertical) ? max(length(container.height, .vertical), 0) : nil
    )
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let (width, height) = fixed(node)
    let child = node.contentSize(
      ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let (width, height) = fixed(node)
    let proposal = node.placementProposal(for: size)
    node.alignContent(
      in: size,
      proposal: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
      alignment: alignment)
  }
}
