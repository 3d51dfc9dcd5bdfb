import Foundation

// What NodeAttributes holds for the layers that take input (Gestures/, Controls/): the values are declared here,
// beside the attributes, so the graph names nothing above it; the gesture layer reads them and routes input.

/// A gesture attached to a view.
struct GestureAttachment {
  enum Priority { case normal, high, simultaneous }
  let gesture: any Gesture
  let priority: Priority
  let isEnabled: Bool
}

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

/// What a control tells the router and the test driver about itself.
struct ControlAttachment {
  enum Role {
    case button, textField, secureField, textEditor, slider, toggle, stepper, picker, menu, link
  }
  var role: Role
  /// The visible label or placeholder, for finding the control (driver) and accessibility.
  var label: String
  /// Present on controls that take keyboard focus.
  var textClient: TextEditingClient?
  /// Performs the control's primary action (a button's tap), for keyboard activation and the driver.
  var activate: (() -> Void)?
  /// What the test driver reports as the value of a control that is not a text field (XCUITest's form).
  var value: String? = nil
}

/// A control being edited with the keyboard (TextField, SecureField, TextEditor).
@MainActor protocol TextEditingClient: AnyObject {
  func insertText(_ text: String)
  func setComposition(_ text: String)
  /// Returns true when the key was handled.
  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool
  func focusChanged(_ focused: Bool)
  /// Caret rectangle in window points, so the host can place the input method's candidate window.
  var caretRect: CGRect { get }
}

/// A drop destination: whether it takes a dragged payload, what it does with one dropped at a point in the
/// view's own space (true: taken), and the view's `isTargeted` closure. The payload is the drag's own value
/// (a `TransferPayload`), opaque here.
struct DropDestinationAttachment {
  let accepts: (Any) -> Bool
  let perform: (Any, CGPoint) -> Bool
  let targeted: (Bool) -> Void
}
