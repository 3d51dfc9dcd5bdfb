import Foundation

extension View {
  /// Names this view among its siblings for a selection (a TabView page, a Picker option).
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(value: tag))
  }
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    modifier(_TagModifier(value: tag))
  }
}

public struct _TagModifier<V: Hashable>: BuiltinModifier {
  let value: V
  func makeNode(_ node: ViewNode, content: any View) { node.setContent(content) }
}

/// Lets code look through modifiers at the view they wrap (to find a tag, say).
protocol ModifiedContentInspectable {
  var wrappedContent: Any { get }
  var wrappedModifier: Any { get }
}

extension ModifiedContent: ModifiedContentInspectable {
  var wrappedContent: Any { content }
  var wrappedModifier: Any { modifier }
}

protocol TagProviding {
  var tagValue: AnyHashable { get }
}

extension _TagModifier: TagProviding {
  var tagValue: AnyHashable { AnyHashable(value) }
}

/// The tag set with `.tag(_:)` on a view or under the modifiers applied after it.
func tagValue(of view: Any) -> AnyHashable? {
  var current: Any = view
  while let modified = current as? ModifiedContentInspectable {
    if let tag = modified.wrappedModifier as? TagProviding { return tag.tagValue }
    current = modified.wrappedContent
  }
  return nil
}

extension ResolvedChild {
  /// The view's tag, else its ForEach id (SwiftUI's implicit tag), else nil.
  var tagOrID: AnyHashable? {
    if let tag = tagValue(of: view) { return tag }
    for component in path.components.reversed() {
      if case .explicit(let id) = component { return id }
    }
    return nil
  }
}
