import Foundation

/// Rows in a vertical scroll: 44 pt minimum height, 20 pt leading inset, hairline separators. On iOS the
/// automatic style is inset grouped (white rounded sections on grey); `.listStyle(.plain)` is edge to edge.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  var selection: ListSelection? = nil
  @Environment(\.listStyleKind) private var style

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A tap selects a row (its tag, else its ForEach id), shown grey.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection(single: $0) }
  }

  /// In edit mode each row shows a circle; a tap adds the row to the set or takes it out.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection(set: $0) }
  }

  public var body: some View {
    RefreshScope(
      content: ScrollView {
        ListSections(content: content, style: style)
          .transformEnvironment { $0.isInListRow = true }
      }
      .fillingAcross()
    )
    .background {
      // Under the home indicator too, where the rows scroll.
      (style == .plain ? SystemColor.background : ListMetrics.groupedBackground)
        .ignoresSafeArea(.container, edges: .bottom)
    }
    .modifier(
      NavigationScrollEdgeModifier(
        color: style == .plain ? SystemColor.background : ListMetrics.groupedBackground)
    )
    .environment(\.listSelection, selection)
  }
}

extension List {
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {
    content = ForEach(data, content: rowContent)
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    content = ForEach(data, id: id, content: rowContent)
  }

  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  )
  where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
    content = ForEach(data, content: rowContent)
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

enum ListMetrics {
  static let rowMinHeight: CGFloat = 44
  static let leadingInset: CGFloat = 20
  static let trailingInset: CGFloat = 16
  static let verticalInset: CGFloat = 8
  static let cardMargin: CGFloat = 16
  static let cornerRadius: CGFloat = 10
  static let sectionSpacing: CGFloat = 35
  static let groupedBackground = SystemColor.groupedBackground
  static let separator = SystemColor.separator
}

/// Splits a list's content into sections: each `Section`, and runs of rows outside one.
struct ListSections: View, PrimitiveView {
  typealias Body = Never
  let content: any View
  let style: ListStyleKind

  func makeNode(_ node: ViewNode) {
    node.layout = StackLayout(axis: .vertical, alignment: 0.5, spacing: 0)
    var slot = 0
    let disclosures = node.storage(&slot) { ListDisclosureStates() }
    var sections: [ResolvedChild] = []
    var loose: [ResolvedChild] = []
    func flushLoose() {
      guard !loose.isEmpty else { return }
      let path = ViewPath().appending(.slot(-1 - sections.count))
      let rows = expandingDisclosures(loose, states: disclosures, node: node)
      sections.append(
        ResolvedChild(
          path: path, view: ListSection(header: nil, footer: nil, rows: rows, style: style)))
      loose = []
    }
    for child in flatten(content) {
      if let section = child.view as? any ListSectionConvertible {
        flushLoose()
        let expansion = section.sectionExpansion
        let rows =
          expansion?.wrappedValue == false
          ? []
          : expandingDisclosures(
            flatten(section.sectionContent, prefix: child.path), states: disclosures, node: node)
        sections.append(
          ResolvedChild(
            path: child.path,
            view: ListSection(
              header: section.sectionHeader, footer: section.sectionFooter, rows: rows,
              style: style,
              expansion: expansion,
              prominence: section.sectionProminence, spacing: section.sectionSpacing)))
      } else {
        loose.append(child)
      }
    }
    flushLoose()
    node.reconcileChildren(sections)
  }
}

/// A section: optional header and footer around its rows, a rounded white card when inset grouped.
struct ListSection: View {
  let header: (any View)?
  let footer: (any View)?
  let rows: [ResolvedChild]
  let style: ListStyleKind
  /// `Section(isExpanded:)`: the header carries a chevron that shows or hides the rows.
  var expansion: Binding<Bool>? = nil
  var prominence: Prominence? = nil
  var spacing: CGFloat? = nil
  @Environment(\.headerProminence) var environmentProminence
  @Environment(\.listSectionSpacing) var environmentSpacing
  @Environment(\.listRowSpacing) var rowSpacing

