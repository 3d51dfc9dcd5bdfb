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
    modifier(AttributeModifier { $0.accessibilityLabel = label.plainText })
  }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(AttributeModifier { $0.accessibilityLabel = String(label) })
  }
}
