import Foundation

/// Failed log-ins per typed username. After `LoginLimit.freeFailures` failures every further failure locks
/// the username for a delay that doubles each time (30 s, 60 s, …); the lock is a row, so it survives a
/// restart, and a good log-in clears it.
public struct LoginLimit: Equatable, Sendable {
  public static let freeFailures = 5
  public static let firstDelay: TimeInterval = 30
  public static let longestDelay: TimeInterval = 24 * 60 * 60

  public var failures: Int
  public var lockedUntil: Date?

  /// The lock that follows failure number `failures`, or nil while failures are still free.
  public static func delay(afterFailures failures: Int) -> TimeInterval? {
    guard failures >= freeFailures else { return nil }
    let doublings = min(failures - freeFailures, 20)
    return min(firstDelay * pow(2, Double(doublings)), longestDelay)
  }
}

extension SQLiteStore {
  public func loginLimit(for username: String) throws -> LoginLimit {
    let row = try database.query(
      "SELECT failures, locked_until FROM login_attempts WHERE username = ?",
      [.text(CredentialRules.cleanUsername(username))]
    ).first
    return LoginLimit(failures: row?["failures"].int ?? 0, lockedUntil: row?["locked_until"].date)
  }

  /// Counts one more failure; returns the lock it starts, if any.
  func recordFailure(for username: String, previous: Int) throws -> Date? {
    let failures = previous + 1
    let lockedUntil = LoginLimit.delay(afterFailures: failures).map { now().addingTimeInterval($0) }
    try database.execute(
      """
      INSERT INTO login_attempts (username, failures, locked_until) VALUES (?, ?, ?)
      ON CONFLICT (username) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until
      """,
      [.text(username), .int(failures), lockedUntil.map { .date($0) } ?? .null])
    return lockedUntil
  }
}
