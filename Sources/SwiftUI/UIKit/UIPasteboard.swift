import Foundation

/// The general pasteboard apps copy text to: the system clipboard in the window (SDL's), an in-memory one
/// headless. Only text is kept.
@MainActor public final class UIPasteboard {
  public static let general = UIPasteboard()

  private init() {}

  /// The text on the pasteboard; nil when it holds none. Setting nil empties it.
  public var string: String? {
    get {
      guard let text = Clipboard.provider.read(), !text.isEmpty else { return nil }
      return text
    }
    set { Clipboard.provider.write(newValue ?? "") }
  }

  public var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }

  public var hasStrings: Bool { string != nil }
}
