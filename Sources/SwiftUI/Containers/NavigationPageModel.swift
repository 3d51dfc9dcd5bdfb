import Foundation

/// What the views of one page say about its navigation bar (`navigationTitle`, `toolbar`, …). SwiftUI
/// carries these up as preferences; here each modifier's node contributes to its page directly, and the
/// page's bar depends on the result.
struct NavigationBarContribution {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var backButtonHidden: Bool?
  var barHidden: Bool?
  var toolbar: [ToolbarEntry]?

  /// Equal when nothing the bar shows differs; toolbars hold views, which cannot be compared.
  func isSame(as other: NavigationBarContribution) -> Bool {
    toolbar == nil && other.toolbar == nil && title == other.title
      && displayMode == other.displayMode && backButtonHidden == other.backButtonHidden
      && barHidden == other.barHidden
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
}

@MainActor final class NavigationPageModel {
  private struct Entry {
    var depth: Int
    var contribution: NavigationBarContribution
  }
  private var entries: [ObjectIdentifier: Entry] = [:]
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

  func contribute(_ contribution: NavigationBarContribution, from id: ObjectIdentifier, depth: Int)
  {
    if let old = entries[id], old.depth == depth, old.contribution.isSame(as: contribution) {
      return
    }
    entries[id] = Entry(depth: depth, contribution: contribution)
    resolve()
  }

  func withdraw(_ id: ObjectIdentifier) {
    guard entries.removeValue(forKey: id) != nil else { return }
    resolve()
  }

  private func resolve() {
    var items = NavigationBarItems()
    // Innermost first, so outer contributions overwrite; toolbars add up, inner items first.
    var toolbar: [ToolbarEntry] = []
    for entry in entries.values.sorted(by: { $0.depth > $1.depth }) {
      let c = entry.contribution
      if let title = c.title { items.title = title }
      if let mode = c.displayMode { items.displayMode = mode }
      if let hidden = c.backButtonHidden { items.backButtonHidden = hidden }
      if let hidden = c.barHidden { items.barHidden = hidden }
      if let entries = c.toolbar { toolbar += entries }
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

/// Tells the page a list fills it, and with which background (List applies it).
struct NavigationScrollEdgeModifier: BuiltinModifier {
  let color: Color

  func makeNode(_ node: ViewNode, content: any View) {
    node.environment.navigationPage?.setScrollEdgeColor(color)
    node.setContent(content)
  }
}
