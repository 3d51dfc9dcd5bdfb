import Foundation

/// Two or three columns. In a regular width (an iPad, a wide window) the columns stand side by side, each
/// its own stack (`NavigationSplitColumns`): a 320 pt sidebar, the content column as wide, and the detail in
/// the rest; `columnVisibility` and the sidebar button in the bar show and hide the leading columns. In a
/// compact width (a phone) they collapse into one stack: the sidebar is the root, and a pushed value with no
/// `navigationDestination` of its own shows the content column (when there is one) and then the detail; a
/// selection list (`List(selection:)`) in a column pushes the next column when a row is chosen, and going
/// back clears its selection, as iOS does; `preferredCompactColumn` names the column on top of that stack
/// (the split view appears showing it, and the binding follows the back button and selections).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    columnVisibility = nil
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }

  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  public var body: some View {
    NavigationSplitBody(
      sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail),
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    columnVisibility = nil
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }

  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }
}

/// The split view's columns, side by side or collapsed by the width's size class. The model lives as long
/// as the split view's identity: what links put in its columns, the widths they ask for.
private struct NavigationSplitBody: View {
  let sidebar: AnyView
  let content: AnyView?
  let detail: AnyView
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  @State private var ownVisibility = NavigationSplitViewVisibility.automatic
  @State private var split = NavigationSplitModel()
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    if sizeClass == .regular {
      NavigationSplitColumns(
        columns: [sidebar] + (content.map { [$0] } ?? []) + [detail], split: split,
        visibility: columnVisibility ?? $ownVisibility)
    } else {
      let _ = split.collapse(
        columnCount: content == nil ? 2 : 3, preferred: preferredCompactColumn)
      NavigationStack {
        sidebar.environment(
          \.navigationSplitRoute, .init(column: 0, split: split, sideBySide: false)
        )
        .modifier(
          NavigationSplitCompactColumnPresenter(
            preferred: preferredCompactColumn?.wrappedValue, split: split))
      }
      .modifier(
        NavigationSplitFallback(columns: content.map { [$0, detail] } ?? [detail]))
    }
  }
}

/// Which column of a split view a view is in: a selection list there chooses what the next column shows,
/// and side by side a link there shows its destination as the next column's root.
struct NavigationSplitRoute: Equatable {
  /// 0 the sidebar, 1 the content column of a three-column split view.
  let column: Int
  let split: NavigationSplitModel
  /// The columns stand side by side (else they are collapsed into one stack).
  let sideBySide: Bool

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.column == rhs.column && lhs.split === rhs.split && lhs.sideBySide == rhs.sideBySide
  }
}

/// Shows a column of a collapsed split view pushed by a selection in the column before it: kept up to date
/// from the split view's columns in the environment.
struct NavigationSplitColumnPage: View {
  let column: Int
  let split: NavigationSplitModel
  @Environment(\.navigationSplitColumns) private var columns

  var body: some View {
    if columns.indices.contains(column - 1) {
      columns[column - 1].environment(
        \.navigationSplitRoute, .init(column: column, split: split, sideBySide: false))
    }
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

/// Brings the column `preferredCompactColumn` names to the top of the collapsed stack: on the stack's root
/// page, whose stack and key the pages pushed over it need.
private struct NavigationSplitCompactColumnPresenter: BuiltinModifier {
  /// Nil without a `preferredCompactColumn`: the stack is left to the back button and selections.
  let preferred: NavigationSplitViewColumn?
  let split: NavigationSplitModel

  func makeNode(_ node: ViewNode, content: any View) {
    let animated = split.hasPlacedCompactColumn
    split.hasPlacedCompactColumn = true
    if let preferred, let stack = node.environment.navigationStack,
      let page = node.environment.navigationPage,
      split.compactDepth(of: preferred) != split.compactDepth
    {
      let split = self.split
      let rootKey = page.key
      // Pages are pushed once this update is over, as a link's are.
      node.graph.enqueueAfterUpdate {
        split.showCompactColumn(preferred, stack: stack, rootKey: rootKey, animated: animated)
      }
    }
    node.setContent(content)
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
