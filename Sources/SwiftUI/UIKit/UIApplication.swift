import Foundation

/// The parts of UIApplication that SwiftUI apps call: opening a link with the desktop's handler (as
/// `\.openURL` does), asking whether one could be opened, and the settings URL.
@MainActor public final class UIApplication {
  public static let shared = UIApplication()
  public static let openSettingsURLString = "app-settings:"

  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  public enum State: Int, Sendable { case active, inactive, background }
  /// The window's app is the foreground app while it runs.
  public var applicationState: State { .active }
  public var applicationIconBadgeNumber = 0
  public var isIdleTimerDisabled = false

  private init() {}

  /// Hands the URL to the desktop (xdg-open); the completion hears whether the handler could be started.
  /// `app-settings:` has no desktop equivalent: it is refused with a message.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    guard canOpenURL(url) else {
      Log.warn("UIApplication.open: the desktop has nothing to open \(url.absoluteString) with")
      completion?(false)
      return
    }
    completion?(OpenURLAction.openWithSystem(url))
  }

  /// Whether a link can be handed to the desktop: web, mail, telephone and file links (the schemes a Linux
  /// desktop's opener handles), not the iOS settings app.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return ["http", "https", "mailto", "tel", "sms", "file", "maps", "geo"].contains(scheme)
  }
}
