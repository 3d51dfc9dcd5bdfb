import Foundation

/// A box grouping related views, as iOS draws one: its content (under its label, in the headline font, 8 pt
/// above) padded 16 pt on a rounded rectangle (8 pt radius) of the secondary system background, as wide as
/// what it holds.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @available(*, deprecated, message: "Use init(content:label:) instead.")
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if !(label is EmptyView) {
        label.font(.headline)
      }
      content
    }
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(GroupBoxMetrics.fill))
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

enum GroupBoxMetrics {
  /// secondarySystemBackground.
  static let fill = Color.rgb(242, 242, 247, dark: (28, 28, 30))
}
