import Foundation

/// A menu-style picker's button: the current option in the tint colour with ⌃⌄ chevrons (iOS 16+), or the
/// picker's own label when it was given one with `Picker(selection:label:content:)`. Tapping opens the menu.
struct MenuPickerButton: View, PrimitiveView {
  typealias Body = Never
  let title: String
  let customLabel: (any View)?
  let currentLabel: (any View)?
  let items: [PopupMenuItem]

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let press = node.storage(&slot) { ButtonPressState() }
    press.node = node
    let items = self.items
    let open = { [weak node] in
      guard let node, node.isAlive else { return }
      PopupMenuPresenter.present(items, from: node)
    }
    let enabled = node.environment.isEnabled
    node.attributes.control = ControlAttachment(
      role: .picker, label: title, textClient: nil, activate: enabled ? open : nil)
    node.attributes.contentShape = AnyShape(Rectangle())
    if enabled {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: ButtonGesture(state: press, action: open), priority: .normal, isEnabled: true))
    }
    let dimmed = press.isPressed ? 0.25 : 1
    if let customLabel {
      node.setContent(AnyView(customLabel).opacity(dimmed))
      return
    }
    let shown: any View = currentLabel ?? Text(verbatim: "")
    let tint = enabled ? node.environment.resolvedTint : Color.gray
    node.setContent(
      HStack(spacing: 5) {
        AnyView(shown)
          .lineLimit(1)
        Image(systemName: "chevron.up.chevron.down")
          .font(.system(size: 13, weight: .semibold))
      }
      .font(.body)
      .foregroundStyle(tint)
      .padding(.horizontal, 11)
      .padding(.vertical, 7)
      .opacity(dimmed))
  }
}
