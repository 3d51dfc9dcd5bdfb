import Foundation

/// Two or three columns on a wide screen; on a phone's width, as here, collapsed into one stack: the sidebar
/// is the root, and a pushed value with no `navigationDestination` of its own shows the content column (when
/// there is one) and then the detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  public var body: some View {
    NavigationStack {
      sidebar
    }
    .modifier(
      NavigationSplitFallback(
        columns: content.map { [AnyView($0), AnyView(detail)] } ?? [AnyView(detail)]))
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

/// Hands the collapsed stack the columns to show for values pushed from the sidebar.
private struct NavigationSplitFallback: BuiltinModifier {
  let columns: [AnyView]

  func makeNode(_ node: ViewNode, content: any View) {
    let columns = self.columns
    node.environmentTransform = { $0.navigationSplitColumns = columns }
    node.setContent(content)
  }
}

private struct NavigationSplitColumnsKey: EnvironmentKey {
  static var defaultValue: [AnyView] { [] }
}

extension EnvironmentValues {
  /// The content and detail columns of the split view a stack stands for, collapsed.
  var navigationSplitColumns: [AnyView] {
    get { self[NavigationSplitColumnsKey.self] }
    set { self[NavigationSplitColumnsKey.self] = newValue }
  }
}

public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

public enum NavigationSplitViewColumn: Hashable, Sendable {
  case sidebar, content, detail
}

public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}
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

extension View {
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }
  /// The sidebar's width in columns; a phone shows one column at a time.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View { self }
}
