extension Migration {
  /// Accounts with their password hashes, one profile per account (seed 000's name, age and gender), and
  /// failed log-ins per typed username for the rate limit.
  static let v1AccountsProfilesLoginAttempts = Migration(version: 1, name: "accounts") { database in
    try database.execute(
      """
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at REAL NOT NULL
      )
      """)
    try database.execute(
      """
      CREATE TABLE profiles (
        account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        age INTEGER NOT NULL,
        gender TEXT NOT NULL
      )
      """)
    try database.execute(
      """
      CREATE TABLE login_attempts (
        username TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        locked_until REAL
      )
      """)
  }
}
