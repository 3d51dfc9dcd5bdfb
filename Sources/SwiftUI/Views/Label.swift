import Foundation

/// A title with an icon. Beside each other in ordinary layouts; in a tab bar, the icon above the title, as
/// `tabItem { Label("Discover", systemImage: "flame.fill") }` shows on iOS; `.labelStyle` chooses otherwise.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// Drawn by the `.labelStyle` in effect (Views/LabelStyle.swift), else by where it is placed.
  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: title),
      icon: LabelStyleConfiguration.Icon(content: icon))
    AnyView(erasing: (style ?? AnyLabelStyle(.automatic)).makeBody(configuration))
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(systemName: name) })
  }
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(name) })
  }
}

/// Where a label is, which decides its automatic look: beside (most places), a tab bar item, the middle of a
/// ContentUnavailableView.
enum LabelPlacement { case besides, tabItem, unavailableContent }

private struct LabelPlacementKey: EnvironmentKey {
  static var defaultValue: LabelPlacement { .besides }
}

extension EnvironmentValues {
  var labelPlacement: LabelPlacement {
    get { self[LabelPlacementKey.self] }
    set { self[LabelPlacementKey.self] = newValue }
  }
}
