import Foundation

/// A namespace for identifiers shared between views (MapKit's `scope:` ties a map to its controls). Each
/// wrapper value gets a fresh identifier; nothing here matches geometry across views yet.
@propertyWrapper public struct Namespace: DynamicProperty, Sendable {
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  nonisolated(unsafe) private static var next = 0
  private let id: ID

  public init() {
    Namespace.next += 1
    id = ID(value: Namespace.next)
  }

  public var wrappedValue: ID { id }
}
