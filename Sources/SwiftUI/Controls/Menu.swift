import Foundation

/// A button that shows a pop-up menu of actions (the same panel a menu-style Picker uses).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// Tapping runs `primaryAction`; a long press opens the menu.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  func makeNode(_ node: ViewNode) {
    // A `.menuStyle` draws the menu; the `Menu(configuration)` in its body is this one, unstyled.
    if let style = node.environment[style: MenuStyleConfiguration.self] {
      let configuration = MenuStyleConfiguration(
        label: MenuStyleConfiguration.Label(content: label),
        content: MenuStyleConfiguration.Content(content: content), primaryAction: primaryAction)
      node.setContent(
        AnyView(erasing: style.makeBody(configuration))
          .transformEnvironment { $0[style: MenuStyleConfiguration.self] = nil })
      return
    }
    var slot = 0
    let press = node.storage(&slot) { ButtonPressState() }
    press.node = node
    let items = PopupMenuItems.items(in: content)
    let open = { [weak node] in
      guard let node, node.isAlive else { return }
      PopupMenuPresenter.present(items, from: node)
    }
    let enabled = node.environment.isEnabled
    let tap = primaryAction ?? open
    node.attributes.control = ControlAttachment(
      role: .menu, label: labelText(of: label)?.string(in: node.environment) ?? "", textClient: nil,
      activate: enabled ? tap : nil
    )
    node.attributes.contentShape = AnyShape(Rectangle())
    if enabled {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: ButtonGesture(state: press, action: tap), priority: .normal, isEnabled: true))
      if primaryAction != nil {
        node.attributes.gestures.append(
          GestureAttachment(
            gesture: LongPressGesture(minimumDuration: 0.5).onEnded { _ in open() },
            priority: .high, isEnabled: true))
      }
    }
    let tint = enabled ? node.environment.resolvedTint : Color.gray
    node.setContent(
      AnyView(label)
        .foregroundStyle(tint)
        .opacity(press.isPressed ? 0.25 : 1))
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

/// Views that become rows of a pop-up menu: buttons, toggles (checkmarked), inline pickers (one row per
/// option) and nested menus. Anything else shows as an inert row.
@MainActor protocol PopupMenuItemSource {
  func popupMenuItems(id: AnyHashable) -> [PopupMenuItem]
}

@MainActor enum PopupMenuItems {
  static func items(in content: any View) -> [PopupMenuItem] {
    flatten(content).flatMap { child -> [PopupMenuItem] in
      let id = AnyHashable(child.path)
      if child.view is Divider { return [] }
      if let source = unwrapped(child.view) as? any PopupMenuItemSource {
        return source.popupMenuItems(id: id)
      }
      return [
        PopupMenuItem(
          id: id, view: child.view, isSelected: nil, role: nil, isEnabled: false, action: {})
      ]
    }
  }

  /// A control with modifiers on it (`.disabled`, `.tint`) still counts as that control.
  static func unwrapped(_ view: Any) -> Any {
    var current = view
    while let modified = current as? any ModifiedContentInspectable {
      current = modified.wrappedContent
    }
    return current
  }
}

extension Button: PopupMenuItemSource {
  func popupMenuItems(id: AnyHashable) -> [PopupMenuItem] {
    [
      PopupMenuItem(
        id: id, view: label, isSelected: nil, role: role, isEnabled: true, action: action)
    ]
  }
}

extension Toggle: PopupMenuItemSource {
  func popupMenuItems(id: AnyHashable) -> [PopupMenuItem] {
    let isOn = self.isOn
    return [
      PopupMenuItem(
        id: id, view: label, isSelected: isOn.wrappedValue, role: nil, isEnabled: true,
        action: { isOn.wrappedValue.toggle() })
    ]
  }
}

extension Picker: PopupMenuItemSource {
  func popupMenuItems(id: AnyHashable) -> [PopupMenuItem] {
    let options = PickerOptions.extract(from: content, as: SelectionValue.self)
    let current = selection.wrappedValue
    let selection = self.selection
    return options.enumerated().map { index, option in
      PopupMenuItem(
        id: AnyHashable([id, AnyHashable(index)]), view: option.view,
        isSelected: option.tag == current, role: nil,
        isEnabled: option.tag != nil,
        action: { if let tag = option.tag { selection.wrappedValue = tag } })
    }
  }
}
