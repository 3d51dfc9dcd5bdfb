import Foundation

/// Why a sign-up or log-in was refused; `description` is the message shown under the form.
public enum AccountError: Error, Equatable, CustomStringConvertible, Sendable {
  case invalidUsername(String)
  case usernameTaken
  case passwordTooShort
  /// The same for an unknown username and a wrong password, so neither can be told apart.
  case wrongCredentials
  case tooManyAttempts(until: Date)

  public var description: String {
    switch self {
    case .invalidUsername(let reason): return reason
    case .usernameTaken: return "This username is taken"
    case .passwordTooShort:
      return "Use at least \(CredentialRules.minimumPasswordLength) characters"
    case .wrongCredentials: return "Wrong username or password"
    case .tooManyAttempts(let until):
      return Self.tooManyAttemptsMessage(secondsLeft: until.timeIntervalSinceNow)
    }
  }

  /// "Too many attempts. Try again in N s", N rounded up so it never reads 0 while still refused. (A
  /// millisecond is forgiven first: times read back from the database are not exact to the nanosecond.)
  public static func tooManyAttemptsMessage(secondsLeft: TimeInterval) -> String {
    "Too many attempts. Try again in \(wholeSeconds(left: secondsLeft)) s"
  }

  /// The seconds to wait, rounded up so it never reads 0 while still refused.
  public static func wholeSeconds(left secondsLeft: TimeInterval) -> Int {
    max(1, Int((secondsLeft - 0.001).rounded(.up)))
  }
}
