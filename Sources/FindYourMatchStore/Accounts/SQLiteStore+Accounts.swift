import Foundation

extension SQLiteStore: AccountStore {
  public func signUp(username: String, password: String, profile: Profile) async throws -> Account {
    let username = CredentialRules.cleanUsername(username)
    if let problem = CredentialRules.usernameProblem(username) {
      throw AccountError.invalidUsername(problem)
    }
    if CredentialRules.passwordProblem(password) != nil { throw AccountError.passwordTooShort }
    if try await account(named: username) != nil { throw AccountError.usernameTaken }
    let hash = try PasswordHasher.hash(password)
    let created = now()
    return try database.transaction {
      // Checked again inside the transaction: another sign-up may have taken the name while hashing.
      guard
        try database.query("SELECT id FROM accounts WHERE username = ?", [.text(username)]).isEmpty
      else { throw AccountError.usernameTaken }
      try database.execute(
        "INSERT INTO accounts (username, password_hash, created_at) VALUES (?, ?, ?)",
        [.text(username), .text(hash), .date(created)])
      let id = database.lastInsertedRowID
      try database.execute(
        "INSERT INTO profiles (account_id, name, age, gender) VALUES (?, ?, ?, ?)",
        [.integer(id), .text(profile.name), .int(profile.age), .text(profile.gender)])
      try database.execute("DELETE FROM login_attempts WHERE username = ?", [.text(username)])
      return Account(id: id, username: username, createdAt: created)
    }
  }

  public func logIn(username: String, password: String) async throws -> Account {
    let username = CredentialRules.cleanUsername(username)
    let limit = try loginLimit(for: username)
    if let lockedUntil = limit.lockedUntil, lockedUntil > now() {
      throw AccountError.tooManyAttempts(until: lockedUntil)
    }
    let row = try database.query(
      "SELECT id, username, password_hash, created_at FROM accounts WHERE username = ?",
      [.text(username)]
    ).first
    // An unknown username costs a verification too, so the time taken does not tell it apart.
    let hash = row?["password_hash"].string ?? Self.unknownUserHash
    let matches = PasswordHasher.verify(password, against: hash)
    guard matches, let row, let id = row["id"].int else {
      if let lockedUntil = try recordFailure(for: username, previous: limit.failures) {
        throw AccountError.tooManyAttempts(until: lockedUntil)
      }
      throw AccountError.wrongCredentials
    }
    try database.execute("DELETE FROM login_attempts WHERE username = ?", [.text(username)])
    return Account(
      id: Int64(id), username: username,
      createdAt: row["created_at"].date ?? Date(timeIntervalSince1970: 0))
  }

  public func account(named username: String) async throws -> Account? {
    let rows = try database.query(
      "SELECT id, username, created_at FROM accounts WHERE username = ?",
      [.text(CredentialRules.cleanUsername(username))])
    return rows.first.flatMap { row in
      guard let id = row["id"].int, let name = row["username"].string else { return nil }
      return Account(
        id: Int64(id), username: name,
        createdAt: row["created_at"].date ?? Date(timeIntervalSince1970: 0))
    }
  }

  public func deleteAccount(_ account: Account) async throws {
    try database.transaction {
      // Rows of later tables that belong to the account go with it through ON DELETE CASCADE.
      try database.execute("DELETE FROM profiles WHERE account_id = ?", [.integer(account.id)])
      try database.execute(
        "DELETE FROM login_attempts WHERE username = ?", [.text(account.username)])
      try database.execute("DELETE FROM accounts WHERE id = ?", [.integer(account.id)])
    }
  }

  /// A hash of a random password, verified against when the username does not exist.
  private static let unknownUserHash: String =
    (try? PasswordHasher.hash(UUID().uuidString)) ?? "$argon2id$"
}
