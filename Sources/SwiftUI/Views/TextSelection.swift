import Foundation

/// Whether people may select a text to copy it (`.textSelection(.enabled)`). As on iOS, a whole text is
/// selected: a long press (or a right-click in the window) lifts it and shows a menu whose Copy puts its
/// characters on the clipboard. Set on a container, it applies to every text inside, unless one inside is
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

private struct TextSelectionKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var allowsTextSelection: Bool {
    get { self[TextSelectionKey.self] }
    set { self[TextSelectionKey.self] = newValue }
  }
}

extension View {
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.allowsTextSelection, S.allowsSelection)
  }
}

extension Text {
  /// On a selectable text, a long press or a right-click shows the Copy menu beside the lifted text.
  func attachSelectionMenu(_ node: ViewNode, resolved: ResolvedText) {
    guard node.environment.allowsTextSelection, node.environment.isEnabled else { return }
    let text = self
    let show: @MainActor (ViewNode) -> Void = { node in
      guard node.isAlive else { return }
      let copy = Button {
        Clipboard.provider.write(resolved.shown(text, in: node.environment).string)
      } label: {
        Label {
          Text(system: "Copy")
        } icon: {
          Image(systemName: "doc.on.doc")
        }
      }
      ContextMenuPresenter.present(
        PopupMenuItems.items(in: copy), preview: text, customPreview: false, from: node)
    }
    node.attributes.gestures.append(
      GestureAttachment(
        gesture: LongPressGesture(minimumDuration: ContextMenuModifier.pressDuration).onEnded {
          [weak node] _ in
          if let node { show(node) }
        },
        priority: .normal, isEnabled: true))
    node.attributes.secondaryClick = { [weak node] in
      if let node { show(node) }
    }
  }
}
