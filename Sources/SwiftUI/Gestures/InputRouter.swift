import Foundation

/// Input from a host, in points in window coordinates.
public enum InputEvent: Sendable {
  case pointerDown(CGPoint)
  case pointerMoved(CGPoint)
  case pointerUp(CGPoint)
  case scroll(dx: CGFloat, dy: CGFloat, at: CGPoint)
  case key(Key, modifiers: KeyModifiers)
  /// Committed text from the keyboard or an input method.
  case text(String)
  /// Text an input method is composing (Korean jamo before the syllable is complete, say).
  case composition(String)
}

public enum Key: Sendable, Equatable {
  case tab, returnKey, escape, backspace, delete, left, right, up, down, home, end, space
  case character(Character)
}

public struct KeyModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = KeyModifiers(rawValue: 1)
  public static let control = KeyModifiers(rawValue: 2)
  public static let command = KeyModifiers(rawValue: 4)
  public static let option = KeyModifiers(rawValue: 8)
}
