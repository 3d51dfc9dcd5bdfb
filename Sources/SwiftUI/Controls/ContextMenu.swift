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
  static let gap: CGFloat = 8
  static let margin: CGFloat = 16
  /// How much the preview grows as it lifts.
  static let liftScale: CGFloat = 1.03

  static func present(
    _ items: [PopupMenuItem], preview: any View, customPreview: Bool, from node: ViewNode
  ) {
    let graph = node.graph
    weak let weakGraph = graph
    let id = AnyHashable(ContextMenuID(node: ObjectIdentifier(node)))
    let anchor = node.windowFrame
    let environment = node.environment
    let dismiss = {
      withAnimation(.easeOut(duration: 0.2)) { weakGraph?.dismissPresentation(id: id) ?? () }
    }
    graph.present(
      PresentationEntry(id: id) {
        PresentedEnvironment(
          environment: environment,
          content: ContextMenuOverlay(
            items: items, preview: preview, customPreview: customPreview, anchor: anchor,
            dismiss: dismiss))
      })
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
    let opensUpward = ContextMenuLayout.opensUpward(
      anchor: anchor, menuHeight: CGFloat(items.count) * PopupMenuPresenter.rowHeight,
      screen: node.graph.size, safeArea: node.graph.safeAreaInsets)
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

struct ContextMenuLayout: NodeLayout {
  /// The preview and menu are placed by the view's window frame, which is already mirrored.
  var placesChildrenPhysically: Bool { true }
  let anchor: CGRect
  let customPreview: Bool

  static func opensUpward(anchor: CGRect, menuHeight: CGFloat, screen: CGSize, safeArea: EdgeInsets)
    -> Bool
  {
    let safe = CGRect(origin: .zero, size: screen).inset(by: safeArea)
    return anchor.maxY + ContextMenuPresenter.gap + menuHeight > safe.maxY
      && anchor.minY - safe.minY > safe.maxY - anchor.maxY
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    guard children.count == 3 else { return }
    let origin = node.globalOrigin
    let screen = CGRect(origin: .zero, size: node.graph.size)
    let safe = screen.inset(by: node.graph.safeAreaInsets)
    children[0].frame = CGRect(origin: CGPoint(x: -origin.x, y: -origin.y), size: screen.size)
    // The view itself stays where it was; a custom preview takes its own size, centred on the view.
    var preview = anchor
    if customPreview {
      let ideal = children[1].sizeThatFits(
        ProposedViewSize(width: screen.width - 2 * ContextMenuPresenter.margin, height: nil))
      preview = CGRect(
        x: anchor.midX - ideal.width / 2, y: anchor.midY - ideal.height / 2, width: ideal.width,
        height: ideal.height)
      preview.origin.x = min(
        max(preview.minX, ContextMenuPresenter.margin),
        screen.width - ContextMenuPresenter.margin - preview.width)
    }
    _ = children[1].sizeThatFits(ProposedViewSize(preview.size))
    children[1].frame = preview.offsetBy(dx: -origin.x, dy: -origin.y)
    let menuIdeal = children[2].sizeThatFits(.unspecified)
    let width = min(
      max(menuIdeal.width, PopupMenuLayout.minimumWidth),
      screen.width - 2 * ContextMenuPresenter.margin)
    let height = children[2].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    let upward = Self.opensUpward(
      anchor: preview, menuHeight: height, screen: screen.size, safeArea: node.graph.safeAreaInsets)
    // The menu lines up with the preview's edge on the side of the screen it is on.
    var x = preview.midX <= screen.width / 2 ? preview.minX : preview.maxX - width
    x = min(max(x, ContextMenuPresenter.margin), screen.width - ContextMenuPresenter.margin - width)
    var y =
      upward
      ? preview.minY - ContextMenuPresenter.gap - height : preview.maxY + ContextMenuPresenter.gap
    y = min(max(y, safe.minY), safe.maxY - height)
    children[2].frame = CGRect(x: x - origin.x, y: y - origin.y, width: width, height: height)
  }
}
