import Foundation

/// `ToolbarItem(placement: .keyboard)` / `ToolbarItemGroup(placement: .keyboard)`: while a text field on the
/// page has focus, the items stand in a 44 pt bar along the bottom of the page, as iOS stands them on the
/// keyboard (there is no on-screen keyboard here: the bar takes the keyboard's top edge, the page's bottom).
/// The page's content makes room for it as it would for the keyboard, so the focused field is not covered.
struct KeyboardToolbarSpace: BuiltinModifier {
  let page: NavigationPageModel

  func makeNode(_ node: ViewNode, content: any View) {
    let entries = page.items.toolbar.filter { $0.slot == .keyboard }
    // Only a page with keyboard items follows focus: the others are not updated when it moves.
    if !entries.isEmpty { _ = node.graph.focusGeneration.value }
    let editing =
      !entries.isEmpty
      && node.graph.focusedNode.map { FocusController.isAncestor(node, of: $0) } == true
    // The same structure with the bar shown or not, so the page's content keeps its state.
    node.setContent(
      AnyView(erasing: content).safeAreaInset(edge: .bottom, spacing: 0) {
        KeyboardToolbarBar(entries: editing ? entries : [])
      })
  }
}

/// The bar: the items from the leading edge, spread across it when there are several (a group's `Spacer`
/// puts the "Done" tutorials write at the trailing end), the bar material beneath them and a hairline along
/// its top.
private struct KeyboardToolbarBar: View {
  let entries: [ToolbarEntry]

  static let height: CGFloat = 44

  var body: some View {
    HStack(spacing: 0) {
      ForEach(entries.indices, id: \.self) { index in
        if index > 0 { Spacer(minLength: 8) }
        AnyView(entries[index].content)
      }
    }
    .padding(.horizontal, NavigationBar.margin)
    .frame(maxWidth: .infinity, alignment: .leading)
    .frame(height: entries.isEmpty ? 0 : Self.height)
    .background(alignment: .top) {
      // Down through the home indicator, where the keyboard would be.
      if !entries.isEmpty {
        SystemColor.bar.frame(height: Self.height + windowSafeArea.bottom)
      }
    }
    .overlay(alignment: .top) {
      if !entries.isEmpty { SystemColor.separator.frame(height: 1 / 3) }
    }
  }

  @Environment(\.safeAreaInsets) private var windowSafeArea
}
