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
  public static let systemBackground = UIColor(Color.white)
  public static let secondarySystemBackground = UIColor(
    Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
  public static let label = UIColor(Color.black)
  public static let secondaryLabel = UIColor(Color.secondary)
}

extension Color {
  public init(_ uiColor: UIColor) { self = uiColor.color }
  public init(uiColor: UIColor) { self = uiColor.color }
}
