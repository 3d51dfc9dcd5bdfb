import Foundation

// Wheel and trackpad-pinch input for views that handle it themselves, not through a gesture: a scroll view
// does, and so can any view of this package or a sibling module (a map zooming at the pointer, say). The view
// applies `.onScrollWheel` / `.onPinch` in its body; the router offers each event to the views under the
// pointer, deepest first, until one returns true. Touch pinches (two fingers) are gestures: `MagnifyGesture`
// and `RotateGesture`, which also receive trackpad pinches no `onPinch` view took.

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
