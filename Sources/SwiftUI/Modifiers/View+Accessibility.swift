import Foundation

extension View {
  /// Names the view for UI tests (`AppDriver`, `ViewHost.frame(ofIdentifier:)`); it is not shown.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AttributeModifier { $0.accessibilityIdentifier = identifier })
  }
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
    modifier(AttributeModifier { if isEnabled { $0.accessibilityIdentifier = identifier } })
  }

  /// What VoiceOver would read for the view; the test driver finds views by it too.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(AccessibilityTextModifier(text: label) { $0.accessibilityLabel = $1 })
  }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(AttributeModifier { $0.accessibilityLabel = String(label) })
  }

  /// What VoiceOver would say after the label, about what the view does.
  public func accessibilityHint(_ hint: Text) -> some View {
    modifier(AccessibilityTextModifier(text: hint) { $0.accessibilityHint = $1 })
  }
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(hintKey))
  }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    accessibilityHint(Text(verbatim: String(hint)))
  }
}

/// Sets an accessibility text in the view's own language: translated where the node is, like a Text.
struct AccessibilityTextModifier: BuiltinModifier {
  let text: Text
  let set: (inout NodeAttributes, String) -> Void
  func makeNode(_ node: ViewNode, content: any View) {
    set(&node.attributes, text.string(in: node.environment))
    node.setContent(content)
  }
}
