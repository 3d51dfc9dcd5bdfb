import Foundation

// Tags are view traits (Core/ViewTraits.swift): `ResolvedChild.tagOrID` is the tag or the ForEach id.

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
      PickerOption(
        path: child.path, view: child.view, tag: child.tagOrID.flatMap { convert($0, to: type) },
        title: labelText(of: child.view)?.plainText ?? "")
    }
  }

  /// Dynamic casts unwrap AnyHashable and wrap a plain tag for an Optional selection.
  static func convert<T: Hashable>(_ value: AnyHashable, to type: T.Type) -> T? {
    value as? T ?? value.base as? T
  }
}

/// The text a view shows, when it is (a modified) Text or a container of them: a control's accessible label,
/// translated where the control is (`Text.string(in:)`).
@MainActor func labelText(of view: Any) -> Text? {
  if let text = view as? Text { return text }
  if let modified = view as? any ModifiedContentInspectable {
    return labelText(of: modified.wrappedContent)
  }
  if let multi = view as? any View, isMultiView(multi) {
    let parts = flatten(multi).compactMap { labelText(of: $0.view) }
    return parts.dropFirst().reduce(parts.first) { joined, part in
      joined.map { $0 + Text(verbatim: " ") + part }
    }
  }
  if let container = view as? any ContentContainer {
    return labelText(of: container.containedContent)
  }
  return nil
}

/// Primitive containers whose content can make a label (a stack of texts, say).
protocol ContentContainer {
  var containedContent: any View { get }
}

extension VStack: ContentContainer { var containedContent: any View { content } }
extension HStack: ContentContainer { var containedContent: any View { content } }
extension ZStack: ContentContainer { var containedContent: any View { content } }
extension ScrollView: ContentContainer { var containedContent: any View { content } }
extension ScrollContentStack: ContentContainer { var containedContent: any View { content } }
extension ListSections: ContentContainer { var containedContent: any View { content } }
extension Menu: ContentContainer { var containedContent: any View { content } }
extension Picker: ContentContainer { var containedContent: any View { content } }
