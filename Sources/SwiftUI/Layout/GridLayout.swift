import Foundation

/// `Grid` as a `Layout` (iOS 16), for `AnyLayout(GridLayout())`: its subviews are rows — `GridRow`s, whose
/// views line up in columns, or single views spanning every column — laid out exactly as a `Grid` does, so
/// switching between it and the stack layouts moves the same views between a grid and a stack.
public struct GridLayout: Layout, BuiltinLayout {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  var nodeLayout: NodeLayout {
    EagerGridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing ?? EagerGridLayout.defaultSpacing,
      verticalSpacing: verticalSpacing ?? EagerGridLayout.defaultSpacing)
  }

  /// A slice of the subviews (a custom layout handing some on) has no grid rows around it: each is a row.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(
      nodeLayout, proposal: proposal, subviews: subviews, axis: .vertical,
      spacing: verticalSpacing ?? EagerGridLayout.defaultSpacing)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(
      nodeLayout, in: bounds, proposal: proposal, subviews: subviews, axis: .vertical,
      spacing: verticalSpacing ?? EagerGridLayout.defaultSpacing,
      alignment: alignment.horizontal.fraction)
  }
}
