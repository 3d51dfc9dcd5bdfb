import Foundation

/// A value views hand up to their ancestors (SwiftUI's `PreferenceKey`): a view sets it with
/// `.preference(key:value:)`, an ancestor reads what its subtree set with `onPreferenceChange` or
/// `overlayPreferenceValue`. The values of several views are combined with `reduce`, in the order the views
/// come in the tree; views that set nothing take no part.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Sets `key` for this view: the value replaces whatever the views inside set for it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K> { _, _ in value })
  }

  /// Changes the value the views inside set for `key` (from its default when none did).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(
      PreferenceWritingModifier<K> { _, inner in
        var value = inner ?? K.defaultValue
        callback(&value)
        return value
      })
  }
}

/// What a node's preference modifier makes of one key: the combined value of the views inside (nil when none
/// set it) in, the subtree's value out. Kept in the node's property slots, where `Preferences` finds it.
final class PreferenceWriter {
  let key: ObjectIdentifier
  var write: @MainActor (ViewNode, Any?) -> Any?
  init(key: ObjectIdentifier, write: @escaping @MainActor (ViewNode, Any?) -> Any?) {
    self.key = key
    self.write = write
  }
}

/// Writes a key's value for its content; worked out when an ancestor reads it, after layout, so anchors see
/// where the view was placed.
struct PreferenceWritingModifier<Key: PreferenceKey>: BuiltinModifier {
  let write: @MainActor (ViewNode, Key.Value?) -> Key.Value
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let write = self.write
    let erased: @MainActor (ViewNode, Any?) -> Any? = { node, inner in
      write(node, inner as? Key.Value)
    }
    let writer = node.storage(&slot) {
      PreferenceWriter(key: ObjectIdentifier(Key.self), write: erased)
    }
    // The latest body's value.
    writer.write = erased
    node.setContent(content)
  }
}

/// Reads a key over a part of the tree as it is now.
@MainActor enum Preferences {
  /// The combined value of `nodes` (siblings, in order) and what is inside them: nil when none set it.
  static func value<Key: PreferenceKey>(_ key: Key.Type, over nodes: [ViewNode]) -> Key.Value? {
    var result: Key.Value?
    for node in nodes {
      guard let next = value(key, of: node) else { continue }
      if result == nil {
        result = next
      } else {
        Key.reduce(value: &result!, nextValue: { next })
      }
    }
    return result
  }

  /// The value of `node`'s subtree: its children's, then what the node's own modifier makes of it.
  static func value<Key: PreferenceKey>(_ key: Key.Type, of node: ViewNode) -> Key.Value? {
    var result = value(key, over: node.liveChildren)
    for slot in node.propertySlots {
      if let writer = slot as? PreferenceWriter, writer.key == ObjectIdentifier(key) {
        result = writer.write(node, result) as? Key.Value
      }
    }
    return result
  }
}
