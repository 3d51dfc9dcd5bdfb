import Foundation

/// Whether people may select a text to copy it (`.textSelection(.enabled)`). As on iOS, a whole text is
/// selected: a long press (or a right-click in the window) lifts it and shows a menu whose Copy puts its
/// characters on the clipboard and whose Share… hands them to the desktop as a `ShareLink` does. Set on a container, it applies to every text inside, unless one inside is
/// `.disabled`.
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

/// What a selectable text shows when long-pressed or right-clicked: the Copy and Share… menu, which
/// Controls/ makes (`TextSelectionMenu.copyAndShare`); `.textSelection(.enabled)` puts it in the environment,
/// `.disabled` removes it.
@MainActor final class TextSelectionMenu {
  /// Shows the menu for the text drawn by `node`; `characters` gives what it shows, as copied or shared.
  let show:
    @MainActor (
      _ node: ViewNode, _ text: Text, _ characters: @escaping @MainActor () -> String
    ) -> Void

  init(show: @escaping @MainActor (ViewNode, Text, @escaping @MainActor () -> String) -> Void) {
    self.show = show
  }
}

private struct TextSelectionKey: EnvironmentKey {
  static var defaultValue: TextSelectionMenu? { nil }
}

extension EnvironmentValues {
  var textSelectionMenu: TextSelectionMenu? {
    get { self[TextSelectionKey.self] }
    set { self[TextSelectionKey.self] = newValue }
  }
}

extension Text {
  /// On a selectable text, a long press or a right-click shows the Copy and Share… menu beside the lifted
  /// text.
  func attachSelectionMenu(_ node: ViewNode, resolved: ResolvedText) {
    guard let menu = node.environment.textSelectionMenu, node.environment.isEnabled else { return }
    let text = self
    let show: @MainActor (ViewNode) -> Void = { node in
      guard node.isAlive else { return }
      menu.show(node, text) { [weak node] in
        guard let node else { return "" }
        return resolved.shown(in: node.environment).string
      }
    }
    node.attributes.gestures.append(
      GestureAttachment(
        gesture: LongPressGesture(minimumDuration: Self.selectionPressDuration).onEnded {
          [weak node] _ in
          if let node { show(node) }
        },
        priority: .normal, isEnabled: true))
    node.attributes.secondaryClick = { [weak node] in
      if let node { show(node) }
    }
  }

  /// As long as a context menu's press.
  static let selectionPressDuration = 0.5
}
