/// Views the graph understands directly. `makeNode` configures the node's layout, drawing and attributes and
/// reconciles its children; it runs on every update of the view.
@MainActor protocol PrimitiveView {
  func makeNode(_ node: ViewNode)
}

/// Built-in modifiers: like primitive views, but they wrap `content`.
@MainActor protocol PrimitiveModifier {
  func makeNode(_ node: ViewNode, content: any View)
}

/// A built-in modifier: sets the node up directly.
protocol BuiltinModifier: ViewModifier, PrimitiveModifier where Body == Never {}

extension ViewNode {
  /// The usual case for a modifier: its content becomes the node's (content-role) children.
  func setContent(_ content: any View) {
    reconcileChildren(flatten(content, prefix: ViewPath().appending(.slot(0))), role: 0)
  }

  func setSecondary(_ secondary: any View, role: Int = 1) {
    reconcileChildren(flatten(secondary, prefix: ViewPath().appending(.slot(role))), role: role)
  }
}
