import Foundation

/// iOS 18's way of writing a TabView's pages: `Tab("Home", systemImage: "house", value: .home) { … }`. Each
/// tab stands for its content with the label as its `tabItem` and its value as its tag, so the tab bar draws
/// it exactly as the older `.tabItem` pages.
public struct Tab<Value: Hashable, Content: View, Label: View> {
  let value: Value?
  let content: Content
  let label: Label
  let role: TabRole?
  var badge: Text? = nil
}

/// What a tab is for; `.search` is accepted (the tab shows its own content, as others do).
public struct TabRole: Hashable, Sendable {
  let kind: Int
  public static let search = TabRole(kind: 0)
  public static let prominent = TabRole(kind: 1)
}

/// The label a `Tab` made from a title and an image shows: the image above the title in the tab bar.
public struct DefaultTabLabel: View {
  let label: SwiftUI.Label<Text, Image>?
  public var body: some View {
    if let label { label }
  }
}

extension Tab: View {
  public typealias Body = Never
}

extension Tab: MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    let page = content.tabItem { label }._trait(TabBadgeTraitKey.self, badge)
    if let value {
      SwiftUI.flatten(page.tag(value), prefix: prefix, into: &list)
    } else {
      SwiftUI.flatten(page, prefix: prefix, into: &list)
    }
  }
}

extension Tab where Label == DefaultTabLabel {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(label: SwiftUI.Label(titleKey, systemImage: systemImage)), role: role)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(label: SwiftUI.Label(title, systemImage: systemImage)), role: role)
  }
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(label: SwiftUI.Label(titleKey, image: image)), role: role)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(label: SwiftUI.Label(title, image: image)), role: role)
  }
  /// A search tab's label is the magnifying glass and "Search", as iOS infers it from the role.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: DefaultTabLabel(role: role), role: role)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(label: SwiftUI.Label(titleKey, systemImage: systemImage)), role: role)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(label: SwiftUI.Label(title, systemImage: systemImage)), role: role)
  }
  public init(
    _ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(label: SwiftUI.Label(titleKey, image: image)), role: role)
  }
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: DefaultTabLabel(role: role), role: role)
  }
}

extension Tab {
  public init(
    value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, content: content(), label: label(), role: role)
  }
}

extension Tab where Value == Never {
  public init(
    role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: nil, content: content(), label: label(), role: role)
  }
}

extension Tab where Label == EmptyView {
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: EmptyView(), role: nil)
  }
}

extension Tab where Value == Never, Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: EmptyView(), role: nil)
  }
}

extension DefaultTabLabel {
  init(role: TabRole?) {
    label = role == .search ? SwiftUI.Label("Search", systemImage: "magnifyingglass") : nil
  }
}

/// Tabs grouped under a header, which an iPad's sidebar shows; in a phone's tab bar its tabs stand side by
/// side with the others.
public struct TabSection<Header: View, Content: View, SelectionValue: Hashable> {
  let header: Header
  let content: Content
}

extension TabSection: View {
  public typealias Body = Never
}

extension TabSection: MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(content, prefix: prefix, into: &list)
  }
}

extension TabSection {
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.init(header: header(), content: content())
  }
}

extension TabSection where Header == Text {
  public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(header: Text(titleKey), content: content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(header: Text(String(title)), content: content())
  }
}

extension Tab {
  /// A count on the tab's item; 0 shows none.
  public func badge(_ count: Int) -> Self {
    var copy = self
    copy.badge = count == 0 ? nil : Text(verbatim: "\(count)")
    return copy
  }
  public func badge(_ label: Text?) -> Self {
    var copy = self
    copy.badge = label
    return copy
  }
  public func badge(_ key: LocalizedStringKey?) -> Self { badge(key.map { Text($0) }) }
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> Self {
    badge(label.map { Text(String($0)) })
  }
  /// Accepted: the tab bar cannot be customised on a phone.
  public func customizationID(_ id: String) -> Self { self }
  public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Self {
    self
  }
}

/// Where a tab may show (an iPad's sidebar or its tab bar).
public struct TabPlacement: Hashable, Sendable {
  let kind: Int
  public static let automatic = TabPlacement(kind: 0)
  public static let tabBar = TabPlacement(kind: 1)
  public static let sidebar = TabPlacement(kind: 2)
  public static let pinned = TabPlacement(kind: 3)
}

/// Builds a TabView's tabs with the type of its selection known, so `Tab(…, value: .home)` finds `.home` in
/// the selection's type, as SwiftUI's `TabContentBuilder` does. It takes tabs, sections and ForEach of tabs
/// only: pages written with `.tabItem` go through `ViewBuilder`.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> Tab<
    SelectionValue, C, L
  > {
    tab
  }
  public static func buildExpression<H: View, C: View>(_ section: TabSection<H, C, SelectionValue>)
    -> TabSection<H, C, SelectionValue>
  {
    section
  }
  public static func buildExpression<Data, ID, C: View, L: View>(
    _ tabs: ForEach<Data, ID, Tab<SelectionValue, C, L>>
  ) -> ForEach<Data, ID, Tab<SelectionValue, C, L>> {
    tabs
  }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }
}

extension TabView {
  /// Tabs whose values are of the selection's type.
  public init(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(selection: Optional(selection), tabs: content())
  }
}

extension TabSection where SelectionValue == Never, Header == Text {
  /// A section of tabs without values (a TabView without a selection).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(String(title)), content: content())
  }
}

/// `.tabViewStyle(.sidebarAdaptable)`: a sidebar on an iPad, the tab bar on a phone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
}

/// `.tabViewStyle(.tabBarOnly)`: the tab bar everywhere.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
