import CSQLite
import Foundation

/// One connection to the app's SQLite file: WAL journal, foreign keys on, migrations run when it opens.
/// Calls are serialized by a lock, so the store can be used from any task (hashing runs off the main actor).
public final class Database: @unchecked Sendable {
  public let path: String
  private let handle: OpaquePointer
  private let lock = NSRecursiveLock()
  private var transactionDepth = 0

  /// Opens (creating when missing) the database at `url` and brings its schema up to `migrations`.
  /// `busyTimeout` is how long a statement waits for another program's lock before giving up.
  public init(
    url: URL, migrations: [Migration] = Migrations.all, busyTimeout: TimeInterval = 3
  ) throws {
    path = url.path
    // The app opens its database as its first screen is built: the file and its folder are looked at with
    // stat(2), FileManager only makes a missing folder (its attributes and directory calls cost several times more).
    var info = stat()
    if stat(path, &info) != 0 {
      let directory = url.deletingLastPathComponent()
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw StoreError(
          .cannotOpen, "Cannot create the folder \(directory.path) for the database: \(error)")
      }
    } else if info.st_mode & 0o200 == 0 {
      // The owner's write bit is honoured even for root, who could otherwise write to any file.
      throw StoreError.readOnly(path)
    }
    var connection: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let status = sqlite3_open_v2(path, &connection, flags, nil)
    guard status == SQLITE_OK, let connection else {
      let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(connection)
      throw StoreError(.cannotOpen, "Cannot open the database file \(url.path): \(message)")
    }
    handle = connection
    sqlite3_busy_timeout(handle, Int32(busyTimeout * 1000))
    do {
      if sqlite3_db_readonly(handle, "main") == 1 { throw StoreError.readOnly(path) }
      try execute("PRAGMA foreign_keys = ON")
      let mode = try query("PRAGMA journal_mode = WAL").first?["journal_mode"].string
      guard mode == "wal" else {
        throw StoreError(.failed, "The database file \(path) cannot use a write-ahead log")
      }
      // NORMAL is durable in WAL mode against a crash of the app; only a power loss may drop the last commits.
      try execute("PRAGMA synchronous = NORMAL")
      if let check = try query("PRAGMA quick_check").first?["quick_check"].string, check != "ok" {
        throw StoreError.corrupt(path, check)
      }
      try migrate(to: migrations)
    } catch {
      sqlite3_close(handle)
      throw error
    }
  }

  deinit { sqlite3_close(handle) }

  // MARK: Statements

  /// Runs one statement; returns the number of rows it changed.
  @discardableResult
  public func execute(_ sql: String, _ arguments: [SQLValue] = []) throws -> Int {
    try withLock {
      try step(sql, arguments) { _ in }
      return Int(sqlite3_changes(handle))
    }
  }

  /// Runs a query and returns all its rows.
  public func query(_ sql: String, _ arguments: [SQLValue] = []) throws -> [Row] {
    try withLock {
      var rows: [Row] = []
      try step(sql, arguments) { statement in rows.append(Self.row(of: statement)) }
      return rows
    }
  }

  /// The id SQLite gave the last inserted row on this connection.
  public var lastInsertedRowID: Int64 { withLock { sqlite3_last_insert_rowid(handle) } }

  /// Runs `body` in one transaction: every change in it is kept, or none (on a thrown error or a crash).
  /// Nested calls join the outer transaction.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try withLock {
      guard transactionDepth == 0 else {
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        return try body()
      }
      // IMMEDIATE takes the write lock up front, so a busy database fails here rather than mid-way.
      try step("BEGIN IMMEDIATE", []) { _ in }
      transactionDepth = 1
      defer { transactionDepth = 0 }
      do {
        let result = try body()
        try step("COMMIT", []) { _ in }
        return result
      } catch {
        sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
        throw error
      }
    }
  }

  /// The schema version the file is at (`PRAGMA user_version`).
  public func schemaVersion() throws -> Int {
    try query("PRAGMA user_version").first?["user_version"].int ?? 0
  }

  // MARK: Internals

  private func migrate(to migrations: [Migration]) throws {
    let current = try schemaVersion()
    let latest = migrations.last?.version ?? 0
    if current > latest {
      throw StoreError(
        .newerSchema,
        "The database file \(path) was written by a newer version of Find your match (schema "
          + "\(current); this version knows up to \(latest)). Update the app to open it.")
    }
    for migration in migrations where migration.version > current {
      try transaction {
        try migration.apply(self)
        try execute("PRAGMA user_version = \(migration.version)")
      }
    }
  }

  private func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private func step(_ sql: String, _ arguments: [SQLValue], row: (OpaquePointer) -> Void) throws {
    var statement: OpaquePointer?
    var status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard status == SQLITE_OK, let statement else { throw error(status) }
    defer { sqlite3_finalize(statement) }
    for (index, argument) in arguments.enumerated() {
      let position = Int32(index + 1)
      switch argument {
      case .null: status = sqlite3_bind_null(statement, position)
      case .integer(let value): status = sqlite3_bind_int64(statement, position, value)
      case .real(let value): status = sqlite3_bind_double(statement, position, value)
      case .text(let value):
        status = sqlite3_bind_text(statement, position, value, -1, Self.transient)
      }
      guard status == SQLITE_OK else { throw error(status) }
    }
    while true {
      status = sqlite3_step(statement)
      if status == SQLITE_ROW {
        row(statement)
      } else if status == SQLITE_DONE {
        return
      } else {
        throw error(status)
      }
    }
  }

  private static func row(of statement: OpaquePointer) -> Row {
    var columns: [String: SQLValue] = [:]
    for index in 0..<sqlite3_column_count(statement) {
      let name = String(cString: sqlite3_column_name(statement, index))
      switch sqlite3_column_type(statement, index) {
      case SQLITE_INTEGER: columns[name] = .integer(sqlite3_column_int64(statement, index))
      case SQLITE_FLOAT: columns[name] = .real(sqlite3_column_double(statement, index))
      case SQLITE_NULL: columns[name] = .null
      default:
        columns[name] =
          sqlite3_column_text(statement, index).map { .text(String(cString: $0)) } ?? .null
      }
    }
    return Row(columns: columns)
  }

  private func error(_ status: Int32) -> StoreError {
    let message = String(cString: sqlite3_errmsg(handle))
    switch status & 0xff {
    case SQLITE_CORRUPT, SQLITE_NOTADB: return .corrupt(path, message)
    case SQLITE_READONLY: return .readOnly(path)
    case SQLITE_BUSY, SQLITE_LOCKED: return .locked(path)
    default:
      return StoreError(.failed, "The database \(path) refused a change: \(message)")
    }
  }
}