  var body: some View {
    let grouped = style != .plain
    // An increased header is iOS's larger one: title 3, semibold, in the label colour, as written.
    let increased = (prominence ?? environmentProminence) == .increased
    let sectionSpacing = spacing ?? environmentSpacing ?? ListMetrics.sectionSpacing
    VStack(alignment: .leading, spacing: 0) {
      if let header, let expansion {
        DisclosureLabelRow(label: header, expanded: expansion.wrappedValue) {
          withAnimation(DisclosureLabelRow.animation) { expansion.wrappedValue.toggle() }
        }
        .font(increased ? .title3.weight(.semibold) : .headline)
        .padding(.leading, ListMetrics.leadingInset)
        .padding(.trailing, ListMetrics.trailingInset)
        .padding(.top, 17)
        .padding(.bottom, 7)
      } else if let header {
        AnyView(erasing: grouped && !increased ? uppercased(header) : header)
          .font(
            increased
              ? .title3.weight(.semibold)
              : grouped ? .footnote : .system(size: 15, weight: .semibold)
          )
          .foregroundStyle(grouped && !increased ? Color.secondary : Color.primary)
          .padding(.leading, ListMetrics.leadingInset)
          .padding(.trailing, ListMetrics.trailingInset)
          .padding(.top, grouped ? 17 : 6)
          .padding(.bottom, grouped ? 7 : 6)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(grouped ? Color.clear : Color.rgb(247, 247, 247, dark: (28, 28, 30)))
      }
      if !rows.isEmpty || expansion == nil {
        ListRows(rows: rows)
          .environment(
            \.listRowFill,
            grouped ? SystemColor.secondaryGroupedBackground : SystemColor.background
          )
          // Rows spaced apart are cards of their own (ListRows): the list's background shows between them.
          .background(
            rowSpacing != nil
              ? Color.clear
              : grouped ? SystemColor.secondaryGroupedBackground : SystemColor.background
          )
          .clipShape(
            RoundedRectangle(
              cornerRadius: style == .insetGrouped && rowSpacing == nil
                ? ListMetrics.cornerRadius : 0,
              style: .continuous)
          )
      }
      if let footer {
        AnyView(erasing: footer)
          .font(.footnote)
          .foregroundStyle(Color.secondary)
          .padding(.horizontal, ListMetrics.leadingInset)
          .padding(.top, 7)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    .padding(.horizontal, style == .insetGrouped ? ListMetrics.cardMargin : 0)
    .padding(.top, grouped && header == nil ? sectionSpacing : 0)
    .padding(.top, grouped && header != nil ? max(sectionSpacing - 17 - 7, 0) : 0)
  }
}

/// Grouped lists show a text header in capitals, as SwiftUI's default header text case does.
private func uppercased(_ header: any View) -> any View {
  guard var text = header as? Text else { return header }
  for index in text.runs.indices {
    text.runs[index].string = text.runs[index].string.uppercased()
    // A localized header is capitalized after it is looked up, in its own locale.
    text.runs[index].modifiers.textCase = .uppercase
  }
  return text
}

/// The rows of a section, each keeping the identity it has in the list's content.
struct ListRows: View, PrimitiveView {
  typealias Body = Never
  let rows: [ResolvedChild]
  func makeNode(_ node: ViewNode) {
    // Only the rows near what the list shows are built.
    var slot = 0
    let lazy = node.storage(&slot) { LazyRows(axis: .vertical) }
    node.layout = LazyStackLayout(rows: lazy)
    // Each row's chrome is made when the row is built: a long list resolves its rows, not 10,000 ListRows.
    let count = rows.count
    let spacing = node.environment.listRowSpacing
    let roundsRows = spacing != nil && node.environment.listStyleKind == .insetGrouped
    lazy.spacing = spacing ?? 0
    lazy.update(node, items: rows) { index, row in
      let traits = row.traits
      let listRow = ListRow(
        content: row.view, options: traits[ListRowOptions.self],
        showsSeparator: index < count - 1 && !roundsRows, badge: traits[TabBadgeTraitKey.self],
        editing: traits[ListRowEditingKey.self], swipe: traits[SwipeActionsKey.self],
        selectionValue: traits[TagTraitKey.self] ?? traits[IDTraitKey.self])
      guard roundsRows else { return listRow }
      return listRow.clipShape(
        RoundedRectangle(cornerRadius: ListMetrics.cornerRadius, style: .continuous))
    }
  }
}

/// What `.listRowInsets`, `.listRowBackground` and `.listRowSeparator` set on a row: a trait of the row, each
/// modifier adding its part (the innermost wins where two set the same part).
struct ListRowOptions: _ViewTraitKey {
  var insets: EdgeInsets?
  var background: (any View)?
  var hidesSeparator = false
  static var defaultValue: ListRowOptions { ListRowOptions() }
}

public struct _ListRowOptionModifier: BuiltinModifier, ViewTraitWriting {
  let change: (inout ListRowOptions) -> Void
  func write(to traits: inout ViewTraitCollection) { change(&traits[ListRowOptions.self]) }
  func makeNode(_ node: ViewNode, content: any View) { node.setContent(content) }
}

extension View {
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_ListRowOptionModifier { $0.insets = insets })
  }
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_ListRowOptionModifier { $0.background = view })
  }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(_ListRowOptionModifier { $0.hidesSeparator = visibility == .hidden })
  }
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    transformEnvironment { environment in
      switch style {
      case is PlainListStyle, is InsetListStyle: environment.listStyleKind = .plain
      case is GroupedListStyle: environment.listStyleKind = .grouped
      default: environment.listStyleKind = .insetGrouped
      }
    }
  }
}

