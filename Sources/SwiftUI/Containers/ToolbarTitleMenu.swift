import Foundation

extension View {
  /// The menu a tap on the page's inline navigation title shows (iOS 16): the title gets a small chevron in a
  /// grey circle, and the menu opens below it as a `Menu`'s does. A large title shows no menu.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    modifier(
      NavigationBarModifier(contribution: NavigationBarContribution(titleMenu: content())))
  }
}

/// The title menu as a toolbar's content describes it (`.toolbar { ToolbarTitleMenu { … } }`): the same as
/// `.toolbarTitleMenu(content:)`. `ToolbarTitleMenu()` (the app's commands) has nothing to show on Linux.
public struct ToolbarTitleMenu<Content: View>: View, ToolbarTitleMenuContent {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init() where Content == EmptyView { content = EmptyView() }
  public var body: some View { content }
  var menuContent: (any View)? { content is EmptyView ? nil : content }
}

@MainActor protocol ToolbarTitleMenuContent {
  var menuContent: (any View)? { get }
}
