import Foundation

/// Draws a label from its title and icon (`.labelStyle`).
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// A label's parts, for a style to arrange.
public struct LabelStyleConfiguration {
  public struct Title: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  public struct Icon: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  public var title: Title
  public var icon: Icon
}

/// The look for where the label is: icon and title side by side, the icon above the title in a tab bar.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LabelParts(title: configuration.title, icon: configuration.icon, shows: .automatic)
  }
}

/// Only the icon (the title is still what VoiceOver reads and the test driver finds).
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LabelParts(title: configuration.title, icon: configuration.icon, shows: .icon)
  }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LabelParts(title: configuration.title, icon: configuration.icon, shows: .title)
  }
}

/// The icon and the title, side by side, wherever the label is.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LabelParts(title: configuration.title, icon: configuration.icon, shows: .both)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// The built-in arrangements. Where the label is placed (a tab bar, an empty-content view) decides the
/// automatic one.
struct LabelParts: View {
  enum Shows { case automatic, icon, title, both }
  let title: any View
  let icon: any View
  let shows: Shows
  @Environment(\.labelPlacement) private var placement

  var body: some View {
    switch (shows, placement) {
    case (.icon, _):
      AnyView(erasing: icon).accessibilityLabel(AccessibleTitle.plainText(of: title))
    case (.title, _):
      AnyView(erasing: title)
    case (.automatic, .tabItem):
      VStack(spacing: 2) {
        AnyView(erasing: icon).font(.system(size: 20, weight: .medium))
        AnyView(erasing: title)
      }
    case (.automatic, .unavailableContent):
      VStack(spacing: 0) {
        AnyView(erasing: icon)
          .font(.system(size: 48))
          .foregroundColor(.secondary)
          .padding(.bottom, 16)
        AnyView(erasing: title).font(.title2.bold())
      }
    case (.automatic, .besides), (.both, _):
      HStack(spacing: 8) {
        AnyView(erasing: icon)
        AnyView(erasing: title)
      }
    }
  }
}

/// The words of a label's title, for the accessibility label of an icon shown alone.
enum AccessibleTitle {
  static func plainText(of title: any View) -> String {
    var current: Any = title
    while true {
      if let text = current as? Text { return text.plainText }
      if let multi = current as? LabelStyleConfiguration.Title {
        current = multi.content
        continue
      }
      if let modified = current as? ModifiedContentInspectable {
        current = modified.wrappedContent
        continue
      }
      return ""
    }
  }
}

typealias AnyLabelStyle = AnyControlStyle<LabelStyleConfiguration>

extension AnyControlStyle where Configuration == LabelStyleConfiguration {
  init<S: LabelStyle>(_ style: S) {
    self.init { style.makeBody(configuration: $0) }
  }
}

extension EnvironmentValues {
  /// The style `.labelStyle` set for the labels below.
  var labelStyle: AnyLabelStyle? {
    get { self[style: LabelStyleConfiguration.self] }
    set { self[style: LabelStyleConfiguration.self] = newValue }
  }
}

extension View {
  /// Sets the style of the labels in this view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    controlStyle { style.makeBody(configuration: $0) as any View }
  }
}
