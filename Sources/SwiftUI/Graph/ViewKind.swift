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
    // Each cast looks through every conformance of the program the first time a type meets a protocol (some
    // 50 µs here), and a screen's first frame meets hundreds of new types: a view with a body of its own is
    // told by its Body type instead of two casts that would fail, and the rarer Animatable is asked first.
    func hasBody<V: View>(_: V) -> Bool { V.Body.self != Never.self }
    if _openExistential(view, do: hasBody) {
      #if DEBUG
        assert(!(view is any PrimitiveView) && !(view is any PackagePrimitiveView))
      #endif
      self = .composite(presentsAnimatableData: view is any Animatable && !(view is any Shape))
    } else if let primitive = view as? any PrimitiveView {
      self = .primitive(type(of: primitive))
    } else if let primitive = view as? any PackagePrimitiveView {
      self = .packagePrimitive(type(of: primitive))
    } else {
      self = .composite(presentsAnimatableData: view is any Animatable && !(view is any Shape))
    }
  }
}
