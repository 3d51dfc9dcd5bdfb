import Foundation

extension View {
  /// Draws the view mirrored when the layout direction is right to left (an arrow that means "forward",
  /// a progress drawing that grows from the leading edge). Touches reach it through the same mirror.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(AttributeModifier { $0.flipsForRightToLeft = enabled })
  }
}
