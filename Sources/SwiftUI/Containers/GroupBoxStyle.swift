import Foundation

/// Draws a group box from its label and content (`.groupBoxStyle`).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GroupBoxStyleConfiguration
}

/// A group box's parts, for a style to arrange.
public struct GroupBoxStyleConfiguration {
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
  /// The box's title (an `EmptyView` when it has none).
  public let label: Label
  public let content: Content
}

/// iOS's group box: the content under its headline label, padded 16 pt on a rounded rectangle of the
/// secondary system background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      if !(configuration.label.content is EmptyView) {
        configuration.label.font(.headline)
      }
      configuration.content
    }
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(GroupBoxMetrics.fill))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
  /// The style `.groupBoxStyle` set for the group boxes below.
  var groupBoxStyle: AnyControlStyle<GroupBoxStyleConfiguration>? {
    get { self[style: GroupBoxStyleConfiguration.self] }
    set { self[style: GroupBoxStyleConfiguration.self] = newValue }
  }
}

extension View {
  /// Sets the style of the group boxes in this view.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    controlStyle { style.makeBody(configuration: $0) as any View }
  }
}
