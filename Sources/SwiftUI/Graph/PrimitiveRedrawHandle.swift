import Foundation

/// Asks for another frame of a primitive from outside its updates (a map whose tiles arrive over several
/// frames), without keeping its node alive: the drawing that holds it is owned by the node.
@MainActor package final class PrimitiveRedrawHandle {
  weak var node: ViewNode?
  init(node: ViewNode) { self.node = node }

  package func setNeedsDisplay() {
    guard let node, node.isAlive else { return }
    PrimitiveNode(node: node).setNeedsDisplay()
  }
}

extension PrimitiveNode {
  package var redrawHandle: PrimitiveRedrawHandle { PrimitiveRedrawHandle(node: node) }
}
