extension Migration {
  /// The community (generated once, deterministically, by `CommunityGenerator`), each account's swipes
  /// (kind and time; undone ones are kept with the time they were undone), matches and boost.
  static let v2CommunitySwipesMatches = Migration(version: 2, name: "community, swipes, matches") {
    database in
    try database.execute(
      """
      CREATE TABLE community (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        age INTEGER NOT NULL CHECK (age BETWEEN 18 AND 60),
        presentation TEXT NOT NULL,
        hobby TEXT NOT NULL,
        bio TEXT NOT NULL,
        city TEXT NOT NULL,
        portrait_seed INTEGER NOT NULL,
        affinity REAL NOT NULL
      )
      """)
    try database.execute(
      """
      CREATE TABLE swipes (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        person_id INTEGER NOT NULL REFERENCES community(id),
        kind TEXT NOT NULL CHECK (kind IN ('like', 'nope', 'superlike')),
        swiped_at REAL NOT NULL,
        undone_at REAL
      )
      """)
    try database.execute("CREATE INDEX swipes_in_effect ON swipes (account_id, undone_at, id)")
    try database.execute(
      """
      CREATE TABLE matches (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        person_id INTEGER NOT NULL REFERENCES community(id),
        matched_at REAL NOT NULL,
        seen INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, person_id)
      )
      """)
    try database.execute(
      """
      CREATE TABLE boosts (
        account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        ends_at REAL NOT NULL
      )
      """)
    for (position, person) in CommunityGenerator.makeCommunity().enumerated() {
      try database.execute(
        """
        INSERT INTO community
          (id, position, name, age, presentation, hobby, bio, city, portrait_seed, affinity)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .int(person.id), .int(position), .text(person.name), .int(person.age),
          .text(person.presentation.rawValue), .text(person.hobby), .text(person.bio),
          .text(person.city), .integer(Int64(bitPattern: person.portraitSeed)),
          .real(person.affinity),
        ])
    }
  }
}
