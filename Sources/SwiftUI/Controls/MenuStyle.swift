import Foundation

/// Draws a menu from its label and content (`.menuStyle`).
@MainActor @preconcurrency
public protocol MenuStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = MenuStyleConfiguration
}

/// A menu's parts, for a style to wrap in `Menu(configuration)`.
public struct MenuStyleConfiguration {
  public struct Label: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  public struct Content: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

/// The menu as iOS draws it where it is: its label in the tint colour, no border.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button; iOS gives it the button style in effect. Here its label is drawn as the
/// default button's (tinted, no border).
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A borderless button's look: the label in the tint colour.
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style's body shows, with the parts and action of the menu being styled.
  public init(_ configuration: MenuStyleConfiguration) {
    label = configuration.label
    content = configuration.content
    primaryAction = configuration.primaryAction
  }
}

extension View {
  /// Sets the style of the menus in this view.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    controlStyle { style.makeBody(configuration: $0) as any View }
  }
}
