import Foundation

/// Input from a host, in points in window coordinates.
public enum InputEvent: Sendable {
  /// The mouse (or a single finger): pointer `.mouse`.
  case pointerDown(CGPoint)
  case pointerMoved(CGPoint)
  case pointerUp(CGPoint)
  /// One of several pointers (each finger on a touch screen has its own id; the mouse is `.mouse`).
  case pointer(PointerEvent)
  case scroll(dx: CGFloat, dy: CGFloat, at: CGPoint)
  /// A trackpad pinch or twist (or Control + wheel): the gesture grows by `scale` (a factor) and turns by
  /// `rotation` since the last event, centred at `at`; `.ended` finishes it.
  case pinch(scale: CGFloat, rotation: Angle, at: CGPoint, phase: PinchPhase)
  case key(Key, modifiers: KeyModifiers)
  /// Committed text from the keyboard or an input method.
  case text(String)
  /// Text an input method is composing (Korean jamo before the syllable is complete, say).
  case composition(String)
  /// A right-click: shows the menu a long press would (a context menu, a selectable text's Copy).
  case secondaryClick(CGPoint)
  /// The mouse moved with no button down (nil: it left the window): `.onHover`, `.onContinuousHover`.
  case hover(CGPoint?)
}

/// Which pointer an event belongs to: the mouse, or one finger for as long as it touches.
public struct PointerID: Hashable, Sendable {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static let mouse = PointerID(0)
}

public struct PointerEvent: Sendable {
  public enum Phase: Sendable { case down, moved, up }
  public var id: PointerID
  public var phase: Phase
  public var location: CGPoint
  public init(id: PointerID, phase: Phase, location: CGPoint) {
    self.id = id
    self.phase = phase
    self.location = location
  }
}

public enum PinchPhase: Sendable { case changed, ended }

extension InputEvent {
  /// A press, a key, a wheel or pinch step, a right-click: input that starts something (moves and releases
  /// follow a press; text follows a key).
  var beginsInput: Bool {
    switch self {
    case .pointerDown, .scroll, .pinch, .key, .secondaryClick: return true
    case .pointer(let event): return event.phase == .down
    case .pointerMoved, .pointerUp, .text, .composition, .hover: return false
    }
  }
}
