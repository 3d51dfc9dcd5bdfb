import Foundation

/// Usernames: 3-32 of a-z 0-9 . _ (capitals typed are lowered); passwords: at least 8 characters.
public enum CredentialRules {
  public static let usernameLength = 3...32
  public static let minimumPasswordLength = 8

  /// What is kept of a typed username: trimmed and lowered.
  public static func cleanUsername(_ raw: String) -> String {
    raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  /// Nil when the (cleaned) username is acceptable, else the message to show under the field.
  public static func usernameProblem(_ raw: String) -> String? {
    usernameIssue(raw)?.description
  }

  /// Nil when the (cleaned) username is acceptable, else what is wrong with it (for a message in the
  /// person's language).
  public static func usernameIssue(_ raw: String) -> UsernameIssue? {
    let username = cleanUsername(raw)
    if username.isEmpty { return .missing }
    let allowed = username.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "_"
    }
    if !allowed { return .characters }
    if username.count < usernameLength.lowerBound { return .tooShort(usernameLength.lowerBound) }
    if username.count > usernameLength.upperBound { return .tooLong(usernameLength.upperBound) }
    return nil
  }

  /// Nil when the password is long enough, else the message to show under the field. Passwords are taken
  /// as typed: spaces count.
  public static func passwordProblem(_ password: String) -> String? {
    password.count < minimumPasswordLength
      ? AccountError.passwordTooShort.description : nil
  }
}

/// What is wrong with a username; `description` is the English message.
public enum UsernameIssue: Equatable, Sendable, CustomStringConvertible {
  case missing
  case characters
  case tooShort(Int)
  case tooLong(Int)

  public var description: String {
    switch self {
    case .missing: return "Choose a username"
    case .characters: return "Use only letters a-z, digits, dots and underscores"
    case .tooShort(let minimum): return "Use at least \(minimum) characters"
    case .tooLong(let maximum): return "Use at most \(maximum) characters"
    }
  }
}
