import Foundation

/// A primitive view defined outside this module (MapKit's map, say): like the runtime's own primitives it has no
/// body and configures its node directly, but only through `PrimitiveNode`, which each layer extends with what a
/// primitive may set there: layout (Layout/PrimitiveLayout.swift), drawing (Rendering/PrimitiveDrawing.swift),
/// hit testing and pointer input (Gestures/PrimitiveInput.swift).
@MainActor package protocol PackagePrimitiveView: View where Body == Never {
  /// Runs on every update of the view, with the node reset to a plain wrapper (no layout, drawing or input).
  func makeNode(_ node: PrimitiveNode)
}

/// The live node of a `PackagePrimitiveView`: what persists while the view's identity does.
@MainActor package struct PrimitiveNode {
  let node: ViewNode

  package var environment: EnvironmentValues { node.environment }
  /// The host clock's time, for drawing that animates on its own.
  package var time: Double { node.graph.clock.now }

  /// An object kept for as long as the view's identity (a camera, a tile cache), made on first use.
  package func state<T: AnyObject>(_ make: () -> T) -> T {
    let box: PrimitiveStateBox
    if let existing = node.propertySlots.first as? PrimitiveStateBox {
      box = existing
    } else {
      box = PrimitiveStateBox()
      node.propertySlots.insert(box, at: 0)
    }
    let key = ObjectIdentifier(T.self)
    if let value = box.values[key] as? T { return value }
    let value = make()
    box.values[key] = value
    return value
  }

  /// The child views (a map's annotations), laid out by the primitive's layout and drawn above its drawing.
  package func setContent<Content: View>(_ content: Content) { node.setContent(content) }

  /// Something the primitive shows changed outside an update (a tile arrived): draw again.
  package func setNeedsDisplay() {
    var current: ViewNode? = node
    while let each = current {
      each.contentVersion &+= 1
      current = each.parent
    }
    node.graph.onNeedsFrame?()
  }

  /// The primitive's size for a proposal changed outside an update: lay out again.
  package func setNeedsLayout() {
    node.invalidateLayout()
    node.graph.onNeedsFrame?()
  }
}

final class PrimitiveStateBox {
  var values: [ObjectIdentifier: AnyObject] = [:]
}
