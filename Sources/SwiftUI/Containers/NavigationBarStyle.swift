import Foundation

/// How the navigation bar looks in its current state, from what the app set on `UINavigationBar.appearance()`
/// (read when the bar is built, as UIKit applies appearance when a bar joins a window). As on iOS 15 and
/// later: over scrolled content the bar uses `standardAppearance` (`compactAppearance` in a compact height);
/// at the scroll edge `scrollEdgeAppearance`, or when there is none a transparent bar with the standard
/// titles. The legacy properties feed the appearances as UIKit bridges them: `barTintColor` is the standard
/// background unless the appearance has one, `titleTextAttributes` / `largeTitleTextAttributes` are
/// overridden by an appearance's own; the bar view's `backgroundColor` paints its rows in every state, and
/// `tintColor` colours the back button and bar items.
struct NavigationBarStyle: Equatable {
  /// Behind the bar and the status bar; nil is transparent.
  var background: Color?
  /// The hairline along the bar's bottom edge; nil draws none.
  var shadow: Color?
  /// The bar view's own `backgroundColor`: behind its rows only.
  var rowBackground: Color?
  var titleFont: Font?
  var titleColor: Color?
  var largeTitleFont: Font?
  var largeTitleColor: Color?
  var tint: Color?

  static let chrome = Color.rgb(249, 249, 249, 0.94, dark: (29, 29, 29, 0.94))
  static let hairline = Color.rgb(0, 0, 0, 0.3, dark: (255, 255, 255, 0.15))

  @MainActor static func resolve(scrolled: Bool, compactHeight: Bool) -> NavigationBarStyle {
    guard let bar = UINavigationBar.existingAppearance() else {
      return NavigationBarStyle(
        background: scrolled ? chrome : nil, shadow: scrolled ? hairline : nil)
    }
    let standard =
      compactHeight ? bar.compactAppearance ?? bar.standardAppearance : bar.standardAppearance
    let edge =
      compactHeight
      ? bar.compactScrollEdgeAppearance ?? bar.scrollEdgeAppearance : bar.scrollEdgeAppearance
    let appearance = scrolled ? standard : edge
    var style = NavigationBarStyle()
    if let appearance {
      style.background =
        appearance.backgroundColor?.color ?? bar.barTintColor?.color ?? chrome
      style.shadow = appearance.shadowColor?.color ?? hairline
    }
    let titles = appearance ?? standard
    let title = (bar.titleTextAttributes ?? [:]).merging(titles.titleTextAttributes) { $1 }
    let large = (bar.largeTitleTextAttributes ?? [:]).merging(titles.largeTitleTextAttributes) {
      $1
    }
    style.titleFont = (title[.font] as? UIFont)?.font
    style.titleColor = (title[.foregroundColor] as? UIColor)?.color
    style.largeTitleFont = (large[.font] as? UIFont)?.font
    style.largeTitleColor = (large[.foregroundColor] as? UIColor)?.color
    style.rowBackground = bar.backgroundColor?.color
    style.tint = bar.tintColor?.color
    return style
  }

  /// With `.toolbarBackground`: `.visible` shows the background (the chrome unless a style is given, which
  /// BarBackground draws) and its hairline in every state, `.hidden` neither.
  func applying(_ appearance: ToolbarAppearance) -> NavigationBarStyle {
    var style = self
    if appearance.showsBackground(byDefault: background != nil) {
      style.background = background ?? Self.chrome
      style.shadow = shadow ?? Self.hairline
    } else {
      style.background = nil
      style.shadow = nil
    }
    return style
  }
}
