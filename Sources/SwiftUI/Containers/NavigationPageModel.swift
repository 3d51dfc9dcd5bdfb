import Foundation

/// What the views of one page say about its navigation bar (`navigationTitle`, `toolbar`, …). SwiftUI
/// carries these up as preferences; here each modifier's node contributes to its page directly, and the
/// page's bar depends on the result.
struct NavigationBarContribution: BarContribution {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var backButtonHidden: Bool?
  var barHidden: Bool?
  var toolbar: [ToolbarEntry]?
  var appearance: ToolbarAppearance?
  /// `.toolbarBackground` and `.toolbarColorScheme` for the bottom toolbar.
  var bottomAppearance: ToolbarAppearance?
  /// `.containerBackground(_:for: .navigation)`: what fills the page behind its content.
  var containerBackground: (any View)?
  /// `.toolbarTitleMenu`: the menu a tap on the inline title shows.
  var titleMenu: (any View)?

  /// Equal when nothing the bar shows differs; toolbars and backgrounds hold views, which cannot be compared.
  func isSame(as other: NavigationBarContribution) -> Bool {
    toolbar == nil && other.toolbar == nil && containerBackground == nil
      && other.containerBackground == nil && titleMenu == nil && other.titleMenu == nil
      && title == other.title
      && displayMode == other.displayMode && backButtonHidden == other.backButtonHidden
      && barHidden == other.barHidden && Self.same(appearance, other.appearance)
      && Self.same(bottomAppearance, other.bottomAppearance)
  }

  private static func same(_ a: ToolbarAppearance?, _ b: ToolbarAppearance?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.isSame(as: b)
    default: false
    }
  }
}

/// One page's bar as its views describe it: where two modifiers set the same thing, the outer one wins (as a
/// preference written around a subtree replaces the subtree's).
struct NavigationBarItems {
  var title: Text?
  var displayMode = NavigationBarItem.TitleDisplayMode.automatic
  var backButtonHidden = false
  var barHidden = false
  var toolbar: [ToolbarEntry] = []
  /// `.toolbarBackground` and `.toolbarColorScheme` for the navigation bar.
  var appearance = ToolbarAppearance()
  /// …and for the bottom toolbar.
  var bottomAppearance = ToolbarAppearance()
  var containerBackground: (any View)?
  var titleMenu: (any View)?
}

@MainActor final class NavigationPageModel {
  private var contributions = BarContributions<NavigationBarContribution>()
  private var resolved = NavigationBarItems()
  private let changed = NavigationSignal()

  /// The bar as contributed now; the view reading it re-runs when it changes.
  var items: NavigationBarItems {
    changed.observe()
    return resolved
  }

  /// Whether the page's scroll view has moved its content up: the bar then shows its background and
  /// hairline.
  private var scrolled = false
  private let scrolledChanged = NavigationSignal()
  var isScrolled: Bool {
    scrolledChanged.observe()
    return scrolled
  }
  func contentDidScroll(to offset: CGFloat) {
    guard (offset > 0.5) != scrolled else { return }
    scrolled = offset > 0.5
    scrolledChanged.fire()
  }

  /// Whether a scroll view's content is beneath the page's bottom toolbar (which then shows its background).
  let contentBeneathBottomBar = ContentBeneathBar()

  /// The node holding the page's content (NavigationPageContentRoot): scroll views measure from it whether
  /// their top is the top of the content.
  weak var contentRoot: ViewNode?

  /// The scroll views carrying the large title (LargeTitleCarrier): with one, the title collapses into the
  /// inline one as the content scrolls, as iOS does when a page's content is a scroll view.
  private var carriers: Set<ObjectIdentifier> = []
  private let carriersChanged = NavigationSignal()
  var titleCollapses: Bool {
    carriersChanged.observe()
    return !carriers.isEmpty
  }
  func setCarrier(_ id: ObjectIdentifier, _ carries: Bool) {
    let before = carriers.isEmpty
    if carries { carriers.insert(id) } else { carriers.remove(id) }
    if carriers.isEmpty != before { carriersChanged.fire() }
  }

  /// How far the carrying scroll view has moved its content up from where it rests (negative while pulled
  /// down), counted up to just past the large title's height: beyond that the bar looks the same.
  private var collapse: CGFloat = 0
  private let collapseChanged = NavigationSignal()
  var collapseOffset: CGFloat {
    collapseChanged.observe()
    return collapse
  }
  func titleDidScroll(to offset: CGFloat) {
    let followed = min(offset, NavigationBar.largeTitleHeight + 1)
    guard abs(followed - collapse) > 0.01 else { return }
    collapse = followed
    collapseChanged.fire()
  }

  /// The background of a list filling the page, which shows behind the transparent bar.
  private var edgeColor: Color?
  private let edgeColorChanged = NavigationSignal()
  var scrollEdgeColor: Color? {
    edgeColorChanged.observe()
    return edgeColor
  }
  func setScrollEdgeColor(_ color: Color?) {
    guard color != edgeColor else { return }
    edgeColor = color
    edgeColorChanged.fire()
  }

  /// Where the page is on its stack (see `NavigationStackHost`): a link on it pushes right above it.
  var key: [Int] = [0]

