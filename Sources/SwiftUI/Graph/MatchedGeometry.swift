import Foundation

/// The parts of a view's geometry `matchedGeometryEffect` takes from its partner.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// One id in one namespace: the views that share it are one view to the eye.
struct MatchedGeometryKey: Hashable {
  let namespace: Namespace.ID
  let id: AnyHashable
}

/// What `matchedGeometryEffect` said about a node.
struct MatchedGeometryAttribute {
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
}

/// The nodes of a graph that carry a matched geometry id, and those made since the animation commit last looked
/// (Animation/MatchedGeometryCommit.swift pairs them with the views of the same id that leave).
@MainActor struct MatchedGeometryRegistry {
  private struct Weak {
    weak var node: ViewNode?
  }
  private var byKey: [MatchedGeometryKey: [Weak]] = [:]
  /// Matched nodes made since the last commit.
  var arrived: [ViewNode] = []
  /// Whether any view takes its geometry from another (`isSource: false`).
  var hasFollowers = false

  var isEmpty: Bool { byKey.isEmpty }

  mutating func register(_ node: ViewNode, _ attribute: MatchedGeometryAttribute, isNew: Bool) {
    if !attribute.isSource { hasFollowers = true }
    if isNew { arrived.append(node) }
    var entries = byKey[attribute.key, default: []]
    entries.removeAll { $0.node == nil || !$0.node!.isAlive }
    if !entries.contains(where: { $0.node === node }) { entries.append(Weak(node: node)) }
    byKey[attribute.key] = entries
  }

  /// The living nodes that carry `key` now.
  func nodes(for key: MatchedGeometryKey) -> [ViewNode] {
    (byKey[key] ?? []).compactMap { entry in
      guard let node = entry.node, node.isAlive, node.attributes.matchedGeometry?.key == key
      else { return nil }
      return node
    }
  }

  /// Every key with a view that follows another.
  var followedKeys: [MatchedGeometryKey] {
    guard hasFollowers else { return [] }
    return byKey.keys.filter { key in
      nodes(for: key).contains { $0.attributes.matchedGeometry?.isSource == false }
    }
  }
}
