import Foundation

/// The locale a program starts in, from the environment as POSIX orders it: LC_ALL, then LC_MESSAGES
/// (which governs the language of messages), then LANG. "ru_RU.UTF-8" → ru_RU; unset, "C" and "POSIX" →
/// en_US. Foundation's `Locale.current` on Linux does not follow LANG, so the runtime reads it itself.
@usableFromInline enum LaunchLocale {
  @usableFromInline static let current = Locale(
    identifier: identifier(from: ProcessInfo.processInfo.environment))

  static let layoutDirection = LayoutDirection.of(current)

  static func identifier(from environment: [String: String]) -> String {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first {
      !$0.isEmpty
    }
    guard var name = value else { return "en_US" }
    // Drop the codeset and modifier: "sr_RS.UTF-8@latin" → "sr_RS".
    if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = String(name[..<cut]) }
    if name.isEmpty || name == "C" || name == "POSIX" { return "en_US" }
    return name
  }
}

extension LayoutDirection {
  /// The reading direction of a locale's language: right to left for the scripts written that way.
  static func of(_ locale: Locale) -> LayoutDirection {
    let language = locale.language.languageCode?.identifier ?? ""
    return ["ar", "he", "iw", "fa", "ur", "ps", "yi", "ckb", "sd", "ug", "dv"].contains(language)
      ? .rightToLeft : .leftToRight
  }
}
