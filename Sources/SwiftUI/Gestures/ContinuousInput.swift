import Foundation

// Wheel and trackpad-pinch input for views that handle it themselves, not through a gesture: a scroll view
// does, and so can any view of this package or a sibling module (a map zooming at the pointer, say). The view
// applies `.onScrollWheel` / `.onPinch` in its body; the router offers each event to the views under the
// pointer, deepest first, until one returns true. Touch pinches (two fingers) are gestures: `MagnifyGesture`
// and `RotateGesture`, which also receive trackpad pinches no `onPinch` view took.

/// One wheel or two-finger trackpad scroll step.
package struct WheelEvent: Sendable {
  /// How far the content moves, in points, as a finger dragging it would move it (positive `height` moves
  /// the content down, showing what is above).
  package var delta: CGSize
  /// The pointer, in the receiving view's own space.
  package var location: CGPoint
}

/// One step of a trackpad pinch or twist (Control + wheel is a pinch too).
package struct PinchEvent: Sendable {
  /// The factor the pinch grew by since the last event.
  package var scale: CGFloat
  /// How far it turned since the last event (clockwise positive).
  package var rotation: Angle
  /// Its centre, in the receiving view's own space.
  package var location: CGPoint
  package var phase: PinchPhase
}

extension View {
  /// Receives wheel and trackpad scrolling over this view; return true when the view used the event, false
  /// to let an outer view (a scroll view) have it.
  package func onScrollWheel(perform action: @escaping (WheelEvent) -> Bool) -> some View {
    modifier(AttributeModifier { $0.wheelHandler = action })
  }

  /// Receives trackpad pinches over this view; return true when the view used the event.
  package func onPinch(perform action: @escaping (PinchEvent) -> Bool) -> some View {
    modifier(AttributeModifier { $0.pinchHandler = action })
  }
}
