import Foundation

/// iOS's semantic colours, light and dark, for the runtime's own controls and UIColor's names.
enum SystemColor {
  static let background = Color(light: .white, dark: .black)
  static let secondaryBackground = Color.rgb(242, 242, 247, dark: (28, 28, 30))
  static let tertiaryBackground = Color.rgb(255, 255, 255, dark: (44, 44, 46))
  static let groupedBackground = Color.rgb(242, 242, 247, dark: (0, 0, 0))
  static let secondaryGroupedBackground = Color.rgb(255, 255, 255, dark: (28, 28, 30))
  static let tertiaryLabel = Color.rgb(60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
  static let separator = Color.rgb(60, 60, 67, 0.29, dark: (84, 84, 88, 0.6))
  static let opaqueSeparator = Color.rgb(198, 198, 200, dark: (56, 56, 58))
  static let fill = Color.rgb(120, 120, 128, 0.2, dark: (120, 120, 128, 0.36))
  static let secondaryFill = Color.rgb(120, 120, 128, 0.16, dark: (120, 120, 128, 0.32))
  static let tertiaryFill = Color.rgb(118, 118, 128, 0.12, dark: (118, 118, 128, 0.24))
  /// Bars, sheets' and alerts' panels (the materials' tint over nothing).
  static let elevatedBackground = Color.rgb(255, 255, 255, dark: (28, 28, 30))
  /// The tab bar's and toolbars' fill.
  static let bar = Color.rgb(247, 247, 247, dark: (22, 22, 23))
  /// A rounded-border text field's fill.
  static let fieldBackground = Color.rgb(255, 255, 255, dark: (28, 28, 30))
  /// What materials whiten (light) or darken (dark) the blurred backdrop with.
  static let materialTint = Color.rgb(255, 255, 255, dark: (30, 30, 30))
}
