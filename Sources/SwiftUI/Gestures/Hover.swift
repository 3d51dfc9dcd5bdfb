import Foundation

/// Where the pointer is over a view (`.onContinuousHover`): at a location, or gone.
public enum HoverPhase: Equatable, Sendable {
  case active(CGPoint)
  case ended
}

extension View {
  /// Runs `action(true)` when the mouse pointer comes over the view and `action(false)` when it leaves.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    modifier(
      HoverModifier(
        handler: HoverHandler(isContinuous: false, coordinateSpace: .local) { phase in
          action(phase != .ended)
        }))
  }

  /// Runs `action` with the pointer's location each time it moves over the view, and `.ended` when it
  /// leaves. Locations are in `coordinateSpace` (`.local`: from the view's top-left corner; `.global`: the
  /// window's).
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(
      HoverModifier(
        handler: HoverHandler(
          isContinuous: true, coordinateSpace: coordinateSpace, action: action)))
  }
}

struct HoverModifier: BuiltinModifier {
  let handler: HoverHandler
  func makeNode(_ node: ViewNode, content: any View) {
    node.attributes.hoverHandlers.append(handler)
    node.graph.usesHover = true
    node.setContent(content)
  }
}

extension InputRouter {
  /// The mouse moved with no button down (or left the window, `point` nil): views it came over hear
  /// `.active`, continuous ones hear every move, views it left hear `.ended`. A view is under the pointer
  /// when it is in the chain of views a tap there would hit.
  func hover(at point: CGPoint?) {
    guard let host else { return }
    let chain =
      point.map { HitTester.hitChain(in: host.graph, at: $0, renderer: host.renderer) } ?? []
    let now = host.clock.now
    var inside: [ObjectIdentifier: ViewNode] = [:]
    for node in chain where !node.attributes.hoverHandlers.isEmpty {
      inside[ObjectIdentifier(node)] = node
    }
    for (id, node) in hovered where inside[id] == nil {
      for handler in node.attributes.hoverHandlers { handler.action(.ended) }
    }
    for (id, node) in inside {
      let entered = hovered[id] == nil
      guard let point else { continue }
      let origin = node.presentation(at: now).windowFrame.origin
      for handler in node.attributes.hoverHandlers where entered || handler.isContinuous {
        let local =
          handler.coordinateSpace == .global
          ? point : CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        handler.action(.active(local))
      }
    }
    hovered = inside
  }
}
