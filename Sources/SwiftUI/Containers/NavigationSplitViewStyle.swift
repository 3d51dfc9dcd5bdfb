import Foundation

/// Which columns of a split view are shown side by side.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// The style's choice: every column with `.balanced`, the detail alone with `.prominentDetail`.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The detail and the column before it: the sidebar of two columns, the content column of three.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

public enum NavigationSplitViewColumn: Hashable, Sendable {
  case sidebar, content, detail
}

/// How a split view's leading columns share the width with the detail.
public protocol NavigationSplitViewStyle {}

/// iPadOS's choice by orientation: `.balanced` on a landscape window, the detail alone with the leading
/// columns lying over it (as `.prominentDetail`) on a portrait one.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The detail narrows to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The detail keeps the whole width; the leading columns, hidden at first, lie over it when shown.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// The styles the runtime draws.
enum NavigationSplitStyleKind {
  case automatic, balanced, prominentDetail

  /// Whether the leading columns lie over a detail that keeps the whole width.
  func overlays(portrait: Bool) -> Bool {
    switch self {
    case .automatic: portrait
    case .balanced: false
    case .prominentDetail: true
    }
  }
}

private struct NavigationSplitViewStyleKey: EnvironmentKey {
  static var defaultValue: NavigationSplitStyleKind { .automatic }
}

extension EnvironmentValues {
  var navigationSplitViewStyle: NavigationSplitStyleKind {
    get { self[NavigationSplitViewStyleKey.self] }
    set { self[NavigationSplitViewStyleKey.self] = newValue }
  }
}

/// A kind of item the system puts in a toolbar of its own accord.
public struct ToolbarDefaultItemKind: Sendable {
  let name: String
  /// The button that shows and hides a split view's sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}

extension View {
  /// The style of the split views inside.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    environment(
      \.navigationSplitViewStyle,
      style is ProminentDetailNavigationSplitViewStyle
        ? .prominentDetail : style is BalancedNavigationSplitViewStyle ? .balanced : .automatic)
  }

  /// The width of the split view column this view is in, side by side (the detail takes what is left).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(NavigationSplitColumnWidthModifier(width: width))
  }

  /// The column is `ideal` wide, within `min` and `max`.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    let width = Swift.min(Swift.max(ideal, min ?? ideal), max ?? .infinity)
    return modifier(NavigationSplitColumnWidthModifier(width: width))
  }

  /// Leaves out an item the system would add: `.sidebarToggle` removes a split view's sidebar button.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    modifier(NavigationSplitToggleRemoval(removes: defaultItemKind?.name == "sidebarToggle"))
  }
}

/// Tells the split view the column is in the width it asks for.
private struct NavigationSplitColumnWidthModifier: BuiltinModifier {
  let width: CGFloat

  func makeNode(_ node: ViewNode, content: any View) {
    if let route = node.environment.navigationSplitRoute {
      route.split.requestWidth(width, forColumn: route.column, graph: node.graph)
    }
    node.setContent(content)
  }
}

private struct NavigationSplitToggleRemoval: BuiltinModifier {
  let removes: Bool

  func makeNode(_ node: ViewNode, content: any View) {
    if removes, let route = node.environment.navigationSplitRoute {
      route.split.requestToggleRemoval(graph: node.graph)
    }
    node.setContent(content)
  }
}