public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

// MARK: Section

/// Rows under a header and above a footer; in a List a group of its own.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  var isExpanded: Binding<Bool>? = nil
  /// Set by the section's own `.headerProminence` / `.listSectionSpacing` (Containers/SectionStyling.swift).
  var prominence: Prominence? = nil
  var spacing: CGFloat? = nil
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
  /// Outside a list a section shows its header, content and footer stacked.
  public var body: some View {
    VStack(alignment: .leading) {
      header
      content
      footer
    }
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

@MainActor protocol ListSectionConvertible {
  var sectionHeader: (any View)? { get }
  var sectionFooter: (any View)? { get }
  var sectionContent: any View { get }
  var sectionExpansion: Binding<Bool>? { get }
  var sectionProminence: Prominence? { get }
  var sectionSpacing: CGFloat? { get }
}

extension Section: ListSectionConvertible where Parent: View, Content: View, Footer: View {
  var sectionHeader: (any View)? { header is EmptyView ? nil : header }
  var sectionFooter: (any View)? { footer is EmptyView ? nil : footer }
  var sectionContent: any View { content }
  var sectionExpansion: Binding<Bool>? { isExpanded }
  var sectionProminence: Prominence? { prominence }
  var sectionSpacing: CGFloat? { spacing }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section whose header shows or hides its rows (a sidebar's collapsible section).
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

// MARK: Styles

public protocol ListStyle {}

enum ListStyleKind: Sendable {
  case plain, grouped, insetGrouped
}

public struct DefaultListStyle: ListStyle {
  public init() {}
}
public struct PlainListStyle: ListStyle {
  public init() {}
}
public struct InsetListStyle: ListStyle {
  public init() {}
}
public struct GroupedListStyle: ListStyle {
  public init() {}
}
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
  static var defaultValue: ListStyleKind { .insetGrouped }
}

extension EnvironmentValues {
  var listStyleKind: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}
