import Foundation

/// How much room a dimension of the window has, as iOS classes it: an iPhone held upright is compact wide
/// and regular tall; on its side it is compact tall (and regular wide from the Plus and Max sizes up); an
/// iPad and a wide desktop window are regular both ways.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular

  /// The classes of a window of `size` points, with iOS's breakpoints: a height under 500 pt is a phone on
  /// its side; widths from 694 pt (896 pt on a phone's side) are regular.
  static func classes(for size: CGSize) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    let vertical: UserInterfaceSizeClass = size.height < 500 ? .compact : .regular
    let wide: CGFloat = vertical == .compact ? 896 : 694
    return (size.width >= wide ? .regular : .compact, vertical)
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}
private struct PortraitWindowKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The window is taller than wide: an iPad held upright, where a split view's `.automatic` style shows
  /// the detail alone (both size classes are regular either way).
  var isPortraitWindow: Bool {
    get { self[PortraitWindowKey.self] }
    set { self[PortraitWindowKey.self] = newValue }
  }

  /// Sets both size classes and the orientation from the window's size; true when any changed.
  mutating func applySizeClasses(for size: CGSize) -> Bool {
    let classes = UserInterfaceSizeClass.classes(for: size)
    let portrait = size.height > size.width
    guard
      horizontalSizeClass != classes.horizontal || verticalSizeClass != classes.vertical
        || isPortraitWindow != portrait
    else {
      return false
    }
    horizontalSizeClass = classes.horizontal
    verticalSizeClass = classes.vertical
    isPortraitWindow = portrait
    return true
  }
}
