import Foundation

extension View {
  /// A long press lifts the view over the blurred, dimmed screen and shows the menu's buttons beside it.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier(menuItems: menuItems(), preview: nil))
  }

  /// As above, lifting `preview` in place of the view.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(ContextMenuModifier(menuItems: menuItems(), preview: preview()))
  }

  /// The deprecated form: nil shows no menu.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    modifier(
      ContextMenuModifier(menuItems: contextMenu.map { AnyView($0.menuItems) }, preview: nil))
  }
}

/// The deprecated menu value of `.contextMenu(_:)`.
public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

struct ContextMenuModifier: BuiltinModifier {
  /// nil: no menu.
  let menuItems: (any View)?
  let preview: (any View)?

  static let pressDuration = 0.5

  func makeNode(_ node: ViewNode, content: any View) {
    if let menuItems {
      let items = PopupMenuItems.items(in: menuItems)
      let lifted = preview
      let customPreview = preview != nil
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: LongPressGesture(minimumDuration: Self.pressDuration).onEnded {
            [weak node] _ in
            guard let node, node.isAlive else { return }
            ContextMenuPresenter.present(
              items, preview: lifted ?? content, customPreview: customPreview, from: node)
          },
          priority: .normal, isEnabled: node.environment.isEnabled))
      if node.environment.isEnabled {
        node.attributes.secondaryClick = { [weak node] in
          guard let node, node.isAlive else { return }
          ContextMenuPresenter.present(
            items, preview: lifted ?? content, customPreview: customPreview, from: node)
        }
      }
    }
    node.setContent(content)
  }
}

@MainActor enum ContextMenuPresenter {
  /// How much the preview grows as it lifts.
  static let liftScale: CGFloat = 1.03

  static func present(
    _ items: [PopupMenuItem], preview: any View, customPreview: Bool, from node: ViewNode
  ) {
    let anchor = node.windowFrame
    AnchoredPanel.present(id: ContextMenuID(node: ObjectIdentifier(node)), from: node) { dismiss in
      ContextMenuOverlay(
        items: items, preview: preview, customPreview: customPreview, anchor: anchor,
        dismiss: dismiss)
    }
  }

  private struct ContextMenuID: Hashable {
    let node: ObjectIdentifier
  }
}

/// The whole window while a context menu is open: the blurred, dimmed screen (a touch on it closes the
/// menu), the lifted preview where the view was, and the menu below it (above when there is no room).
struct ContextMenuOverlay: View, PrimitiveView {
  typealias Body = Never
  let items: [PopupMenuItem]
  let preview: any View
  let customPreview: Bool
  let anchor: CGRect
  let dismiss: () -> Void

  func makeNode(_ node: ViewNode) {
    node.attributes.ignoredSafeAreaEdges = .all
    node.attributes.transition = .opacity
    node.layout = ContextMenuLayout(anchor: anchor, customPreview: customPreview)
    let dismiss = self.dismiss
    let opensUpward = AnchoredPanel.opensUpward(
      anchor: anchor, height: CGFloat(items.count) * PopupMenuPresenter.rowHeight,
      safe: AnchoredPanel.screen(of: node).safe)
    let leading = anchor.midX <= node.graph.size.width / 2
    let growth = UnitPoint(x: leading ? 0 : 1, y: opensUpward ? 1 : 0)
    node.setContent(
      TupleView(
        (
          ZStack {
            Rectangle().fill(.ultraThinMaterial)
            Color.black.opacity(0.18)
          }
          .contentShape(Rectangle())
          .gesture(DragGesture(minimumDistance: 0).onChanged { _ in dismiss() }),
          ContextMenuPreview(content: preview),
          PopupMenuPanel(items: items, growthAnchor: growth, dismiss: dismiss)
        )))
  }
}

/// The preview lifts: it grows a little and casts a soft shadow.
struct ContextMenuPreview: View {
  let content: any View
  @State private var lifted = false

  var body: some View {
    AnyView(erasing: content)
      .allowsHitTesting(false)
      .shadow(color: Color.black.opacity(lifted ? 0.2 : 0), radius: 16, x: 0, y: 6)
      .scaleEffect(lifted ? ContextMenuPresenter.liftScale : 1)
      .onAppear {
        withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { lifted = true }
      }
  }
}

struct ContextMenuLayout: AnchoredPanelLayout {
  let anchor: CGRect
  let customPreview: Bool

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    guard children.count == 3 else { return }
    let (screen, safe) = AnchoredPanel.screen(of: node)
    let margin = AnchoredPanel.screenMargin
    place(children[0], at: screen, in: node)
    // The view itself stays where it was; a custom preview takes its own size, centred on the view.
    var preview = anchor
    if customPreview {
      let ideal = children[1].sizeThatFits(
        ProposedViewSize(width: screen.width - 2 * margin, height: nil))
      preview = CGRect(
        x: anchor.midX - ideal.width / 2, y: anchor.midY - ideal.height / 2, width: ideal.width,
        height: ideal.height)
      preview.origin.x = AnchoredPanel.keptInside(
        preview.minX, width: preview.width, screen: screen)
    }
    _ = children[1].sizeThatFits(ProposedViewSize(preview.size))
    place(children[1], at: preview, in: node)
    let menuIdeal = children[2].sizeThatFits(.unspecified)
    let width = min(max(menuIdeal.width, PopupMenuLayout.minimumWidth), screen.width - 2 * margin)
    let height = children[2].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    let upward = AnchoredPanel.opensUpward(anchor: preview, height: height, safe: safe)
    // The menu lines up with the preview's edge on the side of the screen it is on.
    let x = preview.midX <= screen.width / 2 ? preview.minX : preview.maxX - width
    var y = upward ? preview.minY - AnchoredPanel.gap - height : preview.maxY + AnchoredPanel.gap
    y = min(max(y, safe.minY), safe.maxY - height)
    place(
      children[2],
      at: CGRect(
        x: AnchoredPanel.keptInside(x, width: width, screen: screen), y: y, width: width,
        height: height), in: node)
  }
}
