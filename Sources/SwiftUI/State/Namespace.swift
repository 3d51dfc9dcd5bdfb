import Foundation

/// A namespace for identifiers shared between views: `matchedGeometryEffect(id:in:)` pairs views by an id in
/// one, MapKit's `scope:` ties a map to its controls. The identifier belongs to the view's identity, as a
/// `@State` does: every body run of the same view reads the same one.
@propertyWrapper public struct Namespace: DynamicProperty, Sendable {
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  nonisolated(unsafe) private static var next = 0
  private let box: NamespaceBox

  public init() { box = NamespaceBox(id: Namespace.makeID()) }

  fileprivate static func makeID() -> ID {
    next += 1
    return ID(value: next)
  }

  public var wrappedValue: ID { box.id }
}

/// Each view value's copy; `install` points it at the identifier its node keeps.
private final class NamespaceBox: @unchecked Sendable {
  var id: Namespace.ID
  init(id: Namespace.ID) { self.id = id }
}

/// The identifier a node keeps for one `@Namespace`.
private final class NamespaceStorage {
  let id: Namespace.ID
  init(id: Namespace.ID) { self.id = id }
}

extension Namespace: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    let fresh = box.id
    box.id = node.storage(&slot) { NamespaceStorage(id: fresh) }.id
  }
}
