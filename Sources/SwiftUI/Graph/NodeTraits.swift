import Foundation

// The traits the graph also applies to the node, as attributes (Core/ViewTraits.swift holds the rest).

/// A trait the graph also applies to the node (its drawing order, its priority in a stack).
protocol NodeTraitKey: _ViewTraitKey {
  static func apply(_ value: Value, to attributes: inout NodeAttributes)
}
extension NodeTraitKey {
  static func apply(_ value: Any, to attributes: inout NodeAttributes) {
    if let value = value as? Value { apply(value, to: &attributes) }
  }
}

extension _TraitWritingModifier: BuiltinModifier {
  func makeNode(_ node: ViewNode, content: any View) {
    (Key.self as? any NodeTraitKey.Type)?.apply(value, to: &node.attributes)
    node.setContent(content)
  }
}

/// `.zIndex(_:)`: drawing and hit-testing order among siblings.
struct ZIndexTraitKey: NodeTraitKey {
  static var defaultValue: Double { 0 }
  static func apply(_ value: Double, to attributes: inout NodeAttributes) {
    attributes.zIndex = value
  }
}

/// `.layoutPriority(_:)`: who gets space first in a stack.
struct LayoutPriorityTraitKey: NodeTraitKey {
  static var defaultValue: Double { 0 }
  static func apply(_ value: Double, to attributes: inout NodeAttributes) {
    attributes.layoutPriority = value
  }
}
