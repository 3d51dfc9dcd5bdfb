import Foundation

// `#colorLiteral(…)` and `#imageLiteral(resourceName:)` as Xcode writes them. The compiler gives a literal
// with no type from context the type these aliases name; on iOS UIKit declares them as UIColor and UIImage.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension Color: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      .sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}

extension UIImage: _ExpressibleByImageLiteral {
  /// An image literal names a resource that Xcode checked was in the app; here a missing one is named in a
  /// message and drawn as the empty image instead of stopping the app.
  public convenience init(imageLiteralResourceName path: String) {
    if let image = UIImage(named: path) {
      self.init(copying: image)
    } else {
      Log.warn(
        "#imageLiteral(resourceName: \"\(path)\"): no image of that name in the app's resources")
      self.init()
    }
  }
}

extension Image: _ExpressibleByImageLiteral {
  public init(imageLiteralResourceName path: String) { self.init(path) }
}
