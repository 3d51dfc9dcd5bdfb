import Foundation

/// The UIKit names SwiftUI code on iOS uses without importing UIKit. The "screen" is the window of the view
/// tree being worked on: read-only, as on iOS, and derived from that graph (its size and its environment's
/// `displayScale`), so two hosts in one process (tests, a window beside a screenshot) each see their own.
@MainActor public final class UIScreen {
  public static let main = UIScreen()

  /// The graph whose body, input or update is running; else the newest live one (a one-window app's).
  private var graph: ViewGraph? { ViewGraph.current }

  public var bounds: CGRect {
    CGRect(origin: .zero, size: graph?.size ?? CGSize(width: 390, height: 844))
  }
  public var scale: CGFloat { graph?.rootEnvironment.displayScale ?? 3 }
  public var nativeScale: CGFloat { scale }
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}
