import Foundation

/// Whether people may select a text to copy it (`.textSelection(.enabled)`). Accepted: texts here are not
/// selectable, as on iOS until a long press (which shows no selection menu here).
public protocol TextSelectability {
  static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
