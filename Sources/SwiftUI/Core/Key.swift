import Foundation

/// A key as hosts deliver it (`InputEvent.key`), with the modifiers held.
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
