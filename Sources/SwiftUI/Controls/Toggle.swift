import Foundation

/// A control that turns a setting on or off; on iOS a label with the switch at the trailing edge.
public struct Toggle<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let isOn: Binding<Bool>
  let label: any View
  let usesDefaultStyle: Bool

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
    usesDefaultStyle = false
  }

  /// The styled toggle inside a custom style's `makeBody`: drawn with the default (switch) style.
  public init(_ configuration: ToggleStyleConfiguration)
  where Label == ToggleStyleConfiguration.Label {
    isOn = configuration.$isOn
    label = configuration.label
    usesDefaultStyle = true
  }

  func makeNode(_ node: ViewNode) {
    let style = usesDefaultStyle ? nil : node.environment.toggleStyle
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: label), isOn: isOn, isMixed: false)
    node.setContent(
      style?.makeBody(configuration) ?? SwitchToggleStyle().makeBody(configuration: configuration))
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

// MARK: Styles

/// Styles a toggle from its label and state.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
  /// The toggle's label as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  public let label: Label
  @Binding public var isOn: Bool
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
    self.label = label
    _isOn = isOn
    self.isMixed = isMixed
  }
}

typealias AnyToggleStyle = AnyControlStyle<ToggleStyleConfiguration>

extension EnvironmentValues {
  /// The style `.toggleStyle` set for the toggles below.
  var toggleStyle: AnyToggleStyle? {
    get { self[style: ToggleStyleConfiguration.self] }
    set { self[style: ToggleStyleConfiguration.self] = newValue }
  }
}

extension View {
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    controlStyle { style.makeBody(configuration: $0) as any View }
  }
}

/// The iOS switch: label leading, a 51 x 31 switch trailing, green when on.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleBody(configuration: configuration, tint: tint)
  }
}

struct SwitchToggleBody: View {
  let configuration: ToggleStyleConfiguration
  let tint: Color?
  @Environment(\.labelsHidden) var labelsHidden
  var body: some View {
    let title = labelText(of: configuration.label)
    if labelsHidden {
      ToggleSwitch(isOn: configuration.$isOn, tint: tint, title: title)
    } else {
      HStack {
        configuration.label
        Spacer()
        ToggleSwitch(isOn: configuration.$isOn, tint: tint, title: title)
      }
    }
  }
}
public typealias DefaultToggleStyle = SwitchToggleStyle

/// iOS's button toggle: a bordered button when off (tinted label on a light tint) and a prominent one when on
/// (white label on the tint); its height follows `.controlSize` as buttons' does.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ToggleButtonBody(configuration: configuration)
  }
}

struct ToggleButtonBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.tint) var tint
  @Environment(\.controlSize) var controlSize
  var body: some View {
    let color = tint ?? .accentColor
    let vertical: CGFloat =
      controlSize == .large || controlSize == .extraLarge ? 14 : controlSize == .regular ? 7 : 3
    Button {
      configuration.isOn.toggle()
    } label: {
      configuration.label
        .foregroundStyle(configuration.isOn ? Color.white : color)
        .padding(.vertical, vertical)
        .padding(.horizontal, 12)
        .background(
          RoundedRectangle(cornerRadius: 8, style: .continuous)
            .fill(configuration.isOn ? color : color.opacity(0.15)))
    }
    .buttonStyle(PlainButtonStyle())
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// MARK: Switch

/// The switch itself: tapping it flips the binding and the knob slides across.
struct ToggleSwitch: View, PrimitiveView {
  typealias Body = Never
  let isOn: Binding<Bool>
  let tint: Color?
  let title: Text?

  static let size = CGSize(width: 51, height: 31)
  static let knobDiameter: CGFloat = 27
  /// iOS `secondarySystemFill`: the track when off.
  static let offColor = SystemColor.secondaryFill

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let press = node.storage(&slot) { ButtonPressState() }
    press.node = node
    let isOn = self.isOn
    let enabled = node.environment.isEnabled
    let flip = { if enabled { isOn.wrappedValue.toggle() } }
    node.attributes.control = ControlAttachment(
      role: .toggle, label: title?.string(in: node.environment) ?? "", textClient: nil,
      activate: flip, value: isOn.wrappedValue ? "1" : "0")
    node.attributes.contentShape = AnyShape(Capsule())
    if enabled {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: ButtonGesture(state: press, action: flip), priority: .normal, isEnabled: true))
    }
    let on = isOn.wrappedValue
    let onColor = tint ?? node.environment.tint ?? .green
    let travel = Self.size.width - Self.knobDiameter - 4
    node.setContent(
      ZStack(alignment: .leading) {
        Capsule().fill(on ? onColor : Self.offColor)
        Circle()
          .fill(Color.white)
          .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
          .frame(width: Self.knobDiameter, height: Self.knobDiameter)
          .offset(x: 2 + (on ? travel : 0))
      }
      .frame(width: Self.size.width, height: Self.size.height)
      .opacity(enabled ? 1 : 0.5)
      .animation(.spring(response: 0.3, dampingFraction: 0.8), value: on))
  }
}
