import Foundation

/// The embedded store: every protocol of `StoreProtocols.swift` over one SQLite `Database`.
/// `now` is the clock the log-in rate limit reads (tests inject their own).
public final class SQLiteStore: Sendable {
  public let database: Database
  let now: @Sendable () -> Date

  public init(database: Database, now: @escaping @Sendable () -> Date = { Date() }) {
    self.database = database
    self.now = now
  }

  /// Opens (or creates) the database file at `url`, migrated to the latest schema.
  public convenience init(url: URL, now: @escaping @Sendable () -> Date = { Date() }) throws {
    self.init(database: try Database(url: url), now: now)
  }
}
