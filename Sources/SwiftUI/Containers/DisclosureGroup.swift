import Foundation

/// A label with a chevron that shows or hides its content: the tint's `chevron.right` at the trailing edge
/// turns down when expanded, animated, as on iOS. In a List the label is a row and each view of the content a
/// row below it, indented (ListSections expands it).
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var expandedHere = false

  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = nil
  }

  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let expanded = isExpanded?.wrappedValue ?? expandedHere
    VStack(alignment: .leading, spacing: 0) {
      DisclosureLabelRow(label: label, expanded: expanded) {
        withAnimation(DisclosureLabelRow.animation) {
          if let isExpanded {
            isExpanded.wrappedValue.toggle()
          } else {
            expandedHere.toggle()
          }
        }
      }
      if expanded {
        VStack(alignment: .leading, spacing: 8) { content() }
          .padding(.top, 8)
          .transition(.opacity)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(String(label)) }
  }
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(String(label)) }
  }
}

/// The label, a flexible gap and the chevron; a tap anywhere on it toggles.
struct DisclosureLabelRow: View {
  let label: any View
  let expanded: Bool
  let toggle: () -> Void

  static let animation = Animation.easeInOut(duration: 0.3)

  var body: some View {
    HStack(spacing: 8) {
      AnyView(erasing: label)
      Spacer(minLength: 0)
      DisclosureGroupChevron(expanded: expanded)
    }
    .contentShape(Rectangle())
    .onTapGesture(perform: toggle)
  }
}

/// iOS's disclosure indicator for a group: a semibold chevron in the tint, turned down when open.
struct DisclosureGroupChevron: View {
  let expanded: Bool
  var body: some View {
    Image(systemName: "chevron.right")
      .font(.system(size: 14, weight: .semibold))
      .foregroundStyle(.tint)
      .rotationEffect(.degrees(expanded ? 90 : 0))
  }
}

// MARK: In a List

/// What a List needs of a disclosure group to show it as rows.
@MainActor protocol ListDisclosureConvertible {
  var disclosureLabel: any View { get }
  var disclosureContent: any View { get }
  var disclosureBinding: Binding<Bool>? { get }
}

extension DisclosureGroup: ListDisclosureConvertible {
  var disclosureLabel: any View { label }
  var disclosureContent: any View { content() }
  var disclosureBinding: Binding<Bool>? { isExpanded }
}

/// Whether each disclosure group of a list without a binding is open, by its place in the list.
@MainActor final class ListDisclosureStates {
  var expanded: [ViewPath: Bool] = [:]
}

/// A list's rows with its disclosure groups opened out: a group's label row, then (when open) its content's
/// rows, one level further in.
@MainActor func expandingDisclosures(
  _ rows: [ResolvedChild], states: ListDisclosureStates, node: ViewNode, depth: Int = 0
) -> [ResolvedChild] {
  var result: [ResolvedChild] = []
  for row in rows {
    guard let group = row.view as? any ListDisclosureConvertible else {
      var row = row
      if depth > 0 { row.view = row.view.padding(.leading, CGFloat(depth) * 20) }
      result.append(row)
      continue
    }
    let path = row.path
    let binding = group.disclosureBinding
    let expanded = binding?.wrappedValue ?? states.expanded[path] ?? false
    result.append(
      ResolvedChild(
        path: path,
        view: DisclosureLabelRow(label: group.disclosureLabel, expanded: expanded) {
          [weak node] in
          withAnimation(DisclosureLabelRow.animation) {
            if let binding {
              binding.wrappedValue.toggle()
            } else if let node {
              states.expanded[path] = !expanded
              node.graph.invalidate(node)
            }
          }
        }
        .padding(.leading, CGFloat(depth) * 20)))
    if expanded {
      let content = flatten(group.disclosureContent, prefix: path.appending(.slot(1)))
      result += expandingDisclosures(content, states: states, node: node, depth: depth + 1)
    }
  }
  return result
}

// MARK: Outline

/// Tree data shown as nested disclosure groups: each element whose children (at the key path) are not nil is a
/// group holding its children's outline, the others plain rows.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let data: [Data.Element]
  let idOf: (Data.Element) -> ID
  let childrenOf: (Data.Element) -> Data?
  let row: (Data.Element) -> Leaf
}

/// The children of one element of an outline (its group's content).
public struct OutlineSubgroupChildren: View {
  let children: any View
  public typealias Body = Never
}

extension OutlineSubgroupChildren: MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(children, prefix: prefix, into: &list)
  }
}

extension OutlineGroup: View where Leaf: View {
  public typealias Body = Never
}

extension OutlineGroup: MultiView where Leaf: View {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    for element in data {
      let path = prefix.appending(.explicit(AnyHashable(idOf(element))))
      guard let children = childrenOf(element) else {
        list.append(ResolvedChild(path: path, view: row(element)))
        continue
      }
      let subgroup = OutlineGroup(
        data: Array(children), idOf: idOf, childrenOf: childrenOf, row: row)
      list.append(
        ResolvedChild(
          path: path,
          view: DisclosureGroup(
            content: { OutlineSubgroupChildren(children: subgroup) }, label: { row(element) })))
    }
  }
}

extension OutlineGroup
where
  Parent == Leaf, Leaf: View,
  Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(
      data: Array(data), idOf: { $0.id }, childrenOf: { $0[keyPath: children] }, row: content)
  }

  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(
      data: Array(data), idOf: { $0[keyPath: id] }, childrenOf: { $0[keyPath: children] },
      row: content)
  }
}

extension OutlineGroup
where
  Parent == Leaf, Leaf: View,
  Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
  /// One root and its descendants.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(
      data: [root], idOf: { $0.id }, childrenOf: { $0[keyPath: children] }, row: content)
  }
}

extension List {
  /// Rows for tree data: an element with children is a row with a chevron that opens them beneath it.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable, SelectionValue == Never
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    SelectionValue == Never
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }
}
