import Foundation

// The UIKit appearance proxies that SwiftUI tutorials set to restyle controls SwiftUI draws with UIKit on
// iOS (`UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink`). Each class keeps one proxy;
// the runtime's own drawing of that control reads it when the control is built, as UIKit applies
// appearance when a view joins a window.

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let kern = NSAttributedString.Key("NSKern")
}

@MainActor open class UIControl: UIView {
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
}

/// Styles `Picker(…).pickerStyle(.segmented)`: the selected segment's colour, the track's colour, and the
/// segments' title colour and font per state (normal, selected).
@MainActor public final class UISegmentedControl: UIControl {
  public var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}

public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// The bar's look as iOS 13 and later describe it: background, title attributes, shadow line.
@MainActor public final class UINavigationBarAppearance {
  public var backgroundColor: UIColor?
  public var shadowColor: UIColor?
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  public init() {}

  public func configureWithDefaultBackground() {
    backgroundColor = nil
    shadowColor = nil
  }
  public func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }
  public func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = .clear
  }
}

/// Styles the navigation bar: title attributes, bar and button colours, and the iOS 13 appearances.
@MainActor public final class UINavigationBar: UIView {
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  public var barTintColor: UIColor?
  public var isTranslucent = true
  public var prefersLargeTitles = false
  public var shadowImage: UIImage?
  public var standardAppearance = UINavigationBarAppearance()
  public var compactAppearance: UINavigationBarAppearance?
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var compactScrollEdgeAppearance: UINavigationBarAppearance?
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]

  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
  }
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }
}