  /// A copy that keeps what the bar shows now and never changes: the bar of a page popped away still slides
  /// out while the page's views, going, take their contributions back.
  func frozen() -> NavigationPageModel {
    let copy = NavigationPageModel()
    copy.resolved = resolved
    copy.scrolled = scrolled
    copy.carriers = carriers
    copy.collapse = collapse
    copy.edgeColor = edgeColor
    copy.key = key
    return copy
  }

  func contribute(_ contribution: NavigationBarContribution, from id: ObjectIdentifier, depth: Int)
  {
    if contributions.contribute(contribution, from: id, depth: depth) { resolve() }
  }

  func withdraw(_ id: ObjectIdentifier) {
    if contributions.withdraw(id) { resolve() }
  }

  private func resolve() {
    var items = NavigationBarItems()
    // Innermost first, so outer contributions overwrite; toolbars add up, inner items first.
    var toolbar: [ToolbarEntry] = []
    for c in contributions.innermostFirst {
      if let title = c.title { items.title = title }
      if let mode = c.displayMode { items.displayMode = mode }
      if let hidden = c.backButtonHidden { items.backButtonHidden = hidden }
      if let hidden = c.barHidden { items.barHidden = hidden }
      if let entries = c.toolbar { toolbar += entries }
      if let appearance = c.appearance {
        items.appearance = items.appearance.overridden(by: appearance)
      }
      if let appearance = c.bottomAppearance {
        items.bottomAppearance = items.bottomAppearance.overridden(by: appearance)
      }
      if let background = c.containerBackground { items.containerBackground = background }
      if let menu = c.titleMenu { items.titleMenu = menu }
    }
    items.toolbar = toolbar
    resolved = items
    changed.fire()
  }
}

/// Lives in a bar modifier's node: takes the node's contribution back when the view goes away.
@MainActor final class NavigationBarContributionLink: NodeLifetimeObserver {
  weak var page: NavigationPageModel?

  func nodeWillDisappear() { page?.withdraw(ObjectIdentifier(self)) }
}

/// The modifier behind `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar` and the others.
struct NavigationBarModifier: BuiltinModifier {
  let contribution: NavigationBarContribution

  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let link = node.storage(&slot) { NavigationBarContributionLink() }
    let page = node.environment.navigationPage
    if link.page !== page {
      link.page?.withdraw(ObjectIdentifier(link))
      link.page = page
    }
    page?.contribute(contribution, from: ObjectIdentifier(link), depth: node.depth)
    node.setContent(content)
  }
}

/// Lives in a vertical scroll view's node. A page with a large title offers it to its scroll views (the
/// environment's `navigationLargeTitleInset`); the one whose top is the top of the page's content (a List or
/// ScrollView filling the page, not one under a header) carries it: its content rests the title's height
/// lower, the page starts the content under the 44 pt row, and the title follows the content's offset.
/// Decided where positions are known, at layout; withdrawn when the view goes or the offer does.
@MainActor final class LargeTitleCarrier: NodeLifetimeObserver {
  private(set) weak var page: NavigationPageModel?
  private var inset: CGFloat = 0
  private(set) var carrying = false

  func offer(_ page: NavigationPageModel?, inset: CGFloat) {
    if self.page !== page { withdraw() }
    self.page = page
    self.inset = inset
  }

  /// The room to leave above the content: the title's height when this scroll view carries it, else zero.
  func inset(for node: ViewNode) -> CGFloat {
    guard let page, inset > 0, let root = page.contentRoot else {
      withdraw()
      return 0
    }
    var top: CGFloat = 0
    var current: ViewNode? = node
    while let here = current, here !== root {
      top += here.frame.minY
      current = here.parent
    }
    // Reaching up under the bar, the scroll view's frame starts above the content; its place is its top
    // before that.
    let reach = node.safeAreaExpansion?.top ?? 0
    let carries = current != nil && (abs(top) < 0.5 || abs(top + reach) < 0.5)
    if carries != carrying {
      carrying = carries
      page.setCarrier(ObjectIdentifier(self), carries)
    }
    return carries ? inset : 0
  }

  private func withdraw() {
    if carrying { page?.setCarrier(ObjectIdentifier(self), false) }
    carrying = false
  }

  func nodeWillDisappear() { withdraw() }
}

/// Marks the node holding a page's content, the origin a scroll view measures its top from.
struct NavigationPageContentRoot: BuiltinModifier {
  let page: NavigationPageModel

  func makeNode(_ node: ViewNode, content: any View) {
    page.contentRoot = node
    node.setContent(content)
  }
}

extension EnvironmentValues {
  /// The room a page's large title takes, offered to the outermost scroll view on the page (zero inside a
  /// scroll view, in a presentation and on pages without a large title).
  var navigationLargeTitleInset: CGFloat {
    get { self[NavigationLargeTitleInsetKey.self] }
    set { self[NavigationLargeTitleInsetKey.self] = newValue }
  }
}

private struct NavigationLargeTitleInsetKey: EnvironmentKey {
  static var defaultValue: CGFloat { 0 }
}

/// Tells the page a list fills it, and with which background (List applies it).
struct NavigationScrollEdgeModifier: BuiltinModifier {
  let color: Color

  func makeNode(_ node: ViewNode, content: any View) {
    node.environment.navigationPage?.setScrollEdgeColor(color)
    node.setContent(content)
  }
}
