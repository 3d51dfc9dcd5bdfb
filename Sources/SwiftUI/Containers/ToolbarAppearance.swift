import Foundation

/// What `.toolbarBackground` and `.toolbarColorScheme` ask of one bar. As on iOS 16 and later: the style
/// fills the bar whenever its background shows; `.automatic` shows it where the bar would anyway (the
/// navigation bar once content has scrolled under it, the tab bar always), `.visible` always, `.hidden`
/// never (nor its hairline); the colour scheme is the bar's while its background shows.
struct ToolbarAppearance: BarContribution {
  var background: AnyShapeStyle?
  var visibility: Visibility?
  var colorScheme: ColorScheme?
  /// `.toolbar(.hidden, for: .tabBar)`: whether the bar itself shows (only the tab bar reads it here).
  var barVisibility: Visibility?

  /// `outer`'s settings replace these, field by field (a preference written around a subtree wins).
  func overridden(by outer: ToolbarAppearance) -> ToolbarAppearance {
    ToolbarAppearance(
      background: outer.background ?? background, visibility: outer.visibility ?? visibility,
      colorScheme: outer.colorScheme ?? colorScheme,
      barVisibility: outer.barVisibility ?? barVisibility)
  }

  /// Equal when the bar would look the same; only colours among styles can be compared.
  func isSame(as other: ToolbarAppearance) -> Bool {
    guard visibility == other.visibility, colorScheme == other.colorScheme,
      barVisibility == other.barVisibility
    else { return false }
    switch (background, other.background) {
    case (nil, nil): return true
    case (let a?, let b?):
      guard let a = a.storage as? Color, let b = b.storage as? Color else { return false }
      return a == b
    default: return false
    }
  }

  /// Whether the background shows, given whether the bar shows one by default in its state.
  func showsBackground(byDefault: Bool) -> Bool {
    switch visibility {
    case .visible: true
    case .hidden: false
    default: byDefault
    }
  }

  static func forBars(
    _ bars: [ToolbarPlacement], _ appearance: ToolbarAppearance
  ) -> (
    navigationBar: ToolbarAppearance?, bottomBar: ToolbarAppearance?, tabBar: ToolbarAppearance?
  ) {
    // No bars named is `.automatic`, which on iOS is the navigation bar of the page.
    let navigation = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    return (
      navigation ? appearance : nil, bars.contains(.bottomBar) ? appearance : nil,
      bars.contains(.tabBar) ? appearance : nil
    )
  }
}

extension View {
  /// Shows or hides the background of the bars named (`.navigationBar`, `.bottomBar`, `.tabBar`; none: the
  /// navigation bar).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(ToolbarAppearanceModifier(bars: bars, appearance: .init(visibility: visibility)))
  }

  /// The style that fills the bars named when their background shows.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(
      ToolbarAppearanceModifier(bars: bars, appearance: .init(background: AnyShapeStyle(style))))
  }

  /// The colour scheme of the bars named (their titles and items) while their background shows; nil
  /// follows the view's.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(ToolbarAppearanceModifier(bars: bars, appearance: .init(colorScheme: colorScheme)))
  }
}

/// Hands an appearance to the page's navigation bar and bottom toolbar and to the tab bar around it, as
/// SwiftUI carries it up as a preference to the nearest container that draws the bar.
struct ToolbarAppearanceModifier: BuiltinModifier {
  let navigation: ToolbarAppearance?
  let bottom: ToolbarAppearance?
  let tab: ToolbarAppearance?

  init(bars: [ToolbarPlacement], appearance: ToolbarAppearance) {
    (navigation, bottom, tab) = ToolbarAppearance.forBars(bars, appearance)
  }

  /// For the tab bar alone.
  init(tabBar: ToolbarAppearance) {
    (navigation, bottom, tab) = (nil, nil, tabBar)
  }

  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let navigationLink = node.storage(&slot) { NavigationBarContributionLink() }
    let tabLink = node.storage(&slot) { TabBarAppearanceLink() }
    if navigation != nil || bottom != nil {
      let page = node.environment.navigationPage
      if navigationLink.page !== page {
        navigationLink.page?.withdraw(ObjectIdentifier(navigationLink))
        navigationLink.page = page
      }
      page?.contribute(
        NavigationBarContribution(appearance: navigation, bottomAppearance: bottom),
        from: ObjectIdentifier(navigationLink), depth: node.depth)
    }
    if let tab {
      let model = node.environment.tabBarAppearance
      if tabLink.model !== model {
        tabLink.model?.withdraw(ObjectIdentifier(tabLink))
        tabLink.model = model
      }
      model?.contribute(tab, from: ObjectIdentifier(tabLink), depth: node.depth)
    }
    node.setContent(content)
  }
}

/// What the shown tab's views ask of the tab bar, and whether its content is beneath the bar; the bar
/// depends on the result.
@MainActor final class TabBarAppearanceModel {
  private var contributions = BarContributions<ToolbarAppearance>()
  private var resolved = ToolbarAppearance()
  private let changed = NavigationSignal()
  let contentBeneath = ContentBeneathBar()

  var appearance: ToolbarAppearance {
    changed.observe()
    return resolved
  }

  func contribute(_ appearance: ToolbarAppearance, from id: ObjectIdentifier, depth: Int) {
    if contributions.contribute(appearance, from: id, depth: depth) { resolve() }
  }

  func withdraw(_ id: ObjectIdentifier) {
    if contributions.withdraw(id) { resolve() }
  }

  private func resolve() {
    var result = ToolbarAppearance()
    for appearance in contributions.innermostFirst {
      result = result.overridden(by: appearance)
    }
    guard !result.isSame(as: resolved) else { return }
    resolved = result
    changed.fire()
  }
}

/// Lives in an appearance modifier's node: takes its contribution back when the view goes away.
@MainActor final class TabBarAppearanceLink: NodeLifetimeObserver {
  weak var model: TabBarAppearanceModel?

  func nodeWillDisappear() { model?.withdraw(ObjectIdentifier(self)) }
}

private struct TabBarAppearanceKey: EnvironmentKey {
  static var defaultValue: TabBarAppearanceModel? { nil }
}

extension EnvironmentValues {
  /// The tab bar the view's tab is shown above, nil outside a tab view.
  var tabBarAppearance: TabBarAppearanceModel? {
    get { self[TabBarAppearanceKey.self] }
    set { self[TabBarAppearanceKey.self] = newValue }
  }
}
