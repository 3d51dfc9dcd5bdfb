import Foundation

/// How a Picker presents its options. SwiftUI's styles are opaque: only the built-in ones exist.
@MainActor @preconcurrency
public protocol PickerStyle {}

enum PickerStyleKind {
  /// A button with the current value that opens a pop-up menu (iOS 16+ default).
  case menu
  case segmented
  case wheel
  /// Options listed in place; without a List around it this shows as a wheel, as on iOS.
  case inline
}

/// The built-in styles say which kind they are.
protocol BuiltinPickerStyle {
  var kind: PickerStyleKind { get }
}

public struct DefaultPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}
public struct MenuPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}
public struct SegmentedPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .segmented }
}
public struct WheelPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .wheel }
}
public struct InlinePickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .inline }
}
/// Outside a NavigationStack's List a navigation-link picker shows as a menu.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}
/// Palettes appear inside menus; on their own they show as segments.
public struct PalettePickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKindKey: EnvironmentKey {
  static var defaultValue: PickerStyleKind { .menu }
}

extension EnvironmentValues {
  /// The style `.pickerStyle` set for the pickers below.
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKindKey.self] }
    set { self[PickerStyleKindKey.self] = newValue }
  }
}

extension View {
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = (style as? any BuiltinPickerStyle)?.kind ?? .menu
    return transformEnvironment { $0.pickerStyleKind = kind }
  }
}
