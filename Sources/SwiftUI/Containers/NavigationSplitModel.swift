import Foundation

/// One split view's shared state, kept as long as its identity: what links in a column put in the next one,
/// the widths its columns ask for, whether the sidebar button is wanted, and the identities of the pages a
/// collapsed selection pushes. Each split view has its own, so two split views never share a page.
@MainActor final class NavigationSplitModel {
  /// What a link in the column before shows in place of a column's own root, by column.
  let replacements = StateStorage<[Int: NavigationSplitReplacement]>(value: [:])
  /// The widths columns ask for with `navigationSplitViewColumnWidth`, by column.
  let widths = StateStorage<[Int: CGFloat]>(value: [:])
  /// `toolbar(removing: .sidebarToggle)` in a column.
  let removesSidebarToggle = StateStorage<Bool>(value: false)

  /// Puts away leading columns lying over the detail (`.prominentDetail`), nil when none do.
  private(set) var dismissOverlay: (() -> Void)?
  /// The detail's column: 1 of two columns, 2 of three.
  private(set) var detailColumn = 1

  private var tokens: [Int: NavigationSplitColumnToken] = [:]

  /// Called by the columns side by side each time they are updated.
  func standSideBySide(detailColumn: Int, dismissOverlay: (() -> Void)?) {
    self.detailColumn = detailColumn
    self.dismissOverlay = dismissOverlay
  }
  private var replacementCount = 0
  /// What was last asked for, to leave the stored values (and their readers) alone when a column's view
  /// is updated with the same request.
  private var requestedWidths: [Int: CGFloat] = [:]
  private var requestedToggleRemoval = false

  /// Collapsed: how many columns the split view has (2 or 3), and `preferredCompactColumn`, which follows
  /// the column on top of the stack and, set by the app, brings that column to the top.
  private(set) var columnCount = 2
  private(set) var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  /// How many columns are pushed over the sidebar in the collapsed stack (0: the sidebar is on top).
  private(set) var compactDepth = 0
  /// Whether the collapsed stack has been shown: the preferred column is put there at once as it appears,
  /// with the slide afterwards.
  var hasPlacedCompactColumn = false

  /// Called by the collapsed stack each time it is updated.
  func collapse(columnCount: Int, preferred: Binding<NavigationSplitViewColumn>?) {
    self.columnCount = columnCount
    preferredCompactColumn = preferred
  }

  /// The collapsed stack's depth that shows `column`: the sidebar at the root, then the content column
  /// (of three) and the detail.
  func compactDepth(of column: NavigationSplitViewColumn) -> Int {
    switch column {
    case .sidebar: 0
    case .content: columnCount == 3 ? 1 : 0
    case .detail: columnCount - 1
    }
  }

  /// A column was pushed or popped in the collapsed stack (by a selection, a back button or the presenter):
  /// `preferredCompactColumn` follows it.
  func compactDepthChanged(to depth: Int) {
    compactDepth = depth
    let column: NavigationSplitViewColumn =
      depth == 0 ? .sidebar : depth == columnCount - 1 ? .detail : .content
    if let preferredCompactColumn, preferredCompactColumn.wrappedValue != column {
      preferredCompactColumn.wrappedValue = column
    }
  }

  /// Pushes or pops the collapsed stack's column pages so that `column` is on top.
  func showCompactColumn(
    _ column: NavigationSplitViewColumn, stack: NavigationStackModel, rootKey: [Int], animated: Bool
  ) {
    let target = compactDepth(of: column)
    guard target != compactDepth else { return }
    var above = rootKey
    for depth in 0..<columnCount - 1 {
      let pushed = depth + 1
      let id = ObjectIdentifier(token(forColumn: pushed))
      if pushed <= target {
        stack.showPushedView(
          id: id, above: above, content: NavigationSplitColumnPage(column: pushed, split: self),
          animated: animated,
          pop: { [weak self, weak stack] in
            stack?.hidePushedView(id: id)
            self?.compactDepthChanged(to: depth)
          })
        guard let sequence = stack.sequence(ofPushedView: id) else { break }
        above += [sequence]
      } else {
        stack.hidePushedView(id: id)
      }
    }
    compactDepth = target
  }

  /// The identity of the page a collapsed selection in column `column - 1` pushes: one per column, so
  /// choosing another row updates the page rather than stacking a second one.
  func token(forColumn column: Int) -> NavigationSplitColumnToken {
    if let token = tokens[column] { return token }
    let token = NavigationSplitColumnToken()
    tokens[column] = token
    return token
  }

  /// Whether what `column` shows was put there by the link of `source`'s row; read in a body, the reader
  /// follows the column.
  func shows(_ source: ObjectIdentifier, inColumn column: Int) -> Bool {
    replacements.value[column]?.source == source
  }

  /// Makes `content` the root of `column`'s stack, a new one (its pages pushed before are gone), and gives
  /// the columns after it back their own roots, as iPadOS does when a sidebar link is chosen.
  func replace(column: Int, with content: any View, source: ObjectIdentifier?) {
    replacementCount += 1
    var replaced = replacements.value.filter { $0.key < column }
    replaced[column] = NavigationSplitReplacement(
      id: replacementCount, content: content, source: source)
    replacements.set(replaced)
    // A choice shown in the detail puts away the columns lying over it, as iPadOS does.
    if column == detailColumn { dismissOverlay?() }
  }

  func requestWidth(_ width: CGFloat, forColumn column: Int, graph: ViewGraph) {
    guard requestedWidths[column] != width else { return }
    requestedWidths[column] = width
    let widths = self.widths
    let requested = requestedWidths
    Self.afterUpdate(graph) { widths.set(requested, transaction: Transaction()) }
  }

  func requestToggleRemoval(graph: ViewGraph) {
    guard !requestedToggleRemoval else { return }
    requestedToggleRemoval = true
    let removes = removesSidebarToggle
    Self.afterUpdate(graph) { removes.set(true, transaction: Transaction()) }
  }

  /// A column's modifier asks while the graph updates: the split view (an ancestor, already updated) is
  /// told once the pass is over, as `NavigationSignal` does.
  private static func afterUpdate(_ graph: ViewGraph, _ action: @escaping () -> Void) {
    if ViewGraph.evaluatingNode != nil {
      graph.enqueueAfterUpdate(action)
    } else {
      action()
    }
  }
}

/// A view a link put at the root of a column; a new `id` is a new stack.
struct NavigationSplitReplacement {
  let id: Int
  let content: any View
  /// The list row of the link (`navigationSplitLinkRow`), which shows itself chosen.
  let source: ObjectIdentifier?
}

private struct NavigationSplitLinkRowKey: EnvironmentKey {
  static var defaultValue: ObjectIdentifier? { nil }
}

extension EnvironmentValues {
  /// The identity of the list row a link is in, in a split view's column side by side: the row draws
  /// itself chosen while the next column shows what its link put there, as iPadOS highlights the sidebar
  /// row shown in the detail.
  var navigationSplitLinkRow: ObjectIdentifier? {
    get { self[NavigationSplitLinkRowKey.self] }
    set { self[NavigationSplitLinkRowKey.self] = newValue }
  }
}

/// The identity of a page a collapsed split view pushes for a column.
@MainActor final class NavigationSplitColumnToken {}
