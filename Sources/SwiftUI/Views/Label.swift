import Foundation

/// A title with an icon. Beside each other in ordinary layouts; in a tab bar, the icon above the title, as
/// `tabItem { Label("Discover", systemImage: "flame.fill") }` shows on iOS.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelPlacement) private var placement

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    switch placement {
    case .besides:
      HStack(spacing: 8) {
        icon
        title
      }
    case .tabItem:
      VStack(spacing: 2) {
        icon.font(.system(size: 20, weight: .medium))
        title
      }
    }
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

enum LabelPlacement { case besides, tabItem }

private struct LabelPlacementKey: EnvironmentKey {
  static var defaultValue: LabelPlacement { .besides }
}

extension EnvironmentValues {
  var labelPlacement: LabelPlacement {
    get { self[LabelPlacementKey.self] }
    set { self[LabelPlacementKey.self] = newValue }
  }
}
