import Foundation

/// The shape of the container it is in, inset to its frame: inside `.containerShape(_:)` the container's shape
/// inset by how far the view sits inside it (a card with concentric corners inside a rounded tile); elsewhere
/// a rectangle, as on iOS outside a widget.
public struct ContainerRelativeShape: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}

  /// Asked without a view to be relative to (a path taken by hand), the shape is the rectangle it is outside
  /// every container.
  public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A shape whose outline depends on where its view sits in the tree, not only on its rectangle.
protocol NodeRelativeShape {
  @MainActor func path(in rect: CGRect, of node: ViewNode) -> Path
}

extension ContainerRelativeShape: NodeRelativeShape {
  @MainActor func path(in rect: CGRect, of node: ViewNode) -> Path {
    var current: ViewNode? = node
    // The view's laid-out frame in the space of the node being looked at.
    var frame = CGRect(origin: .zero, size: node.frame.size)
    while let each = current {
      if let container = each.attributes.containerShape {
        // The container's shape inset by the view's nearest distance to the container's edges, laid over a
        // rectangle grown by that distance: a rounded rectangle gives the view's frame with concentric corners.
        let distance = max(
          min(
            frame.minX, frame.minY, each.frame.width - frame.maxX, each.frame.height - frame.maxY),
          0)
        return container(distance + insetAmount)
          .path(in: rect.insetBy(dx: -distance, dy: -distance))
      }
      frame.origin.x += each.frame.minX
      frame.origin.y += each.frame.minY
      current = each.parent
    }
    return path(in: rect)
  }
}

extension AnyShape {
  /// The outline drawn for the view `node`: container-relative shapes find their container.
  @MainActor func path(in rect: CGRect, of node: ViewNode) -> Path {
    if let relative = base as? any NodeRelativeShape { return relative.path(in: rect, of: node) }
    return path(in: rect)
  }
}

extension View {
  /// The shape `ContainerRelativeShape` takes inside this view (a widget's rounded corners), fitted to this
  /// view's frame.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    modifier(
      AttributeModifier {
        $0.containerShape = { AnyShape(shape.inset(by: $0)) }
      })
  }
}
