import Foundation

/// The UIKit names SwiftUI code on iOS uses without importing UIKit. The "screen" is the host's window.
@MainActor public final class UIScreen {
  public static let main = UIScreen()
  /// Set by the host before the first view is built, so `UIScreen.main.bounds` in a view's body is right.
  public internal(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  public internal(set) var scale: CGFloat = 3
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}
