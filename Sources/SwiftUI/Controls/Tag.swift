import Foundation

extension View {
  /// Marks this view with a value a Picker (or TabView) selects it by.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(_TagModifier(value: tag))
  }
}

/// Carries a view's tag; draws and lays out nothing of its own.
public struct _TagModifier: BuiltinModifier {
  let value: any Hashable
  func makeNode(_ node: ViewNode, content: any View) {
    node.setContent(content)
  }
}

/// Lets option extraction look through a modified view at its content and modifier without knowing the types.
@MainActor protocol ModifiedContentInspectable {
  var inspectedContent: Any { get }
  var inspectedModifier: Any { get }
}

extension ModifiedContent: ModifiedContentInspectable {
  var inspectedContent: Any { content }
  var inspectedModifier: Any { modifier }
}

/// One choice of a Picker: the view that shows it and the value it stands for.
struct PickerOption<SelectionValue: Hashable> {
  let path: ViewPath
  let view: any View
  let tag: SelectionValue?
  /// The option's text, for the test driver and accessibility.
  let title: String
}

@MainActor enum PickerOptions {
  /// Flattens a picker's content (tuples, ForEach, conditionals) into its options. An option's value is its
  /// `.tag`, else the id ForEach gave it (SwiftUI tags ForEach rows with their ids implicitly).
  static func extract<SelectionValue: Hashable>(
    from content: any View, as type: SelectionValue.Type
  )
    -> [PickerOption<SelectionValue>]
  {
    flatten(content).map { child in
      let raw = explicitTag(of: child.view) ?? implicitTag(in: child.path)
      return PickerOption(
        path: child.path, view: child.view, tag: raw.flatMap { convert($0, to: type) },
        title: plainText(of: child.view) ?? "")
    }
  }

  static func explicitTag(of view: Any) -> Any? {
    var current: Any = view
    while let modified = current as? any ModifiedContentInspectable {
      if let tag = modified.inspectedModifier as? _TagModifier { return tag.value }
      current = modified.inspectedContent
    }
    return nil
  }

  static func implicitTag(in path: ViewPath) -> Any? {
    for component in path.components.reversed() {
      if case .explicit(let id) = component { return id.base }
    }
    return nil
  }

  /// Dynamic casts unwrap AnyHashable (ForEach ids) and wrap a plain tag for an Optional selection.
  static func convert<T: Hashable>(_ value: Any, to type: T.Type) -> T? {
    value as? T
  }
}

/// The text a view shows, when it is (a modified) Text or a container of them: a control's accessible label.
@MainActor func plainText(of view: Any) -> String? {
  if let text = view as? Text { return text.plainText }
  if let modified = view as? any ModifiedContentInspectable {
    return plainText(of: modified.inspectedContent)
  }
  if let multi = view as? any View, multi is any MultiView {
    let parts = flatten(multi).compactMap { plainText(of: $0.view) }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
  // Stacks and other primitive containers keep their children in `content`.
  if view is any PrimitiveView,
    let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })
  {
    return plainText(of: content.value)
  }
  return nil
}
