/// One step of the schema. Each runs in its own transaction together with the `user_version` it reaches,
/// so a database is always at one whole version.
public struct Migration: Sendable {
  public let version: Int
  public let name: String
  public let apply: @Sendable (Database) throws -> Void

  public init(version: Int, name: String, apply: @escaping @Sendable (Database) throws -> Void) {
    self.version = version
    self.name = name
    self.apply = apply
  }
}

/// The schema's history, oldest first. A new version appends a migration here; released ones never change.
public enum Migrations {
  public static let all: [Migration] = [
    .v1AccountsProfilesLoginAttempts,
    .v2CommunitySwipesMatches,
  ]

  public static var latestVersion: Int { all.last?.version ?? 0 }
}
