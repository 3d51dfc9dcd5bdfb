import Foundation

/// What the app's views know of storage. The embedded `SQLiteStore` implements these; a server-backed store
/// could replace it without touching the views, so every call is async and may fail.

/// Sign-up, log-in and deleting an account. Implementations hash passwords and rate-limit log-ins
/// themselves: callers pass the clear password and forget it.
public protocol AccountStore: Sendable {
  /// Creates the account and its profile together; throws `AccountError` for a bad or taken username or a
  /// short password.
  func signUp(username: String, password: String, profile: Profile) async throws -> Account
  /// The account for these credentials; throws `AccountError.wrongCredentials` or `.tooManyAttempts`.
  func logIn(username: String, password: String) async throws -> Account
  /// The account with this username, if any.
  func account(named username: String) async throws -> Account?
  /// Removes the account and every row that belongs to it, in one transaction.
  func deleteAccount(_ account: Account) async throws
}

/// The person's own profile (seed 000's card).
public protocol ProfileStore: Sendable {
  func profile(of account: Account) async throws -> Profile?
  func saveProfile(_ profile: Profile, of account: Account) async throws
}

/// Everything the app stores, as one value the views are given.
public typealias AppStore = AccountStore & ProfileStore

public struct Account: Equatable, Sendable {
  public let id: Int64
  public let username: String
  public let createdAt: Date

  public init(id: Int64, username: String, createdAt: Date) {
    self.id = id
    self.username = username
    self.createdAt = createdAt
  }
}

public struct Profile: Equatable, Sendable {
  public var name: String
  public var age: Int
  /// Seed 000's gender tag: "male", "female" or "non-binary".
  public var gender: String

  public init(name: String, age: Int, gender: String) {
    self.name = name
    self.age = age
    self.gender = gender
  }
}
