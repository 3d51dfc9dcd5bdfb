import Foundation

// Coordinate spaces as a person sees them: through every presented offset, scale, rotation and geometry effect
// (NodePresentation), so they belong to the animation layer, above layout.

extension GeometryProxy {
  /// The proxy's bounds in a coordinate space, as shown now: through every offset, scale, rotation and geometry
  /// effect above the view (a rotated frame's bounding box, as in SwiftUI).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    guard let node, coordinateSpace != .local else { return CGRect(origin: .zero, size: size) }
    return CGRect(origin: .zero, size: size).transformed(
      by: node.transform(to: coordinateSpace, windowTransform: windowTransform))
  }

  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }
}

extension ViewNode {
  /// This node's own space → `space`, as shown now.
  func transform(to space: CoordinateSpace, windowTransform: CGAffineTransform? = nil)
    -> CGAffineTransform
  {
    let own = windowTransform ?? presentation.windowTransform
    switch space {
    case .local: return .identity
    case .global: return own
    case .named(let name):
      var current: ViewNode? = self
      while let node = current {
        if node.attributes.coordinateSpaceName == name {
          return own.concatenating(
            node === self ? own.inverted() : node.presentation.windowTransform.inverted())
        }
        current = node.parent
      }
      return own
    }
  }

  /// Window points → `space`, as the node is shown now.
  func transform(fromWindowTo space: CoordinateSpace) -> CGAffineTransform {
    switch space {
    case .global: return .identity
    case .local: return presentation.windowTransform.inverted()
    case .named:
      return presentation.windowTransform.inverted().concatenating(transform(to: space))
    }
  }
}
