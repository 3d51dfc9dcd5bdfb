import Foundation

/// Related controls shown together: on iOS a row of buttons in one rounded grey bar split by thin lines, plain
/// buttons side by side with `.navigation`, and a row of icon-over-title buttons at the top of a Menu.
public struct ControlGroup<Content: View>: View {
  let content: Content
  let label: (any View)?

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    let content = content()
    let label = label()
    self.content = LabeledControlGroupContent(content: content, label: label)
    self.label = label
  }

  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
    self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  public var body: some View {
    ControlGroupStyled(
      configuration: ControlGroupStyleConfiguration(
        content: ControlGroupStyleConfiguration.Content(content: groupContent),
        label: ControlGroupStyleConfiguration.Label(content: label ?? EmptyView())))
  }

  /// The controls without the label a labelled group carries.
  var groupContent: any View {
    (content as? any LabeledControlGroupContentProtocol)?.groupContent ?? content
  }
}

/// The content of a ControlGroup made with a label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  public var body: some View { content }
}

@MainActor protocol LabeledControlGroupContentProtocol {
  var groupContent: any View { get }
}
extension LabeledControlGroupContent: LabeledControlGroupContentProtocol {
  var groupContent: any View { content }
}

/// Styles a control group.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ControlGroupStyleConfiguration
}

public struct ControlGroupStyleConfiguration {
  /// The group's controls.
  public struct Content: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  /// The group's label (empty when it has none).
  public struct Label: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  public let content: Content
  public let label: Label
}

/// iOS's default outside toolbars and menus: one rounded grey bar, the controls sharing it equally, split by
/// hairlines, tinted.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupBar(content: configuration.content)
  }
}

/// Controls side by side as plain tinted buttons, as back and forward in a toolbar.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 20) { configuration.content }
      .buttonStyle(PlainButtonStyle())
      .foregroundStyle(Color.accentColor)
      .font(.system(size: 17))
  }
}

/// The controls in a row of icon-over-title buttons, as iOS draws a group at the top of a menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupBar(content: configuration.content, stacksLabels: true)
  }
}

/// Shown as a menu; here, as the menu's row of buttons (the same as `.compactMenu`).
public struct MenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupBar(content: configuration.content, stacksLabels: true)
  }
}

/// A palette: the controls as a row of icons.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroupBar(content: configuration.content).labelStyle(.iconOnly)
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

struct AnyControlGroupStyle {
  let makeBody: (ControlGroupStyleConfiguration) -> any View
  init<S: ControlGroupStyle>(_ style: S) {
    makeBody = { style.makeBody(configuration: $0) }
  }
}

private struct ControlGroupStyleKey: EnvironmentKey {
  static var defaultValue: AnyControlGroupStyle? { nil }
}

extension EnvironmentValues {
  var controlGroupStyle: AnyControlGroupStyle? {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}

extension View {
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    transformEnvironment { $0.controlGroupStyle = AnyControlGroupStyle(style) }
  }
}

struct ControlGroupStyled: View {
  let configuration: ControlGroupStyleConfiguration
  @Environment(\.controlGroupStyle) var style
  var body: some View {
    if let style {
      AnyView(style.makeBody(configuration))
    } else {
      ControlGroupBar(content: configuration.content)
    }
  }
}

/// The grey bar: each control takes an equal share, hairlines between them; 44 pt high at the regular control
/// size (34 small, 50 large), labels tinted. `stacksLabels` puts a Label's icon above its title, as in menus.
struct ControlGroupBar: View, PrimitiveView {
  typealias Body = Never
  let content: ControlGroupStyleConfiguration.Content
  var stacksLabels = false

  static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
  static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

  func makeNode(_ node: ViewNode) {
    let children = flatten(content.content)
    let size = node.environment.controlSize
    let height: CGFloat =
      stacksLabels ? 64 : size == .large || size == .extraLarge ? 50 : size == .regular ? 44 : 34
    let tint = node.environment.tint ?? .accentColor
    let stacks = stacksLabels
    node.setContent(
      HStack(spacing: 0) {
        ForEach(Array(children.enumerated()), id: \.offset) { index, child in
          if index > 0 {
            Self.separator.frame(width: 0.5).padding(.vertical, 10)
          }
          AnyView(child.view)
            .buttonStyle(ControlGroupButtonStyle(height: height, stacksLabel: stacks))
        }
      }
      .foregroundStyle(tint)
      .frame(height: height)
      .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Self.fill)))
  }
}

/// A control group's segment: the label centred in an equal share of the bar, dimmed while pressed.
struct ControlGroupButtonStyle: ButtonStyle {
  let height: CGFloat
  let stacksLabel: Bool
  func makeBody(configuration: Configuration) -> some View {
    Group {
      if stacksLabel {
        configuration.label.labelStyle(StackedMenuLabelStyle())
      } else {
        configuration.label
      }
    }
    .font(.system(size: 17))
    .frame(maxWidth: .infinity)
    .frame(height: height)
    .contentShape(Rectangle())
    .opacity(configuration.isPressed ? 0.3 : 1)
  }
}

/// A label's icon above its title in small type, as buttons in a menu's top row.
struct StackedMenuLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.icon.font(.system(size: 20))
      configuration.title.font(.system(size: 12))
    }
  }
}

extension ControlGroup: PopupMenuItemSource {
  func popupMenuItems(id: AnyHashable) -> [PopupMenuItem] {
    [
      PopupMenuItem(
        id: id, view: EmptyView(), isSelected: nil, role: nil, isEnabled: true, action: {},
        group: PopupMenuItems.items(in: groupContent))
    ]
  }
}
