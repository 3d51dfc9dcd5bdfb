import Foundation

// How a modified view builds its node: a built-in modifier sets the node up itself, a geometry effect draws
// its content transformed, a custom modifier runs its body. Here, above the graph and the animation layer it
// uses, rather than beside ModifiedContent in Core/.

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeNode(_ node: ViewNode) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.makeNode(node, content: content)
    } else if let effect = modifier as? any GeometryEffect {
      effect.makeGeometryEffectNode(node, content: content)
    } else {
      node.installDynamicProperties(of: modifier)
      // An Animatable modifier's body shows its interpolated data, once per frame while it animates.
      let modifier = node.presentingAnimatableData(of: self.modifier)
      let content = self.content
      let body = node.graph.trackingObservation(for: node) {
        modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
      }
      node.reconcileChildren(SwiftUI.flatten(body))
    }
  }
}
