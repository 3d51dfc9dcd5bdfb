import Foundation

/// Two or three columns. In a regular width (an iPad, a wide window) the columns stand side by side, each
/// its own stack: a 320 pt sidebar, the content column as wide, and the detail in the rest. In a compact
/// width (a phone) they collapse into one stack: the sidebar is the root, and a pushed value with no
/// `navigationDestination` of its own shows the content column (when there is one) and then the detail; a
/// selection list (`List(selection:)`) in a column pushes the next column when a row is chosen, and going
/// back clears its selection, as iOS does.
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
    NavigationSplitBody(
      sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail))
  }
}

/// The split view's columns, side by side or collapsed by the width's size class.
private struct NavigationSplitBody: View {
  let sidebar: AnyView
  let content: AnyView?
  let detail: AnyView
  @Environment(\.horizontalSizeClass) private var sizeClass

  static let columnWidth: CGFloat = 320

  var body: some View {
    if sizeClass == .regular {
      HStack(spacing: 0) {
        NavigationStack { sidebar.environment(\.navigationSplitRoute, .init(column: 0)) }
          .frame(width: Self.columnWidth)
        ColumnSeparator()
        if let content {
          NavigationStack { content.environment(\.navigationSplitRoute, .init(column: 1)) }
            .frame(width: Self.columnWidth)
          ColumnSeparator()
        }
        NavigationStack { detail }
          .frame(maxWidth: .infinity)
      }
    } else {
      NavigationStack {
        sidebar.environment(\.navigationSplitRoute, .init(column: 0))
      }
      .modifier(
        NavigationSplitFallback(columns: content.map { [$0, detail] } ?? [detail]))
    }
  }
}

/// The hairline between two columns, from the top of the screen to the bottom.
private struct ColumnSeparator: View {
  @Environment(\.displayScale) private var displayScale
  var body: some View {
    SystemColor.separator.frame(width: 1 / max(displayScale, 1)).ignoresSafeArea()
  }
}

/// Which column of a split view a view is in: a selection list there chooses what the next column shows.
struct NavigationSplitRoute: Equatable {
  /// 0 the sidebar, 1 the content column of a three-column split view.
  let column: Int
}

/// Shows a column of a collapsed split view pushed by a selection in the column before it: kept up to date
/// from the split view's columns in the environment.
struct NavigationSplitColumnPage: View {
  let column: Int
  @Environment(\.navigationSplitColumns) private var columns

  var body: some View {
    if columns.indices.contains(column - 1) {
      columns[column - 1].environment(\.navigationSplitRoute, .init(column: column))
    }
  }
}

/// The identity of the page a column pushes in a collapsed split view: one per column, so choosing another
/// row updates the page rather than stacking a second one.
@MainActor final class NavigationSplitColumnToken {
  static var tokens: [Int: NavigationSplitColumnToken] = [:]
  static func forColumn(_ column: Int) -> NavigationSplitColumnToken {
    if let token = tokens[column] { return token }
    let token = NavigationSplitColumnToken()
    tokens[column] = token
    return token
  }
}

extension EnvironmentValues {
  /// The split view column the view is in; nil outside a split view (and in its detail column).
  var navigationSplitRoute: NavigationSplitRoute? {
    get { self[NavigationSplitRouteKey.self] }
    set { self[NavigationSplitRouteKey.self] = newValue }
  }
}

private struct NavigationSplitRouteKey: EnvironmentKey {
  static var defaultValue: NavigationSplitRoute? { nil }
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
