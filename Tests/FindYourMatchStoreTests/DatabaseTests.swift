import Foundation
import Testing

@testable import FindYourMatchStore

/// The database layer against real files: schema migrations, transactions, WAL, and files it cannot use.
@Suite struct DatabaseTests {
  @Test func anEmptyFileIsMigratedToTheLatestSchemaInWALMode() throws {
    let directory = try TemporaryDirectory()
    let database = try Database(url: directory.database)
    #expect(try database.schemaVersion() == Migrations.latestVersion)
    let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table'")
      .compactMap { $0["name"].string }
    for table in ["accounts", "profiles", "login_attempts"] {
      #expect(tables.contains(table), "\(table) in \(tables)")
    }
    #expect(try database.query("PRAGMA journal_mode").first?["journal_mode"].string == "wal")
    #expect(FileManager.default.fileExists(atPath: directory.database.path + "-wal"))
  }

  @Test func aFileAtThePreviousSchemaKeepsItsRowsWhenMigrated() async throws {
    let directory = try TemporaryDirectory()
    // Every earlier version the file could be at: created by that version's app, then opened by this one.
    for previous in 1...max(1, Migrations.all.count - 1) {
      let url = directory.url.appendingPathComponent("v\(previous).sqlite")
      do {
        let old = try Database(url: url, migrations: Array(Migrations.all.prefix(previous)))
        #expect(try old.schemaVersion() == previous)
        try old.execute(
          "INSERT INTO accounts (username, password_hash, created_at) VALUES ('ada', '$argon2id$x', 0)"
        )
        try old.execute(
          "INSERT INTO profiles (account_id, name, age, gender) VALUES (1, 'Ada', 36, 'female')")
      }
      let store = SQLiteStore(database: try Database(url: url))
      #expect(try store.database.schemaVersion() == Migrations.latestVersion)
      let account = try #require(try await store.account(named: "ada"))
      #expect(
        try await store.profile(of: account) == Profile(name: "Ada", age: 36, gender: "female"))
    }
  }

  @Test func aFileFromANewerVersionIsRefusedAndLeftAsItIs() throws {
    let directory = try TemporaryDirectory()
    do {
      let database = try Database(url: directory.database)
      try database.execute("PRAGMA user_version = \(Migrations.latestVersion + 1)")
    }
    let before = try Data(contentsOf: directory.database)
    let error = #expect(throws: StoreError.self) { try Database(url: directory.database) }
    #expect(error?.kind == .newerSchema)
    #expect(error?.description.contains("newer version of Find your match") == true)
    #expect(try Data(contentsOf: directory.database) == before)
  }

  @Test func aFailedTransactionLeavesNoneOfItsRows() throws {
    let directory = try TemporaryDirectory()
    let database = try Database(url: directory.database)
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try database.transaction {
        try database.execute(
          "INSERT INTO accounts (username, password_hash, created_at) VALUES ('ada', 'h', 0)")
        try database.execute(
          "INSERT INTO profiles (account_id, name, age, gender) VALUES (1, 'Ada', 36, 'female')")
        throw Stop()
      }
    }
    #expect(try database.query("SELECT * FROM accounts").isEmpty)
    #expect(try database.query("SELECT * FROM profiles").isEmpty)
  }

  @Test func aWriterKilledMidBurstLeavesWholeWritesOnly() throws {
    let directory = try TemporaryDirectory()
    let (writer, output) = try StoreWriter.start("burst", database: directory.database)
    // Let it commit a few hundred transactions, then kill it without warning, mid-way through the next ones.
    let lines = StoreWriter.read(output) { $0 == "committed 300" }
    kill(writer.processIdentifier, SIGKILL)
    writer.waitUntilExit()
    #expect(writer.terminationReason == .uncaughtSignal)
    #expect(lines.last == "committed 300", "\(lines.suffix(3))")

    let database = try Database(url: directory.database)
    #expect(try database.query("PRAGMA integrity_check").first?["integrity_check"].string == "ok")
    let accounts = try database.query("SELECT id, username FROM accounts")
    let profiles = try database.query("SELECT account_id, name FROM profiles")
    #expect(accounts.count >= 300, "every reported commit is there")
    // Each write is an account with its profile: both or neither.
    #expect(accounts.count == profiles.count)
    let profileNames = Dictionary(
      uniqueKeysWithValues: profiles.map { ($0["account_id"].int ?? -1, $0["name"].string) })
    for account in accounts {
      #expect(profileNames[account["id"].int ?? -2] == account["username"].string)
    }
  }

  @Test func aCorruptFileGetsAClearMessageAndIsNotTouched() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.database.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
    try garbage.write(to: directory.database)
    let error = #expect(throws: StoreError.self) { try Database(url: directory.database) }
    #expect(error?.kind == .corrupt)
    #expect(error?.description.contains(directory.database.path) == true)
    #expect(error?.description.contains("is damaged") == true)
    #expect(try Data(contentsOf: directory.database) == garbage, "the file is left for recovery")
  }

  @Test func aDamagedPageInARealDatabaseIsReportedAsCorrupt() throws {
    let directory = try TemporaryDirectory()
    do {
      let database = try Database(url: directory.database)
      for number in 0..<400 {
        try database.execute(
          "INSERT INTO accounts (username, password_hash, created_at) VALUES (?, 'h', 0)",
          [.text("user_\(number)")])
      }
      try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
    // Scribble over the middle of the file, where the accounts' pages are.
    var bytes = try Data(contentsOf: directory.database)
    #expect(bytes.count > 8192)
    for index in 4096..<min(bytes.count, 12288) { bytes[index] = 0xA5 }
    try bytes.write(to: directory.database)
    let error = #expect(throws: StoreError.self) { try Database(url: directory.database) }
    #expect(error?.kind == .corrupt, "\(String(describing: error))")
  }

  @Test func aReadOnlyFileGetsAClearMessageAndKeepsItsRows() async throws {
    let directory = try TemporaryDirectory()
    do {
      let store = SQLiteStore(database: try Database(url: directory.database))
      _ = try await store.signUp(
        username: "ada", password: "correct horse",
        profile: Profile(name: "Ada", age: 36, gender: "female"))
    }
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: directory.database.path)
    let error = #expect(throws: StoreError.self) { try Database(url: directory.database) }
    #expect(error?.kind == .readOnly)
    #expect(error?.description.contains("is read-only") == true)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: directory.database.path)
    let store = SQLiteStore(database: try Database(url: directory.database))
    #expect(try await store.account(named: "ada") != nil)
  }

  @Test func aFileLockedByAnotherProcessGetsAClearMessageAndNothingIsLost() async throws {
    let directory = try TemporaryDirectory()
    do {
      let store = SQLiteStore(database: try Database(url: directory.database))
      _ = try await store.signUp(
        username: "ada", password: "correct horse",
        profile: Profile(name: "Ada", age: 36, gender: "female"))
    }
    let (holder, output) = try StoreWriter.start("hold-lock", database: directory.database)
    #expect(StoreWriter.read(output) { $0 == "locked" }.last == "locked")
    let error = #expect(throws: StoreError.self) {
      try Database(url: directory.database, busyTimeout: 0.2)
    }
    #expect(error?.kind == .locked, "\(String(describing: error))")
    #expect(error?.description.contains("in use by another program") == true)
    kill(holder.processIdentifier, SIGKILL)
    holder.waitUntilExit()
    let store = SQLiteStore(database: try Database(url: directory.database))
    #expect(try await store.account(named: "ada") != nil)
    #expect(
      try store.database.query("PRAGMA integrity_check").first?["integrity_check"].string == "ok")
  }

  @Test func theDefaultLocationFollowsXDGDataHome() {
    #expect(
      StoreLocation.databaseURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]).path
        == "/data/find-your-match/find-your-match.sqlite")
    #expect(
      StoreLocation.databaseURL(environment: ["HOME": "/home/ada"]).path
        == "/home/ada/.local/share/find-your-match/find-your-match.sqlite")
    #expect(
      StoreLocation.databaseURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
        .path
        == "/home/ada/.local/share/find-your-match/find-your-match.sqlite")
  }
}
