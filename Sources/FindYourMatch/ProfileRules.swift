import SwiftUI

/// What counts as a name: at least three characters once surrounding spaces are trimmed. Characters are
/// grapheme clusters, so "李小龍" and "🙂🙂🙂" are three characters.
enum ProfileRules {
  static let minimumNameLength = 3
  /// Long enough for any real name; a pasted essay is refused with a message rather than cut silently.
  static let maximumNameLength = 60

  static func cleanName(_ raw: String) -> String {
    raw.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func isValidName(_ raw: String) -> Bool {
    cleanName(raw).count >= minimumNameLength
  }

  static func isTooLong(_ raw: String) -> Bool {
    cleanName(raw).count > maximumNameLength
  }
}

/// The gender options of seed 000, stored by their tags.
enum Gender: String, CaseIterable, Identifiable {
  case male
  case female
  case nonBinary = "non-binary"

  var id: String { rawValue }

  var title: String {
    switch self {
    case .male: return "Male"
    case .female: return "Female"
    case .nonBinary: return "Non-binary"
    }
  }
}
