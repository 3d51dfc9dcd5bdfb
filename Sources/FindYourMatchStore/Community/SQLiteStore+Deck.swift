import Foundation

extension SQLiteStore: CommunityStore {
  public func community() async throws -> [Person] {
    try database.query(
      """
      SELECT id, name, age, presentation, hobby, bio, city, portrait_seed, affinity
      FROM community ORDER BY position
      """
    ).compactMap { row in
      guard let id = row["id"].int, let name = row["name"].string, let age = row["age"].int,
        let presentation = row["presentation"].string.flatMap(Person.Presentation.init(rawValue:)),
        let hobby = row["hobby"].string, let bio = row["bio"].string,
        let city = row["city"].string, case .integer(let seed) = row["portrait_seed"],
        let affinity = row["affinity"].double
      else { return nil }
      return Person(
        id: id, name: name, age: age, presentation: presentation, hobby: hobby, bio: bio,
        city: city,
        portraitSeed: UInt64(bitPattern: seed), affinity: affinity)
    }
  }
}

extension SQLiteStore: SwipeStore {
  public func swipes(of account: Account) async throws -> [Swipe] {
    try database.query(
      """
      SELECT person_id, kind, swiped_at FROM swipes
      WHERE account_id = ? AND undone_at IS NULL ORDER BY id
      """, [.integer(account.id)]
    ).compactMap { row in
      guard let person = row["person_id"].int,
        let kind = row["kind"].string.flatMap(SwipeKind.init(rawValue:)),
        let date = row["swiped_at"].date
      else { return nil }
      return Swipe(personID: person, kind: kind, date: date)
    }
  }

  public func recordSwipe(_ swipe: Swipe, of account: Account) async throws {
    try database.execute(
      "INSERT INTO swipes (account_id, person_id, kind, swiped_at) VALUES (?, ?, ?, ?)",
      [.integer(account.id), .int(swipe.personID), .text(swipe.kind.rawValue), .date(swipe.date)])
  }

  public func undoSwipe(_ swipe: Swipe, of account: Account, at date: Date) async throws {
    try database.execute(
      """
      UPDATE swipes SET undone_at = ? WHERE id = (
        SELECT id FROM swipes WHERE account_id = ? AND person_id = ? AND undone_at IS NULL
        ORDER BY id DESC LIMIT 1)
      """, [.date(date), .integer(account.id), .int(swipe.personID)])
  }

  public func undoAllSwipes(of account: Account, at date: Date) async throws {
    try database.execute(
      "UPDATE swipes SET undone_at = ? WHERE account_id = ? AND undone_at IS NULL",
      [.date(date), .integer(account.id)])
  }

  public func boostEnd(of account: Account) async throws -> Date? {
    try database.query("SELECT ends_at FROM boosts WHERE account_id = ?", [.integer(account.id)])
      .first?["ends_at"].date
  }

  public func saveBoost(until end: Date, of account: Account) async throws {
    try database.execute(
      """
      INSERT INTO boosts (account_id, ends_at) VALUES (?, ?)
      ON CONFLICT (account_id) DO UPDATE SET ends_at = excluded.ends_at
      """, [.integer(account.id), .date(end)])
  }
}

extension SQLiteStore: MatchStore {
  public func matches(of account: Account) async throws -> [Match] {
    try database.query(
      "SELECT person_id, matched_at, seen FROM matches WHERE account_id = ? ORDER BY matched_at DESC",
      [.integer(account.id)]
    ).compactMap { row in
      guard let person = row["person_id"].int, let date = row["matched_at"].date else { return nil }
      return Match(personID: person, date: date, seen: row["seen"].int == 1)
    }
  }

  public func addMatch(_ match: Match, of account: Account) async throws {
    try database.execute(
      """
      INSERT INTO matches (account_id, person_id, matched_at, seen) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, person_id) DO UPDATE SET matched_at = excluded.matched_at,
        seen = excluded.seen
      """,
      [.integer(account.id), .int(match.personID), .date(match.date), .int(match.seen ? 1 : 0)])
  }

  public func removeMatch(personID: Int, of account: Account) async throws {
    try database.execute(
      "DELETE FROM matches WHERE account_id = ? AND person_id = ?",
      [.integer(account.id), .int(personID)])
  }

  public func markMatchesSeen(of account: Account) async throws {
    try database.execute(
      "UPDATE matches SET seen = 1 WHERE account_id = ? AND seen = 0", [.integer(account.id)])
  }
}
