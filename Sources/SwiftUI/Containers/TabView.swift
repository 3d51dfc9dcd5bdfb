import Foundation

/// Pages or tabs, one shown at a time. With `.tabViewStyle(.page)` a horizontal paging carousel with page
/// dots; otherwise the selected tab above a bottom tab bar made of the pages' `tabItem`s.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var internalSelection: AnyHashable?
  @Environment(\.tabViewStyleKind) private var style

  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  init(selection: Binding<SelectionValue>?, tabs: Content) {
    self.selection = selection
    self.content = tabs
  }

  public var body: some View {
    let pages = SwiftUI.flatten(content, prefix: ViewPath())
    let tags = pages.enumerated().map { index, page in page.tagOrID ?? AnyHashable(index) }
    let current = selection.map { AnyHashable($0.wrappedValue) } ?? internalSelection
    let index = current.flatMap { tags.firstIndex(of: $0) } ?? 0
    let select: (Int) -> Void = { newIndex in
      guard tags.indices.contains(newIndex) else { return }
      if let selection {
        if let value = tags[newIndex].base as? SelectionValue { selection.wrappedValue = value }
      } else {
        internalSelection = tags[newIndex]
      }
    }
    switch style {
    case .page(let displayMode):
      PageTabViewBody(pages: pages, index: index, displayMode: displayMode, select: select)
    case .tabBar:
      TabBarBody(pages: pages, index: index, select: select)
    }
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

// MARK: Page style

struct PageTabViewBody: View {
  let pages: [ResolvedChild]
  let index: Int
  let displayMode: PageTabViewStyle.IndexDisplayMode
  let select: (Int) -> Void
  @Environment(\.pageIndexBackground) private var indexBackground

  var body: some View {
    let showsDots = displayMode == .always || (displayMode == .automatic && pages.count > 1)
    ZStack(alignment: .bottom) {
      PagingScroller(pages: pages, index: index, select: select)
      if showsDots {
        PageIndexDots(count: pages.count, current: index, background: indexBackground == .always)
          .padding(.bottom, 10)
      }
    }
  }
}

/// The pages side by side, one viewport wide each, scrolled a page at a time.
struct PagingScroller: View, PrimitiveView {
  typealias Body = Never
  let pages: [ResolvedChild]
  let index: Int
  let select: (Int) -> Void

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let scroller = node.storage(&slot) { Scroller() }
    let sync = node.storage(&slot) { PageSync() }
    scroller.node = node
    scroller.axes = .horizontal
    scroller.paging = true
    scroller.showsIndicators = false
    let select = self.select
    scroller.onPageChange = { page in
      guard page != sync.reported else { return }
      sync.reported = page
      select(page)
    }
    let count = max(pages.count, 1)
    node.layout = ScrollLayout(
      scroller: scroller,
      contentProposal: { size in
        ProposedViewSize(width: size.width * CGFloat(count), height: size.height)
      }, fitsContentAcross: false)
    node.drawing = ScrollIndicatorDrawing(scroller: scroller)
    node.attributes.clipsToBounds = true
    if node.environment.isEnabled && !node.environment.isScrollDisabled {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: ScrollPanGesture(scroller: scroller), priority: .normal, isEnabled: true))
    }
    node.setContent(PageStrip(pages: pages))
    // The selection changed from outside (a binding write): go there, animated inside `withAnimation`.
    if index != sync.reported {
      sync.reported = index
      scroller.scroll(toPage: index, animated: node.graph.effectiveAnimation(at: node) != nil)
    }
  }
}

/// The last page index the scroller and the selection agreed on.
final class PageSync {
  var reported = 0
}

/// Lays its pages out left to right, each offered an equal share of its width and centred in it.
struct PageStrip: View, PrimitiveView {
  typealias Body = Never
  let pages: [ResolvedChild]
  func makeNode(_ node: ViewNode) {
    node.layout = PageStripLayout()
    node.reconcileChildren(pages)
  }
}

