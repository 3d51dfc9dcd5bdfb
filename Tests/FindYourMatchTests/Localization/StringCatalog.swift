import Foundation

/// The app's string catalogs as Xcode writes them (Sources/FindYourMatch/Resources/*.xcstrings), read for
/// the tests that every key has every language.
struct StringCatalog {
  /// The languages the app ships besides its source language, English.
  static let translations = ["uz", "ko", "ar", "ru"]
  /// CLDR's plural categories of each language, which a plural string must all give.
  static let pluralCategories: [String: Set<String>] = [
    "en": ["one", "other"], "uz": ["one", "other"], "ko": ["other"],
    "ru": ["one", "few", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"],
  ]

  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/FindYourMatch")

  let name: String
  let strings: [String: [String: Any]]

  init(_ name: String) throws {
    self.name = name
    let url = Self.resources.appendingPathComponent("Resources/\(name).xcstrings")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    strings = json?["strings"] as? [String: [String: Any]] ?? [:]
  }

  var keys: [String] { strings.keys.sorted() }

  func shouldTranslate(_ key: String) -> Bool {
    strings[key]?["shouldTranslate"] as? Bool ?? true
  }

  /// The translation of `key` in `language`: one string, or plural forms by category; nil when missing.
  func translation(_ key: String, _ language: String) -> Translation? {
    guard let localizations = strings[key]?["localizations"] as? [String: Any],
      let localization = localizations[language] as? [String: Any]
    else { return nil }
    if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String
    {
      return .text(value)
    }
    let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
    var forms: [String: String] = [:]
    for (category, variant) in plural {
      if let value = ((variant as? [String: Any])?["stringUnit"] as? [String: Any])?["value"]
        as? String
      {
        forms[category] = value
      }
    }
    return forms.isEmpty ? nil : .plural(forms)
  }

  enum Translation: Equatable {
    case text(String)
    case plural([String: String])
  }

  /// `%@`, `%lld`, `%1$@`… in a string, position numbers dropped, in order.
  static func specifiers(_ string: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "%(?:[0-9]+\\$)?(@|lld|ld|d|f|lf)")
    let range = NSRange(string.startIndex..., in: string)
    return pattern.matches(in: string, range: range).map {
      String(string[Range($0.range(at: 1), in: string)!])
    }
  }
}
