import Foundation

/// A control that edits a line of text. The binding is written on every keystroke; the placeholder shows in
/// placeholder gray while the text is empty. Its look comes from `.textFieldStyle` (none by default, as on iOS).
public struct TextField<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let configuration: TextInputConfiguration?
  /// Set on the field a text field style receives: that value is the part that draws the text.
  let styledState: TextEditingState?

  init(configuration: TextInputConfiguration) {
    self.configuration = configuration
    styledState = nil
  }

  init(styledState: TextEditingState) {
    configuration = nil
    self.styledState = styledState
  }

  func makeNode(_ node: ViewNode) {
    if let styledState {
      TextInputContent.configure(node, state: styledState)
      return
    }
    guard let configuration else { return }
    let role: ControlAttachment.Role = configuration.kind == .secure ? .secureField : .textField
    let state = TextInputControl.configure(node, configuration: configuration, role: role)
    let style = node.environment.textFieldStyle ?? AnyTextFieldStyle(.automatic)
    node.setContent(style.makeBody(TextField<_TextFieldStyleLabel>(styledState: state)))
  }
}

extension TextInputConfiguration {
  /// iOS shows the prompt as the placeholder, or the title when there is no prompt.
  static func field(
    _ kind: Kind, title: Text, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal
  ) -> TextInputConfiguration {
    let shown = prompt ?? title
    return TextInputConfiguration(
      kind: kind, text: text, placeholder: shown.plainText, prompt: shown, axis: axis)
  }

  /// A label view stands in for the title when it is a Text.
  static func field<L: View>(
    _ kind: Kind, label: L, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal
  )
    -> TextInputConfiguration
  {
    field(
      kind, title: (label as? Text) ?? Text(verbatim: ""), text: text, prompt: prompt, axis: axis)
  }

  /// `value:format:` fields edit the formatted string and parse it back when editing ends.
  static func formatted<F: ParseableFormatStyle>(
    title: Text, value: Binding<F.FormatInput>, format: F, prompt: Text?
  ) -> TextInputConfiguration where F.FormatOutput == String {
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { string in
        if let parsed = try? format.parseStrategy.parse(string) { value.wrappedValue = parsed }
      })
    var configuration = field(.field, title: title, text: text, prompt: prompt)
    configuration.commitsOnEnd = true
    return configuration
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(configuration: .field(.field, title: Text(titleKey), text: text, prompt: nil))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(
      configuration: .field(.field, title: Text(verbatim: String(title)), text: text, prompt: nil))
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(configuration: .field(.field, title: Text(titleKey), text: text, prompt: prompt))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(
      configuration: .field(
        .field, title: Text(verbatim: String(title)), text: text, prompt: prompt))
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(
      configuration: .field(.field, title: Text(titleKey), text: text, prompt: nil, axis: axis))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(
      configuration: .field(
        .field, title: Text(verbatim: String(title)), text: text, prompt: nil, axis: axis))
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(
      configuration: .field(
        .field, title: Text(titleKey), text: text, prompt: prompt, axis: axis))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(
      configuration: .field(
        .field, title: Text(verbatim: String(title)), text: text, prompt: prompt, axis: axis))
  }

  /// Deprecated on Apple platforms in favour of `onSubmit` and `@FocusState`; still accepted.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    var configuration = TextInputConfiguration.field(
      .field, title: Text(titleKey), text: text, prompt: nil)
    configuration.onEditingChanged = onEditingChanged
    configuration.onCommit = onCommit
    self.init(configuration: configuration)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    var configuration = TextInputConfiguration.field(
      .field, title: Text(verbatim: String(title)), text: text, prompt: nil)
    configuration.onEditingChanged = onEditingChanged
    configuration.onCommit = onCommit
    self.init(configuration: configuration)
  }

  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      configuration: .formatted(
        title: Text(titleKey), value: value, format: format, prompt: prompt))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      configuration: .formatted(
        title: Text(verbatim: String(title)), value: value, format: format, prompt: prompt))
  }
}

extension TextField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(configuration: .field(.field, label: label(), text: text, prompt: prompt))
  }

  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(configuration: .field(.field, label: label(), text: text, prompt: prompt, axis: axis))
  }

  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      configuration: .formatted(
        title: (label() as? Text) ?? Text(verbatim: ""), value: value, format: format,
        prompt: prompt))
  }
}
