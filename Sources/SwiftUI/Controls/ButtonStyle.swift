import Foundation

/// Styles a button from its label and pressed state.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// Styles a button and decides when it triggers.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
  /// The button's label as a view.
  public struct Label: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  public let label: Label
  public let isPressed: Bool
  public let role: ButtonRole?
  let trigger: () -> Void
}

public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label
  public let label: Label
  public let role: ButtonRole?
  let action: () -> Void
  public func trigger() { action() }
}

/// Button styles and primitive button styles alike make a body from a `ButtonStyleConfiguration`.
typealias AnyButtonStyle = AnyControlStyle<ButtonStyleConfiguration>

extension AnyControlStyle where Configuration == ButtonStyleConfiguration {
  init<S: ButtonStyle>(_ style: S) {
    self.init { style.makeBody(configuration: $0) }
  }
  init<S: PrimitiveButtonStyle>(primitive style: S) {
    self.init { configuration in
      style.makeBody(
        configuration: PrimitiveButtonStyleConfiguration(
          label: configuration.label, role: configuration.role, action: configuration.trigger))
    }
  }
}

extension EnvironmentValues {
  /// The style `.buttonStyle` set for the buttons below.
  var buttonStyle: AnyButtonStyle? {
    get { self[style: ButtonStyleConfiguration.self] }
    set { self[style: ButtonStyleConfiguration.self] = newValue }
  }
}

extension View {
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    transformEnvironment { $0.buttonStyle = AnyButtonStyle(style) }
  }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    transformEnvironment { $0.buttonStyle = AnyButtonStyle(primitive: style) }
  }
}

// MARK: Built-in styles

/// iOS default: a borderless button with its label in the tint colour, dimmed while pressed.
public struct DefaultButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(configuration: configuration, prominent: false)
      .opacity(configuration.isPressed ? 0.25 : 1)
  }
}
public typealias BorderlessButtonStyle = DefaultButtonStyle

public struct PlainButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.25 : 1)
  }
}

/// A tinted translucent rounded rectangle behind a tinted label.
public struct BorderedButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedBody(configuration: configuration, prominent: false)
  }
}

/// The tint colour filled, with a white label.
public struct BorderedProminentButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedBody(configuration: configuration, prominent: true)
  }
}

struct TintedLabel: View {
  let configuration: ButtonStyleConfiguration
  let prominent: Bool
  @Environment(\.tint) var tint
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.foregroundStyle) var foreground
  var body: some View {
    let color: Color = configuration.role == .destructive ? .red : (tint ?? .accentColor)
    // `.foregroundColor` on a borderless button (or around it) colours its label instead of the tint, as on iOS.
    if isEnabled, !prominent, configuration.role != .destructive, let foreground {
      configuration.label.foregroundStyle(foreground)
    } else {
      configuration.label
        .foregroundStyle(isEnabled ? (prominent ? Color.white : color) : Color.gray)
    }
  }
}

struct BorderedBody: View {
  let configuration: ButtonStyleConfiguration
  let prominent: Bool
  @Environment(\.tint) var tint
  @Environment(\.controlSize) var controlSize
  @Environment(\.buttonBorderShape) var borderShape
  @Environment(\.isEnabled) var isEnabled
  var body: some View {
    let color: Color = configuration.role == .destructive ? .red : (tint ?? .accentColor)
    let vertical: CGFloat = controlSize == .large ? 14 : controlSize == .small ? 4 : 7
    let horizontal: CGFloat = controlSize == .large ? 20 : controlSize == .small ? 10 : 12
    configuration.label
      .foregroundStyle(prominent ? Color.white : color)
      .padding(.vertical, vertical)
      .padding(.horizontal, horizontal)
      .background(
        borderShape.shape(controlSize: controlSize).fill(prominent ? color : color.opacity(0.15))
      )
      .opacity(isEnabled ? (configuration.isPressed ? 0.6 : 1) : 0.4)
  }
}

extension ButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
  public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