struct PageStripLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    let pages = node.liveChildren
    guard !pages.isEmpty else { return }
    let page = CGSize(width: size.width / CGFloat(pages.count), height: size.height)
    for (index, child) in pages.enumerated() {
      let childSize = child.sizeThatFits(ProposedViewSize(page))
      let origin = aligned(childSize, in: page, .center)
      child.frame = CGRect(
        origin: CGPoint(x: CGFloat(index) * page.width + origin.x, y: origin.y), size: childSize)
    }
  }
}

/// UIPageControl's dots: 7 pt, 16 pt apart, white, the current one opaque.
struct PageIndexDots: View {
  let count: Int
  let current: Int
  let background: Bool

  var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { index in
        Circle()
          .fill(Color.white.opacity(index == current ? 1 : 0.35))
          .frame(width: 7, height: 7)
      }
    }
    .padding(.horizontal, 10)
    .frame(height: 26)
    .background(Capsule().fill(Color.black.opacity(background ? 0.25 : 0)))
    .animation(.easeInOut(duration: 0.2), value: current)
    .allowsHitTesting(false)
  }
}

// MARK: Tab bar style

/// The selected page above a bar of the pages' tab items.
struct TabBarBody: View {
  let pages: [ResolvedChild]
  let index: Int
  let select: (Int) -> Void
  /// What the shown page asks of the bar (`.toolbarBackground`, `.toolbarColorScheme` for `.tabBar`).
  @State private var appearance = TabBarAppearanceModel()

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        if pages.indices.contains(index) {
          SelectedPage(page: pages[index])
        }
      }
      // Exactly the room above the bar (both limits: the proposal, clamped), as a tab's hosting controller's
      // view is: a taller page overflows it, centred, and never pushes the bar down.
      .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      .transformEnvironment(\.tabBarAppearance) { $0 = appearance }
      // A scroll view reaching the bar goes on under it (and the home indicator), as on iOS.
      .modifier(AttributeModifier { $0.safeAreaEndsAtBottom = true })
      TabBar(pages: pages, index: index, select: select, model: appearance)
    }
    // Opaque, as UITabBarController's view: under a clear tab bar is the system background, not what is
    // behind the tab view.
    .background(SystemColor.background.ignoresSafeArea())
  }
}

/// The bar: the items, over the bar material and under a hairline (up through the home indicator) while a
/// scroll view's content is beneath it, transparent otherwise, as on iOS 15 and later; the page's
/// `.toolbarBackground` fills it instead (or shows or hides it), its `.toolbarColorScheme` is the bar's, and
/// `.toolbar(.hidden, for: .tabBar)` hides it.
private struct TabBar: View {
  let pages: [ResolvedChild]
  let index: Int
  let select: (Int) -> Void
  let model: TabBarAppearanceModel
  @Environment(\.tint) private var tint

  var body: some View {
    let appearance = model.appearance
    let shows = appearance.showsBackground(byDefault: model.contentBeneath.isBeneath)
    if appearance.barVisibility == .hidden {
      Color.clear.frame(height: 0)
    } else {
      bar(appearance: appearance, shows: shows)
    }
  }

  private func bar(appearance: ToolbarAppearance, shows: Bool) -> some View {
    VStack(spacing: 0) {
      if shows {
        SystemColor.separator.frame(height: 1 / 3)
      }
      HStack(spacing: 0) {
        ForEach(0..<pages.count, id: \.self) { itemIndex in
          TabBarItem(
            label: pages[itemIndex].traits[TabItemTraitKey.self],
            badge: pages[itemIndex].traits[TabBadgeTraitKey.self], isSelected: itemIndex == index,
            tint: tint ?? .accentColor
          ) { select(itemIndex) }
        }
      }
      .frame(height: 49)
      .padding(.top, shows ? 0 : 1 / 3)
    }
    .background {
      if shows, let fill = appearance.background {
        Rectangle().fill(fill).ignoresSafeArea(.container, edges: .bottom)
      } else if shows {
        SystemColor.bar.ignoresSafeArea(.container, edges: .bottom)
      }
    }
    .transformEnvironment {
      if shows, let scheme = appearance.colorScheme { $0.colorScheme = scheme }
    }
  }
}

/// One page shown on its own, keeping the identity it has among the pages.
struct SelectedPage: View, PrimitiveView {
  typealias Body = Never
  let page: ResolvedChild
  func makeNode(_ node: ViewNode) {
    node.layout = ZStackLayout(alignment: .center)
    node.reconcileChildren([page])
  }
}

