import Foundation

/// Why content is drawn as placeholders (`.redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Standing in for content still loading: text as rounded bars, images as grey boxes.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Hiding what `.privacySensitive()` marks (on a locked screen's widget, say).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Drawn while a widget's data is out of date; nothing is hidden.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}
private struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// The reasons the views here are redacted; empty when they are drawn as they are.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
  /// Inside `.privacySensitive()`.
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }
  /// Whether text and images here are drawn as placeholders: redacted as placeholders, or marked private
  /// where privacy is redacted.
  var redactsContent: Bool {
    let reasons = redactionReasons
    return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
  }
}

extension View {
  /// Draws the text and images inside as placeholders for `reason` (adding to the reasons already set).
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment { $0.redactionReasons.formUnion(reason) }
  }

  /// Draws the content as it is, inside a redacted view (a title known before the data loads).
  public func unredacted() -> some View {
    transformEnvironment { $0.redactionReasons = [] }
  }

  /// Marks the content as private: it is drawn as placeholders where `.privacy` is redacted.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    transformEnvironment { $0.isPrivacySensitive = sensitive }
  }
}

/// How redacted content is drawn: iOS's placeholder grey, the text's colour at a sixth of its opacity.
enum RedactionMetrics {
  static let opacity = 0.16
  /// A bar covers this much of its line's height, centred, with round ends of this radius.
  static let barHeight: CGFloat = 0.72
  static let cornerRadius: CGFloat = 4
}
