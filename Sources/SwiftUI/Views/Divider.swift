import Foundation

/// A thin line across the stack it sits in (horizontal outside an HStack).
public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode(_ node: ViewNode) {
    let axis: Axis =
      (node.parent?.layout as? StackLayout)?.axis == .horizontal ? .vertical : .horizontal
    node.layout = DividerLayout(axis: axis)
    node.drawing = ShapeDrawing(
      shape: AnyShape(Rectangle()),
      style: .fill(
        AnyShapeStyle(SystemColor.separator),
        FillStyle()))
  }
}

struct DividerLayout: NodeLayout {
  let axis: Axis
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    axis == .horizontal
      ? CGSize(width: proposal.width ?? 8, height: 1 / 3)
      : CGSize(width: 1 / 3, height: proposal.height ?? 8)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}
