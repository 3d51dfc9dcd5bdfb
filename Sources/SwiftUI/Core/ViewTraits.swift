import Foundation

/// A value a view carries for the container holding it rather than for itself (SwiftUI's `_ViewTraitKey`): a
/// Picker's option tag, a TabView page's tab item, a List row's insets, a stack child's layout priority.
public protocol _ViewTraitKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The traits of one resolved child, read by containers (`ResolvedChild.traits`).
struct ViewTraitCollection {
  private var values: [ObjectIdentifier: Any] = [:]

  subscript<Key: _ViewTraitKey>(_ key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  func contains<Key: _ViewTraitKey>(_ key: Key.Type) -> Bool {
    values[ObjectIdentifier(key)] != nil
  }
}

/// A modifier that writes traits. Writers are visited from the outermost modifier inwards; each decides what a
/// value already written by an outer modifier means (a tag keeps the outer one, list row options add up).
protocol ViewTraitWriting {
  func write(to traits: inout ViewTraitCollection)
}

/// Lets code look through modifiers at the view they wrap.
protocol ModifiedContentInspectable {
  var wrappedContent: Any { get }
  var wrappedModifier: Any { get }
}

extension ModifiedContent: ModifiedContentInspectable {
  var wrappedContent: Any { content }
  var wrappedModifier: Any { modifier }
}

extension ResolvedChild {
  /// The traits the child's modifiers wrote, and its ForEach id as the `.id` trait.
  var traits: ViewTraitCollection {
    var traits = ViewTraitCollection()
    var current: Any = view
    while let modified = current as? ModifiedContentInspectable {
      (modified.wrappedModifier as? ViewTraitWriting)?.write(to: &traits)
      current = modified.wrappedContent
    }
    for component in path.components.reversed() {
      if case .explicit(let id) = component {
        traits[IDTraitKey.self] = id
        break
      }
    }
    return traits
  }

  /// The view's tag, else its ForEach id (SwiftUI's implicit tag), else nil.
  var tagOrID: AnyHashable? {
    let traits = self.traits
    return traits[TagTraitKey.self] ?? traits[IDTraitKey.self]
  }
}

/// Writes one trait; traits that also shape the node (zIndex, layout priority) set its attributes too
/// (its node: Graph/NodeTraits.swift).
public struct _TraitWritingModifier<Key: _ViewTraitKey>: ViewModifier, ViewTraitWriting {
  public typealias Body = Never
  let value: Key.Value
  func write(to traits: inout ViewTraitCollection) {
    if let key = Key.self as? any OuterTraitKey.Type, key.keepsOuterValue,
      traits.contains(Key.self)
    {
      return
    }
    traits[Key.self] = value
  }
}

extension View {
  public func _trait<Key: _ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
    modifier(_TraitWritingModifier<Key>(value: value))
  }
}

/// A trait whose outermost value counts (`.tag(1).tag(2)` is tagged 2, as in SwiftUI).
protocol OuterTraitKey: _ViewTraitKey {}
extension OuterTraitKey {
  static var keepsOuterValue: Bool { true }
}

// MARK: The built-in traits

/// `.tag(_:)`: a Picker option's or TabView page's value.
struct TagTraitKey: OuterTraitKey {
  static var defaultValue: AnyHashable? { nil }
}

/// A ForEach row's id (set from the child's path, not by a modifier).
struct IDTraitKey: _ViewTraitKey {
  static var defaultValue: AnyHashable? { nil }
}
