import Foundation

/// One row of a pop-up menu (a menu picker's option, a Menu's button).
struct PopupMenuItem {
  let id: AnyHashable
  let view: any View
  /// nil: the menu has no checkmarks (a Menu of buttons); true/false: a picker's options.
  let isSelected: Bool?
  let role: ButtonRole?
  let isEnabled: Bool
  let action: () -> Void
  /// A control group's buttons, drawn as one row of icon-over-title buttons.
  var group: [PopupMenuItem]? = nil
}

/// Opens and closes the iOS pop-up menu next to the control that asked for it, above everything else.
@MainActor enum PopupMenuPresenter {
  static let rowHeight: CGFloat = 44

  static func present(_ items: [PopupMenuItem], from node: ViewNode) {
    let graph = node.graph
    let anchor = node.windowFrame
    let (_, safe) = AnchoredPanel.screen(of: node)
    // Rows are a fixed height, so the side with room is known before layout.
    let opensUpward = AnchoredPanel.opensUpward(
      anchor: anchor, height: CGFloat(items.count) * rowHeight, safe: safe)
    let horizontal: PopupMenuPlacement.Horizontal =
      anchor.midX < graph.size.width / 3
      ? .leading : anchor.midX > graph.size.width * 2 / 3 ? .trailing : .center
    let placement = PopupMenuPlacement(
      anchor: anchor, opensUpward: opensUpward, horizontal: horizontal)
    // The menu reads as its control does: the control's locale, layout direction and tint.
    AnchoredPanel.present(id: PopupID(node: ObjectIdentifier(node)), from: node) { dismiss in
      PopupMenuOverlay(items: items, placement: placement, dismiss: dismiss)
    }
  }

  private struct PopupID: Hashable {
    let node: ObjectIdentifier
  }
}

struct PopupMenuPlacement {
  enum Horizontal { case leading, center, trailing }
  /// The control's frame in window points.
  let anchor: CGRect
  let opensUpward: Bool
  let horizontal: Horizontal

  /// Where the menu grows from: the edge facing the control.
  var growthAnchor: UnitPoint {
    let x: CGFloat = horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
    return UnitPoint(x: x, y: opensUpward ? 1 : 0)
  }
}

/// The whole window while a menu is open: a clear layer that closes it on any touch outside, and the panel.
struct PopupMenuOverlay: View, PrimitiveView {
  typealias Body = Never
  let items: [PopupMenuItem]
  let placement: PopupMenuPlacement
  let dismiss: () -> Void

  func makeNode(_ node: ViewNode) {
    node.attributes.ignoredSafeAreaEdges = .all
    node.attributes.transition = .opacity
    node.layout = PopupMenuLayout(placement: placement)
    let dismiss = self.dismiss
    node.setContent(
      TupleView(
        (
          Color.clear
            .contentShape(Rectangle())
            // iOS closes the menu as soon as a finger comes down outside it; the touch goes no further.
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in dismiss() }),
          PopupMenuPanel(items: items, growthAnchor: placement.growthAnchor, dismiss: dismiss)
        )))
  }
}

struct PopupMenuLayout: AnchoredPanelLayout {
  let placement: PopupMenuPlacement
  static let minimumWidth: CGFloat = 250

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    guard children.count == 2 else { return }
    children[0].frame = CGRect(origin: .zero, size: size)
    let (screen, safe) = AnchoredPanel.screen(of: node)
    let gap = AnchoredPanel.gap
    let anchor = placement.anchor
    let ideal = children[1].sizeThatFits(.unspecified)
    let width = min(
      max(ideal.width, Self.minimumWidth), screen.width - 2 * AnchoredPanel.screenMargin)
    let room = placement.opensUpward ? anchor.minY - gap - safe.minY : safe.maxY - anchor.maxY - gap
    let height = min(
      children[1].sizeThatFits(ProposedViewSize(width: width, height: nil)).height, max(room, 44))
    let x: CGFloat
    // Leading and trailing are the button's edges as read: its right edge is leading right to left.
    let rightToLeft = node.environment.layoutDirection == .rightToLeft
    switch placement.horizontal {
    case .leading: x = rightToLeft ? anchor.maxX - width : anchor.minX
    case .center: x = anchor.midX - width / 2
    case .trailing: x = rightToLeft ? anchor.minX : anchor.maxX - width
    }
    let y = placement.opensUpward ? anchor.minY - gap - height : anchor.maxY + gap
    place(
      children[1],
      at: CGRect(
        x: AnchoredPanel.keptInside(x, width: width, screen: screen), y: y, width: width,
        height: height), in: node)
  }
}

