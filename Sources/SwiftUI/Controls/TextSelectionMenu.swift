import Foundation

extension View {
  /// `.enabled`: texts inside show Copy when long-pressed or right-clicked (Views/TextSelection.swift).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.textSelectionMenu, S.allowsSelection ? TextSelectionMenu.copy : nil)
  }
}

extension TextSelectionMenu {
  /// iOS's menu for selectable text: the text lifted over the dimmed screen, Copy below it.
  static let copy = TextSelectionMenu { node, text, copy in
    let item = Button(action: copy) {
      Label {
        Text(system: "Copy")
      } icon: {
        Image(systemName: "doc.on.doc")
      }
    }
    ContextMenuPresenter.present(
      PopupMenuItems.items(in: item), preview: text, customPreview: false, from: node)
  }
}
