import Foundation

/// `matchedGeometryEffect`: marks the node with its id; the animation commit pairs it with the view of the same
/// id that leaves in the same animated change, and places views that are not the source where the source is.
struct MatchedGeometryModifier: BuiltinModifier {
  let attribute: MatchedGeometryAttribute
  func makeNode(_ node: ViewNode, content: any View) {
    node.attributes.matchedGeometry = attribute
    node.graph.matchedGeometry.register(
      node, attribute, isNew: node.createdInPass == node.graph.passID)
    node.setContent(content)
  }
}

extension View {
  /// Views with the same `id` in `namespace` are one view to the eye: one that appears in the same animated
  /// change as another leaves moves and grows from where the other was, and a view that is not the source
  /// takes the source's frame.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        attribute: MatchedGeometryAttribute(
          key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
          properties: properties, anchor: anchor, isSource: isSource)))
  }

  /// Children of this view are placed in its space before its own geometry applies, so they follow it as one
  /// (our children always do: a view's frame is in its parent's space).
  public func geometryGroup() -> some View { self }
}