/// The rounded light panel with one row per item, growing out of the control with a quick scale and fade.
struct PopupMenuPanel: View {
  let items: [PopupMenuItem]
  let growthAnchor: UnitPoint
  let dismiss: () -> Void
  @State private var appeared = false

  static let cornerRadius: CGFloat = 13
  static let separator = SystemColor.separator

  var body: some View {
    let showsCheckmarks = items.contains { $0.isSelected != nil }
    VStack(spacing: 0) {
      ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
        if index > 0 {
          Rectangle().fill(Self.separator).frame(height: 0.5)
        }
        if let group = item.group {
          PopupMenuGroupRow(items: group, dismiss: dismiss)
        } else {
          PopupMenuRow(item: item, showsCheckmark: showsCheckmarks, dismiss: dismiss)
        }
      }
    }
    // Opaque: our materials cannot blur inside an effect layer, and crisp text showing through looks wrong.
    .background(Color.rgb(247, 247, 247, dark: (37, 37, 37)))
    .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
    .shadow(color: Color.black.opacity(0.18), radius: 24, x: 0, y: 8)
    .scaleEffect(appeared ? 1 : 0.6, anchor: growthAnchor)
    .opacity(appeared ? 1 : 0)
    .onAppear {
      withAnimation(.spring(response: 0.3, dampingFraction: 0.82)) { appeared = true }
    }
  }
}

/// A 44 pt row: optional leading checkmark, the item's label at 17 pt — a `Label`'s title first and its icon
/// at the trailing edge, as iOS lays out menu rows; highlighted while pressed.
struct PopupMenuRow: View {
  let item: PopupMenuItem
  let showsCheckmark: Bool
  let dismiss: () -> Void
  @State private var isPressed = false

  var body: some View {
    let color: Color =
      !item.isEnabled
      ? SystemColor.tertiaryLabel
      : item.role == .destructive ? .red : .primary
    HStack(spacing: 0) {
      if showsCheckmark {
        Image(systemName: "checkmark")
          .font(.system(size: 15, weight: .semibold))
          .opacity(item.isSelected == true ? 1 : 0)
          .frame(width: 28, alignment: .leading)
      }
      AnyView(item.view)
        .labelStyle(MenuRowLabelStyle())
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .font(.body)
    .foregroundStyle(color)
    .padding(.horizontal, 16)
    .frame(height: PopupMenuPresenter.rowHeight)
    .background(isPressed ? Color.black.opacity(0.08) : Color.clear)
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 0)
        .onChanged { value in
          if item.isEnabled { isPressed = Self.staysInRow(value.translation) }
        }
        .onEnded { value in
          isPressed = false
          guard item.isEnabled, Self.staysInRow(value.translation) else { return }
          item.action()
          dismiss()
        })
  }

  /// A touch that wandered onto another row does not pick this one.
  static func staysInRow(_ translation: CGSize) -> Bool {
    abs(translation.height) < PopupMenuPresenter.rowHeight / 2 && abs(translation.width) < 120
  }
}

/// A menu row's label: the title leading, the icon centred in a 24 pt column at the trailing edge (a row
/// without an icon keeps its title where rows with one have theirs).
struct MenuRowLabelStyle: LabelStyle {
  static let iconColumn: CGFloat = 24

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.title
      Spacer(minLength: 16)
      configuration.icon.frame(width: Self.iconColumn)
    }
  }
}

/// A control group in a menu: its buttons side by side, each an icon over a small title, split by hairlines.
struct PopupMenuGroupRow: View {
  let items: [PopupMenuItem]
  let dismiss: () -> Void

  static let height: CGFloat = 68

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(items.enumerated()), id: \.offset) { index, item in
        if index > 0 {
          Rectangle().fill(PopupMenuPanel.separator).frame(width: 0.5)
        }
        AnyView(item.view)
          .labelStyle(StackedMenuLabelStyle())
          .lineLimit(1)
          .foregroundStyle(
            !item.isEnabled
              ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
              : item.role == .destructive ? Color.red : Color.primary
          )
          .frame(maxWidth: .infinity)
          .frame(height: Self.height)
          .contentShape(Rectangle())
          .onTapGesture {
            guard item.isEnabled else { return }
            item.action()
            dismiss()
          }
      }
    }
  }
}
