import Foundation

/// UIKit's colour, bridging to Color. System colours have their light-appearance values.
public final class UIColor: @unchecked Sendable {
  let color: Color
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(
      red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }
  public init(_ color: Color) { self.color = color }
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color.opacity(Double(alpha) / max(color.alpha, 0.0001)))
  }

  public static let black = UIColor(Color.black)
  public static let white = UIColor(Color.white)
  public static let clear = UIColor(Color.clear)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  public static let systemRed = UIColor(Color.red)
  public static let systemOrange = UIColor(Color.orange)
  public static let systemYellow = UIColor(Color.yellow)
  public static let systemGreen = UIColor(Color.green)
  public static let systemMint = UIColor(Color.mint)
  public static let systemTeal = UIColor(Color.teal)
  public static let systemCyan = UIColor(Color.cyan)
  public static let systemBlue = UIColor(Color.blue)
  public static let systemIndigo = UIColor(Color.indigo)
  public static let systemPurple = UIColor(Color.purple)
  public static let systemPink = UIColor(Color.pink)
  public static let systemBrown = UIColor(Color.brown)
  public static let systemGray = UIColor(Color.gray)
  public static let systemGray2 = UIColor(.rgb(174, 174, 178, dark: (99, 99, 102)))
  public static let systemGray3 = UIColor(.rgb(199, 199, 204, dark: (72, 72, 74)))
  public static let systemGray4 = UIColor(.rgb(209, 209, 214, dark: (58, 58, 60)))
  public static let systemGray5 = UIColor(.rgb(229, 229, 234, dark: (44, 44, 46)))
  public static let systemGray6 = UIColor(.rgb(242, 242, 247, dark: (28, 28, 30)))
  // Semantic colours: light and dark values as iOS 17 gives them.
  public static let systemBackground = UIColor(SystemColor.background)
  public static let secondarySystemBackground = UIColor(SystemColor.secondaryBackground)
  public static let tertiarySystemBackground = UIColor(SystemColor.tertiaryBackground)
  public static let systemGroupedBackground = UIColor(SystemColor.groupedBackground)
  public static let secondarySystemGroupedBackground = UIColor(
    SystemColor.secondaryGroupedBackground)
  public static let tertiarySystemGroupedBackground = UIColor(
    .rgb(242, 242, 247, dark: (44, 44, 46)))
  public static let label = UIColor(Color.primary)
  public static let secondaryLabel = UIColor(Color.secondary)
  public static let tertiaryLabel = UIColor(SystemColor.tertiaryLabel)
  public static let quaternaryLabel = UIColor(.rgb(60, 60, 67, 0.18, dark: (235, 235, 245, 0.16)))
  public static let placeholderText = UIColor(SystemColor.tertiaryLabel)
  public static let link = UIColor(.rgb(0, 122, 255, dark: (9, 132, 255)))
  public static let separator = UIColor(SystemColor.separator)
  public static let opaqueSeparator = UIColor(SystemColor.opaqueSeparator)
  public static let systemFill = UIColor(SystemColor.fill)
  public static let secondarySystemFill = UIColor(SystemColor.secondaryFill)
  public static let tertiarySystemFill = UIColor(SystemColor.tertiaryFill)
  public static let quaternarySystemFill = UIColor(
    .rgb(116, 116, 128, 0.08, dark: (118, 118, 128, 0.18)))
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  public static let darkText = UIColor(Color.black)
  public static let tintColor = UIColor(Color.accentColor)

  /// A colour from the app's asset catalogues (`Name.colorset`, light and dark), nil when there is none.
  public convenience init?(named name: String) { self.init(named: name, in: nil) }
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith: Any? = nil) {
    guard let color = ColorAssetLoader.color(named: name, bundle: bundle) else { return nil }
    self.init(color)
  }
  /// A colour whose value depends on the appearance, as `UIColor(dynamicProvider:)` with the two traits iOS
  /// varies it by here (light and dark).
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(
      Color(
        light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
        dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color))
  }
  /// The colour as drawn with `traitCollection`'s appearance.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    UIColor(color.resolved(in: traitCollection.userInterfaceStyle == .dark ? .dark : .light))
  }
}

/// The traits a dynamic colour is resolved with: only the appearance here.
public final class UITraitCollection: @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }
  /// The appearance the app is drawn in.
  public static var current: UITraitCollection {
    UITraitCollection(userInterfaceStyle: ColorAppearance.current == .dark ? .dark : .light)
  }
}

public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

extension Color {
  public init(_ uiColor: UIColor) { self = uiColor.color }
  public init(uiColor: UIColor) { self = uiColor.color }
}
