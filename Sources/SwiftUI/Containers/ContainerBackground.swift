import Foundation

/// Where a container background goes (iOS 17/18): `.navigation` fills the navigation page the view is on,
/// behind its content and up under the bars; the others are accepted and fill nothing here (a widget has
/// no container on Linux).
public struct ContainerBackgroundPlacement: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case navigation, navigationSplitView, tabView, widget, window }
  let kind: Kind
  public static let navigation = ContainerBackgroundPlacement(kind: .navigation)
  public static let navigationSplitView = ContainerBackgroundPlacement(kind: .navigationSplitView)
  public static let tabView = ContainerBackgroundPlacement(kind: .tabView)
  public static let widget = ContainerBackgroundPlacement(kind: .widget)
  public static let window = ContainerBackgroundPlacement(kind: .window)
}

extension View {
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    modifier(
      ContainerBackgroundModifier(
        background: container.kind == .navigation ? Rectangle().fill(style) : nil))
  }

  /// The page is filled with `content` laid out over it (in a ZStack with `alignment`).
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      ContainerBackgroundModifier(
        background: container.kind == .navigation
          ? ZStack(alignment: alignment) { content() } : nil))
  }
}

struct ContainerBackgroundModifier: ViewModifier {
  let background: (any View)?
  func body(content: Content) -> some View {
    if let background {
      content.modifier(
        NavigationBarModifier(
          contribution: NavigationBarContribution(containerBackground: background)))
    } else {
      content
    }
  }
}
