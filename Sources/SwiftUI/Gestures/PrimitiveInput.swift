import Foundation

/// Which points of a `PackagePrimitiveView` take touches (a map's land, not its transparent corners).
@MainActor package protocol PrimitiveHitTesting {
  /// `point` is in the view's own space; `size` is its frame's.
  func contains(_ point: CGPoint, size: CGSize) -> Bool
}

/// A touch as a primitive's pointer handler sees it.
package struct PrimitivePointer: Sendable {
  /// In the primitive's own space.
  package var location: CGPoint
  /// In the window, for measuring movement independent of the primitive's own transform.
  package var windowLocation: CGPoint
  package var time: Double
}

/// What a handler wants after seeing a touch event.
package enum PrimitivePointerDisposition: Sendable {
  /// Keep watching; other gestures may still win the touch.
  case undecided
  /// Take the touch: competing gestures (a scroll view around the primitive) are cancelled.
  case claim
  /// Let the touch go: the handler hears nothing more of it.
  case release
}

/// Raw touches for a primitive that recognizes its own gestures (a map's pan). It competes with the gestures
/// around it as any gesture does: the first to claim the touch wins.
@MainActor package protocol PrimitivePointerHandling: AnyObject {
  func pointerBegan(_ pointer: PrimitivePointer) -> PrimitivePointerDisposition
  func pointerMoved(_ pointer: PrimitivePointer) -> PrimitivePointerDisposition
  func pointerEnded(_ pointer: PrimitivePointer)
  /// Another gesture won the touch, or the touch was cancelled.
  func pointerCancelled()
}

extension PrimitiveNode {
  /// The primitive takes touches where `hitTesting` says so (without it, anywhere in its frame once it draws).
  package func setHitTesting(_ hitTesting: some PrimitiveHitTesting) {
    node.attributes.hitTest = { point, size in hitTesting.contains(point, size: size) }
  }

  /// Attaches a gesture to the primitive, as `.gesture(_:)` would.
  package func addGesture<G: Gesture>(_ gesture: G) {
    guard node.environment.isEnabled else { return }
    node.attributes.gestures.append(
      GestureAttachment(gesture: gesture, priority: .normal, isEnabled: true))
  }

  /// Sends the touches that start on the primitive to `handler` (kept by the caller, e.g. in `state`).
  package func addPointerHandler(_ handler: some PrimitivePointerHandling) {
    addGesture(PointerHandlerGesture(handler: handler))
  }
}

/// The gesture that feeds a pointer handler.
struct PointerHandlerGesture: Gesture, GestureHandleSource {
  typealias Value = Void
  typealias Body = Never
  let handler: any PrimitivePointerHandling
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    PointerHandlerCore(handler: handler).handles(on: node)
  }
}

final class PointerHandlerCore: RecognizerCore {
  let handler: any PrimitivePointerHandling
  init(handler: any PrimitivePointerHandling) { self.handler = handler }

  private func pointer(_ touch: TouchSample) -> PrimitivePointer {
    PrimitivePointer(
      location: local(touch.location), windowLocation: touch.location, time: touch.time)
  }

  private func apply(_ disposition: PrimitivePointerDisposition) {
    switch disposition {
    case .undecided: break
    case .claim:
      if !activate() { handler.pointerCancelled() }
    case .release: fail()
    }
  }

  override func began(_ touch: TouchSample) { apply(handler.pointerBegan(pointer(touch))) }

  override func moved(_ touch: TouchSample) {
    guard state == .possible || state == .active else { return }
    apply(handler.pointerMoved(pointer(touch)))
  }

  override func ended(_ touch: TouchSample) {
    guard state == .possible || state == .active else { return }
    handler.pointerEnded(pointer(touch))
    state = .recognized
    handle?.ended(())
  }

  override func cancel() {
    let wasWatching = state == .possible || state == .active
    super.cancel()
    if wasWatching { handler.pointerCancelled() }
  }
}
