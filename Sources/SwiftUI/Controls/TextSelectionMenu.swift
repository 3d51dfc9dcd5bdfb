import Foundation

extension View {
  /// `.enabled`: texts inside show Copy and Share… when long-pressed or right-clicked
  /// (Views/TextSelection.swift).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.textSelectionMenu, S.allowsSelection ? TextSelectionMenu.copyAndShare : nil)
  }
}

extension TextSelectionMenu {
  /// iOS's menu for selectable text: the text lifted over the dimmed screen, Copy and Share… below it.
  static let copyAndShare = TextSelectionMenu { node, text, characters in
    ContextMenuPresenter.present(
      PopupMenuItems.items(in: rows(characters, graph: node.graph)), preview: text,
      customPreview: false, from: node)
  }

  @ViewBuilder private static func rows(
    _ characters: @escaping @MainActor () -> String, graph: ViewGraph
  ) -> some View {
    Button {
      Clipboard.provider.write(characters())
    } label: {
      Label {
        Text(system: "Copy")
      } icon: {
        Image(systemName: "doc.on.doc")
      }
    }
    Button { [handle = graph.handle] in
      if let graph = handle.graph { DesktopShare.share(characters(), in: graph) }
    } label: {
      Label {
        Text(system: "Share…")
      } icon: {
        Image(systemName: "square.and.arrow.up")
      }
    }
  }
}
