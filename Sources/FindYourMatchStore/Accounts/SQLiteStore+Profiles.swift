import Foundation

extension SQLiteStore: ProfileStore {
  public func profile(of account: Account) async throws -> Profile? {
    let row = try database.query(
      "SELECT name, age, gender FROM profiles WHERE account_id = ?", [.integer(account.id)]
    ).first
    guard let row, let name = row["name"].string, let age = row["age"].int,
      let gender = row["gender"].string
    else { return nil }
    return Profile(name: name, age: age, gender: gender)
  }

  public func saveProfile(_ profile: Profile, of account: Account) async throws {
    try database.execute(
      """
      INSERT INTO profiles (account_id, name, age, gender) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id) DO UPDATE SET name = excluded.name, age = excluded.age,
        gender = excluded.gender
      """,
      [.integer(account.id), .text(profile.name), .int(profile.age), .text(profile.gender)])
  }
}
