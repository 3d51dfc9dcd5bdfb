import Foundation

public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// iOS 17's name for the title display mode.
public struct ToolbarTitleDisplayMode: Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
  private func navigationBar(_ contribution: NavigationBarContribution) -> some View {
    modifier(NavigationBarModifier(contribution: contribution))
  }

  /// The page's title: large at the leading edge or inline in the middle of the navigation bar, and the
  /// back button's title on the page pushed after it.
  public func navigationTitle(_ title: Text) -> some View { navigationBar(.init(title: title)) }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationBar(.init(title: title, displayMode: displayMode))
  }
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(Text(titleKey), displayMode: displayMode)
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(Text(title), displayMode: displayMode)
  }

  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationBar(.init(displayMode: displayMode))
  }
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBar(.init(displayMode: mode.mode))
  }

  public func navigationBarHidden(_ hidden: Bool) -> some View {
    navigationBar(.init(barHidden: hidden))
  }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    navigationBar(.init(backButtonHidden: hidesBackButton))
  }

  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    navigationBar(
      .init(toolbar: [
        ToolbarEntry(placement: .navigationBarLeading, content: leading),
        ToolbarEntry(placement: .navigationBarTrailing, content: trailing),
      ]))
  }
  public func navigationBarItems<L: View>(leading: L) -> some View {
    navigationBar(
      .init(toolbar: [ToolbarEntry(placement: .navigationBarLeading, content: leading)]))
  }
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    navigationBar(
      .init(toolbar: [ToolbarEntry(placement: .navigationBarTrailing, content: trailing)]))
  }
}