/// One tab: its label in the tint when selected (grey otherwise), and UITabBarItem's red badge at the top
/// right of the icon.
struct TabBarItem: View {
  let label: (any View)?
  let badge: Text?
  let isSelected: Bool
  let tint: Color
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      VStack(spacing: 2) {
        if let label {
          AnyView(erasing: label)
        }
      }
      .font(.system(size: 10, weight: .medium))
      .imageScale(.large)
      .foregroundStyle(isSelected ? tint : Color(white: 0.6))
      .transformEnvironment(\.labelPlacement) { $0 = .tabItem }
      .overlay(alignment: .top) {
        if let badge {
          TabBadge(text: badge).offset(x: 15, y: -3)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
  }
}

/// White text on a red capsule, at least a circle 18 pt across.
struct TabBadge: View {
  let text: Text

  var body: some View {
    text
      .font(.system(size: 13, weight: .regular))
      .foregroundColor(.white)
      .lineLimit(1)
      .padding(.horizontal, 5)
      .frame(minWidth: 18, minHeight: 18)
      .background(Capsule().fill(Color(red: 1, green: 59 / 255, blue: 48 / 255)))
      .fixedSize()
      .allowsHitTesting(false)
  }
}

extension View {
  /// The label a page shows in the tab bar.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _trait(TabItemTraitKey.self, label())
  }
}

/// `.tabItem`: the label a TabView page shows in the tab bar (the outermost one counts).
struct TabItemTraitKey: OuterTraitKey {
  static var defaultValue: (any View)? { nil }
}

extension View {
  /// A count on the page's tab bar item; 0 shows no badge.
  public func badge(_ count: Int) -> some View {
    _trait(TabBadgeTraitKey.self, count == 0 ? nil : Text(verbatim: "\(count)"))
  }
  /// A short text on the page's tab bar item; nil shows no badge.
  public func badge(_ label: Text?) -> some View { _trait(TabBadgeTraitKey.self, label) }
  public func badge(_ key: LocalizedStringKey?) -> some View {
    _trait(TabBadgeTraitKey.self, key.map { Text($0) })
  }
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    _trait(TabBadgeTraitKey.self, label.map { Text(String($0)) })
  }
}

/// `.badge`: the text on a TabView page's tab bar item (the outermost one counts).
struct TabBadgeTraitKey: OuterTraitKey {
  static var defaultValue: Text? { nil }
}

// MARK: Styles

public protocol TabViewStyle {}

/// The tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
}

/// A horizontal paging carousel with page dots.
public struct PageTabViewStyle: TabViewStyle {
  public struct IndexDisplayMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = IndexDisplayMode(kind: 0)
    public static let always = IndexDisplayMode(kind: 1)
    public static let never = IndexDisplayMode(kind: 2)
  }
  let indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

public protocol IndexViewStyle {}

/// The page dots' look: `.always` puts them on a dark capsule.
public struct PageIndexViewStyle: IndexViewStyle {
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = BackgroundDisplayMode(kind: 0)
    public static let interactive = BackgroundDisplayMode(kind: 1)
    public static let always = BackgroundDisplayMode(kind: 2)
    public static let never = BackgroundDisplayMode(kind: 3)
  }
  let backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

enum TabViewStyleKind {
  case tabBar
  case page(PageTabViewStyle.IndexDisplayMode)
}

private struct TabViewStyleKey: EnvironmentKey {
  static var defaultValue: TabViewStyleKind { .tabBar }
}
private struct PageIndexBackgroundKey: EnvironmentKey {
  static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}

extension EnvironmentValues {
  var tabViewStyleKind: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
  var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }
}

extension View {
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    transformEnvironment { environment in
      if let page = style as? PageTabViewStyle {
        environment.tabViewStyleKind = .page(page.indexDisplayMode)
      } else {
        environment.tabViewStyleKind = .tabBar
      }
    }
  }
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    transformEnvironment { environment in
      if let page = style as? PageIndexViewStyle {
        environment.pageIndexBackground = page.backgroundDisplayMode
      }
    }
  }
}
