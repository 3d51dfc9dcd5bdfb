import Foundation

/// Shows its root view. Navigation bars, titles and toolbars are accepted (so common code compiles) but not
/// drawn yet; pushing is not supported.
public struct NavigationStack<Root: View>: View {
  let root: Root
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  public var body: some View { root }
}

/// The deprecated container: shows its content, as `NavigationStack` does.
public struct NavigationView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

private func ignored(_ what: String) {
  Log.once(
    "navigation.\(what)",
    "\(what) is accepted but not shown: navigation bars and toolbars are not drawn yet")
}

extension View {
  public func navigationTitle(_ title: Text) -> some View {
    ignored("navigationTitle")
    return self
  }
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
    navigationTitle(title)
  }
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  )
    -> some View
  {
    navigationTitle(Text(titleKey))
  }

  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    ignored("navigationBarTitleDisplayMode")
    return self
  }
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    ignored("navigationBarHidden")
    return self
  }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    ignored("navigationBarBackButtonHidden")
    return self
  }
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    ignored("navigationBarItems")
    return self
  }
  public func navigationBarItems<L: View>(leading: L) -> some View {
    ignored("navigationBarItems")
    return self
  }
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    ignored("navigationBarItems")
    return self
  }

  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ignored("toolbar")
    return self
  }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    ignored("toolbar(_:for:)")
    return self
  }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    ignored("toolbarBackground")
    return self
  }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    ignored("toolbarBackground")
    return self
  }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    ignored("toolbarColorScheme")
    return self
  }
}

/// An item of a `.toolbar`; shown as its content where toolbars are not drawn.
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content
  public var body: some View { content }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

public struct ToolbarItemGroup<Content: View>: View {
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: some View { content }
}

public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
}

public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}
