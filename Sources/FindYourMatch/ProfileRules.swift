import SwiftUI

/// What counts as a name: at least three characters once surrounding spaces are trimmed. Characters are
/// grapheme clusters, so "李小龍" and "🙂🙂🙂" are three characters.
enum ProfileRules {
  static let minimumNameLength = 3
  /// Long enough for any real name; a pasted essay is refused with a message rather than cut silently.
  static let maximumNameLength = 60
  static let ages = 18...100

  /// The name as stored: invisible control characters and direction overrides removed (they corrupt the
  /// settings file for other tools, and "\u{202E}kciN live" would show as "evil Nick"), line breaks turned
  /// into spaces (the field is one line), surrounding spaces trimmed.
  static func cleanName(_ raw: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in raw.unicodeScalars {
      if isLineBreak(scalar) {
        scalars.append(" ")
      } else if !isRemoved(scalar) {
        scalars.append(scalar)
      }
    }
    return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func isValidName(_ raw: String) -> Bool {
    cleanName(raw).count >= minimumNameLength
  }

  static func isTooLong(_ raw: String) -> Bool {
    cleanName(raw).count > maximumNameLength
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// C0 and C1 controls (NUL and tab included) and the bidirectional embeddings, overrides and isolates.
  private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}

/// The stored profile, checked where it is read: the settings file may have been edited by hand or by
/// another program, so a value the app would never have written counts as missing rather than being shown.
enum StoredProfile {
  /// A stored name is shown only if it is one the name step would have accepted as it is.
  static func name(_ stored: String?) -> String? {
    guard let stored else { return nil }
    // Cleaning or counting a huge string is itself slow: no character of a real name takes 64 bytes.
    guard stored.utf8.count <= ProfileRules.maximumNameLength * 64,
      ProfileRules.cleanName(stored) == stored, ProfileRules.isValidName(stored),
      !ProfileRules.isTooLong(stored)
    else { return nil }
    return stored
  }

  static func age(_ stored: Int?) -> Int? {
    stored.flatMap { ProfileRules.ages.contains($0) ? $0 : nil }
  }

  static func gender(_ stored: String?) -> Gender? {
    stored.flatMap(Gender.init(rawValue:))
  }

  /// Signed in with every answer readable: otherwise the profile could not be shown, and sign-up starts over.
  static func isComplete(name: String?, age: Int?, gender: String?) -> Bool {
    self.name(name) != nil && self.age(age) != nil && self.gender(gender) != nil
  }
}

/// The gender options of seed 000, stored by their tags.
enum Gender: String, CaseIterable, Identifiable {
  case male
  case female
  case nonBinary = "non-binary"

  var id: String { rawValue }

  var title: LocalizedStringKey {
    switch self {
    case .male: return "Male"
    case .female: return "Female"
    case .nonBinary: return "Non-binary"
    }
  }
}
