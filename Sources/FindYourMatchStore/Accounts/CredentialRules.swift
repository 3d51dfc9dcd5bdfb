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
    let username = cleanUsername(raw)
    if username.isEmpty { return "Choose a username" }
    let allowed = username.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "_"
    }
    if !allowed { return "Use only letters a-z, digits, dots and underscores" }
    if username.count < usernameLength.lowerBound {
      return "Use at least \(usernameLength.lowerBound) characters"
    }
    if username.count > usernameLength.upperBound {
      return "Use at most \(usernameLength.upperBound) characters"
    }
    return nil
  }

  /// Nil when the password is long enough, else the message to show under the field. Passwords are taken
  /// as typed: spaces count.
  public static func passwordProblem(_ password: String) -> String? {
    password.count < minimumPasswordLength
      ? AccountError.passwordTooShort.description : nil
  }
}
