import Foundation

/// The look of text fields and secure fields. As in Apple's SwiftUI, a style wraps the field it is given
/// (`configuration`, which draws the text itself) in its decoration.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  associatedtype _Body: View
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
  typealias _Label = _TextFieldStyleLabel
}

/// The label type of the text field a style receives.
public struct _TextFieldStyleLabel: View {
  public typealias Body = Never
}

/// A type-erased style, stored in the environment.
struct AnyTextFieldStyle {
  let makeBody: @MainActor (TextField<_TextFieldStyleLabel>) -> any View
  init<S: TextFieldStyle>(_ style: S) {
    makeBody = { configuration in style._body(configuration: configuration) }
  }
}

private struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: AnyTextFieldStyle? { nil }
}

extension EnvironmentValues {
  /// The style `.textFieldStyle` set for the text fields below.
  var textFieldStyle: AnyTextFieldStyle? {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    transformEnvironment { $0.textFieldStyle = AnyTextFieldStyle(style) }
  }
}

/// iOS default outside forms: no decoration, like `.plain`.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// UITextField's `.roundedRect` border: white, a hairline light gray outline with 5 pt corners, the text inset
/// 7 pt at the sides and 6 pt above and below (34 pt tall with the body font).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    RoundedBorderField(configuration: configuration)
  }
}

private struct RoundedBorderField: View {
  let configuration: TextField<_TextFieldStyleLabel>
  @Environment(\.isEnabled) var isEnabled
  var body: some View {
    configuration
      .padding(.horizontal, 7)
      .padding(.vertical, 6)
      .background(
        RoundedRectangle(cornerRadius: 5, style: .continuous)
          .fill(
            isEnabled ? SystemColor.fieldBackground : Color.rgb(247, 247, 247, dark: (44, 44, 46)))
      )
      .overlay(
        RoundedRectangle(cornerRadius: 5, style: .continuous)
          .strokeBorder(Color.rgb(204, 204, 204, dark: (56, 56, 58)), lineWidth: 0.5)
      )
  }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
