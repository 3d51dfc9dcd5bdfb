import Foundation

/// A box grouping related views, as iOS draws one: its content (under its label, in the headline font, 8 pt
/// above) padded 16 pt on a rounded rectangle (8 pt radius) of the secondary system background, as wide as
/// what it holds.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.groupBoxStyle) private var style

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @available(*, deprecated, message: "Use init(content:label:) instead.")
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  /// Drawn by the `.groupBoxStyle` in effect (Containers/GroupBoxStyle.swift), else as iOS draws it.
  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: label),
      content: GroupBoxStyleConfiguration.Content(content: content))
    if let style {
      AnyView(erasing: style.makeBody(configuration))
    } else {
      DefaultGroupBoxStyle().makeBody(configuration: configuration)
    }
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
