import FindYourMatchStore
import SwiftUI

// The store says what went wrong; the app says it in the person's language (Localizable.xcstrings), looked
// up where it is drawn, so a change of language in Profile reaches a message already on screen.

extension UsernameIssue {
  var message: LocalizedStringKey {
    switch self {
    case .missing: return "Choose a username"
    case .characters: return "Use only letters a-z, digits, dots and underscores"
    case .tooShort(let minimum): return "Use at least \(minimum) characters"
    case .tooLong(let maximum): return "Use at most \(maximum) characters"
    }
  }
}

extension AccountError {
  var message: LocalizedStringKey {
    switch self {
    // Not the person's doing (the disk is full…): the store's words, with what happened.
    case .invalidUsername(let reason):
      let issues: [UsernameIssue] = [
        .missing, .characters, .tooShort(CredentialRules.usernameLength.lowerBound),
        .tooLong(CredentialRules.usernameLength.upperBound),
      ]
      return issues.first { $0.description == reason }?.message ?? "Something went wrong: \(reason)"
    case .usernameTaken: return "This username is taken"
    case .passwordTooShort:
      return "Use at least \(CredentialRules.minimumPasswordLength) characters"
    case .wrongCredentials: return "Wrong username or password"
    case .tooManyAttempts(let until):
      return Self.countdownMessage(secondsLeft: until.timeIntervalSinceNow)
    }
  }

  /// "Too many attempts. Try again in N s", N as the store rounds it.
  static func countdownMessage(secondsLeft: TimeInterval) -> LocalizedStringKey {
    "Too many attempts. Try again in \(wholeSeconds(left: secondsLeft)) s"
  }
}
