import Foundation

/// A text field that shows a bullet per character and never lets its text onto the clipboard.
public struct SecureField<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let configuration: TextInputConfiguration

  init(configuration: TextInputConfiguration) { self.configuration = configuration }

  func makeNode(_ node: ViewNode) {
    let state = TextInputControl.configure(node, configuration: configuration, role: .secureField)
    let style = node.environment.textFieldStyle ?? AnyTextFieldStyle(.automatic)
    node.setContent(style.makeBody(TextField<_TextFieldStyleLabel>(styledState: state)))
  }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(configuration: .field(.secure, title: Text(titleKey), text: text, prompt: nil))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(
      configuration: .field(.secure, title: Text(verbatim: String(title)), text: text, prompt: nil))
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(configuration: .field(.secure, title: Text(titleKey), text: text, prompt: prompt))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(
      configuration: .field(
        .secure, title: Text(verbatim: String(title)), text: text, prompt: prompt))
  }

  /// Deprecated on Apple platforms in favour of `onSubmit`; still accepted.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    var configuration = TextInputConfiguration.field(
      .secure, title: Text(titleKey), text: text, prompt: nil)
    configuration.onCommit = onCommit
    self.init(configuration: configuration)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    var configuration = TextInputConfiguration.field(
      .secure, title: Text(verbatim: String(title)), text: text, prompt: nil)
    configuration.onCommit = onCommit
    self.init(configuration: configuration)
  }
}

extension SecureField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(configuration: .field(.secure, label: label(), text: text, prompt: prompt))
  }
}
