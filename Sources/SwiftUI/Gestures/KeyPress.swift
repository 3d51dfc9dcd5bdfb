import Foundation

/// A key, as `onKeyPress` and keyboard shortcuts name it (Apple's values for the special keys).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let `return` = KeyEquivalent("\r")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")

  init(_ key: Key) {
    switch key {
    case .up: self = .upArrow
    case .down: self = .downArrow
    case .left: self = .leftArrow
    case .right: self = .rightArrow
    case .escape: self = .escape
    case .backspace: self = .delete
    case .delete: self = .deleteForward
    case .home: self = .home
    case .end: self = .end
    case .returnKey: self = .return
    case .tab: self = .tab
    case .space: self = .space
    case .character(let character): self = KeyEquivalent(character)
    }
  }
}

public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]

  init(_ modifiers: KeyModifiers) {
    var result: EventModifiers = []
    if modifiers.contains(.shift) { result.insert(.shift) }
    if modifiers.contains(.control) { result.insert(.control) }
    if modifiers.contains(.option) { result.insert(.option) }
    if modifiers.contains(.command) { result.insert(.command) }
    self = result
  }
}

public struct KeyPress: Sendable {
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all: Phases = [.down, .repeat, .up]
  }
  public enum Result: Sendable { case handled, ignored }

  public let key: KeyEquivalent
  public let characters: String
  public let modifiers: EventModifiers
  public let phase: Phases
}

extension View {
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View
  {
    onKeyPress(keys: [key]) { _ in action() }
  }
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases = [.down],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(keys: keys, phases: phases, action: action))
  }
  public func onKeyPress(
    phases: KeyPress.Phases = [.down], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(keys: nil, phases: phases, action: action))
  }

  /// Keys reach `onKeyPress` handlers on screen whenever no text field has focus, so focusability is
  /// recorded only for source compatibility.
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

/// The handlers of one view, kept in its node so the key dispatcher finds them.
final class KeyPressHandlers {
  var entries:
    [(keys: Set<KeyEquivalent>?, phases: KeyPress.Phases, action: (KeyPress) -> KeyPress.Result)] =
      []
}

struct KeyPressModifier: BuiltinModifier {
  let keys: Set<KeyEquivalent>?
  let phases: KeyPress.Phases
  let action: (KeyPress) -> KeyPress.Result
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let handlers = node.storage(&slot) { KeyPressHandlers() }
    handlers.entries = [(keys, phases, action)]
    node.setContent(content)
  }
}

/// Offers a key press (a key going down; hosts report no separate up or repeat) to the `onKeyPress` handlers
/// on screen: the topmost view first, a view before the views around it, until one handles it.
@MainActor enum KeyPressDispatcher {
  static func dispatch(_ key: Key, modifiers: KeyModifiers, in root: ViewNode) -> Bool {
    let equivalent = KeyEquivalent(key)
    let press = KeyPress(
      key: equivalent, characters: String(equivalent.character),
      modifiers: EventModifiers(modifiers), phase: .down)
    func visit(_ node: ViewNode) -> Bool {
      guard !node.isRemoving else { return false }
      for child in node.children.reversed() where visit(child) { return true }
      for slot in node.propertySlots {
        guard let handlers = slot as? KeyPressHandlers else { continue }
        for entry in handlers.entries
        where entry.phases.contains(.down) && (entry.keys?.contains(equivalent) ?? true) {
          if entry.action(press) == .handled { return true }
        }
      }
      return false
    }
    return visit(root)
  }
}
