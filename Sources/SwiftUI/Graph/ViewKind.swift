/// How a node's view is updated: a primitive configures the node, a composite runs its body. Telling them
/// apart casts through the program's conformances (about a microsecond a cast, four of them for a composite),
/// and a thousand readers of one value are updated together; a node's type does not change, so each node
/// works it out on its first update (`ViewNode.update(with:)`) and keeps it.
enum ViewKind {
  case primitive(any PrimitiveView.Type)
  case packagePrimitive(any PackagePrimitiveView.Type)
  /// A view with a body; whether the body is given the presented data of an Animatable view (a shape
  /// interpolates when drawn instead).
  case composite(presentsAnimatableData: Bool)

  /// `ViewKind(of:)`, worked out once per type: the nodes of a List's rows are new each time rows are built
  /// while scrolling (some 30 a row, four casts each).
  @MainActor static func of(_ view: any View) -> ViewKind {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let kind = known[type] { return kind }
    let kind = ViewKind(of: view)
    known[type] = kind
    return kind
  }
  @MainActor private static var known: [ObjectIdentifier: ViewKind] = [:]

  @MainActor init(of view: any View) {
    if let primitive = view as? any PrimitiveView {
      self = .primitive(type(of: primitive))
    } else if let primitive = view as? any PackagePrimitiveView {
      self = .packagePrimitive(type(of: primitive))
    } else {
      self = .composite(presentsAnimatableData: !(view is any Shape) && view is any Animatable)
    }
  }
}
