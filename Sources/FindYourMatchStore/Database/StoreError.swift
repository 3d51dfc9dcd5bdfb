import Foundation

/// Why the store could not do what was asked, worded for the person using the app. The store never deletes
/// or rewrites a file it cannot use: the message says what to do instead.
public struct StoreError: Error, Equatable, CustomStringConvertible, Sendable {
  public enum Kind: Equatable, Sendable {
    case corrupt
    case readOnly
    case locked
    case newerSchema
    case cannotOpen
    case failed
  }

  public let kind: Kind
  public let description: String

  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }

  static func corrupt(_ path: String, _ detail: String) -> StoreError {
    StoreError(
      .corrupt,
      "The database file \(path) is damaged (\(detail)). It was left untouched: restore a copy, "
        + "or move it away to start with a new one.")
  }

  static func readOnly(_ path: String) -> StoreError {
    StoreError(
      .readOnly,
      "The database file \(path) is read-only. Find your match needs to write to it: check its "
        + "permissions.")
  }

  static func locked(_ path: String) -> StoreError {
    StoreError(
      .locked,
      "The database file \(path) is in use by another program. Close that program and try again.")
  }
}
