import Foundation

// Editing a List: `onDelete` / `onMove` on a ForEach, `EditMode` and `\.editMode`, `EditButton`. Each row
// carries what it may do as a trait (ListRowEditing); the row (ListRow) draws the swipe, the delete control
// and the reorder handle.

/// A view built from a collection (a `ForEach`), to which editing actions attach.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Rows can be deleted: swiped (Delete on the trailing edge) or, in edit mode, with the red minus.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _EditableContent(base: self, onDelete: action, onMove: nil)
  }

  /// Rows can be reordered in edit mode by their handle; `action` gets the moved offsets and the destination
  /// offset as `Array.move(fromOffsets:toOffset:)` takes them.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _EditableContent(base: self, onDelete: nil, onMove: action)
  }
}

/// A ForEach whose rows may be deleted or moved: each row gets its offset and the actions as a trait.
public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent, MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  public typealias Body = Never
  let base: Base
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  public var data: Base.Data { base.data }

  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    var rows: [ResolvedChild] = []
    SwiftUI.flatten(base, prefix: prefix, into: &rows)
    // A row's offset in the data: the order of the ForEach ids just below the prefix.
    var offsets: [AnyHashable: Int] = [:]
    let depth = prefix.components.count
    for row in rows {
      guard row.path.components.count > depth,
        case .explicit(let id) = row.path.components[depth]
      else { continue }
      if offsets[id] == nil { offsets[id] = offsets.count }
      let editing = ListRowEditing(
        offset: offsets[id]!, count: base.data.count, onDelete: onDelete, onMove: onMove)
      list.append(
        ResolvedChild(
          path: row.path, view: withEditing(row.view, editing), isGroupMember: row.isGroupMember))
    }
  }

  private func withEditing<V: View>(_ view: V, _ editing: ListRowEditing) -> any View {
    ModifiedContent(content: view, modifier: _ListRowEditingModifier(editing: editing))
  }
}

/// What a row may do, and where it is among its ForEach's rows.
struct ListRowEditing {
  var offset: Int
  var count: Int
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?
}

struct ListRowEditingKey: _ViewTraitKey {
  static var defaultValue: ListRowEditing? { nil }
}

/// Adds its actions to those an inner `onDelete` / `onMove` gave the row.
struct _ListRowEditingModifier: BuiltinModifier, ViewTraitWriting {
  let editing: ListRowEditing
  func write(to traits: inout ViewTraitCollection) {
    var value = traits[ListRowEditingKey.self] ?? editing
    value.onDelete = value.onDelete ?? editing.onDelete
    value.onMove = value.onMove ?? editing.onMove
    traits[ListRowEditingKey.self] = value
  }
  func makeNode(_ node: ViewNode, content: any View) { node.setContent(content) }
}

// MARK: Edit mode

/// Whether the user may edit the content of a view (a list's rows).
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  public var isEditing: Bool { self != .inactive }
}

/// Where an edit mode lives, kept in the environment as an object: compared by identity, the environment
/// holding it stays the same from one update to the next (a `Binding` would be compared by its bits).
final class EditModeSource: Equatable {
  let binding: Binding<EditMode>
  init(binding: Binding<EditMode>) { self.binding = binding }
  static func == (a: EditModeSource, b: EditModeSource) -> Bool { a === b }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: EditModeSource? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the window's content (each window has one; `.environment(\.editMode, $mode)` gives a
  /// subtree its own).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self]?.binding }
    set { self[EditModeKey.self] = newValue.map(EditModeSource.init) }
  }

  var editModeSource: EditModeSource? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// Holds an edit mode for the views below it when nothing above gave them one: the window's content starts
/// inactive, as a UIKit view controller does. Its source is made once, so the environment never changes;
/// views reading the mode are updated through Observation when it changes.
struct EditModeScope: View, PrimitiveView {
  typealias Body = Never
  let content: any View

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let box = node.storage(&slot) { EditModeBox() }
    let source = box.source
    node.environmentTransform = { environment in
      if environment.editModeSource == nil { environment.editModeSource = source }
    }
    node.layout = ZStackLayout(alignment: .center)
    node.setContent(content)
  }
}

@Observable final class EditModeBox {
  var mode = EditMode.inactive
  @ObservationIgnored lazy var source = EditModeSource(
    binding: Binding<EditMode>(
      get: { [unowned self] in self.mode }, set: { [unowned self] in self.mode = $0 }))
}

/// "Edit", and "Done" (bold) while editing: toggles the environment's edit mode, animated.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  public init() {}

  public var body: some View {
    let editing = editMode?.wrappedValue.isEditing ?? false
    Button {
      guard let editMode else { return }
      withAnimation(.default) {
        editMode.wrappedValue = editing ? .inactive : .active
      }
    } label: {
      Text(system: editing ? "Done" : "Edit")
        .fontWeight(editing ? .semibold : .regular)
    }
  }
}

// MARK: Applying edits to the data

extension MutableCollection {
  /// Moves the elements at `source` (offsets) to before the element at `destination` (an offset in the
  /// collection as it was), keeping their order: what `onMove` hands over.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moved = source.filter { $0 < elements.count }.map { elements[$0] }
    let before = (0..<Swift.min(destination, elements.count)).filter { !source.contains($0) }.map {
      elements[$0]
    }
    let after = (Swift.min(destination, elements.count)..<elements.count).filter {
      !source.contains($0)
    }
    .map { elements[$0] }
    var index = startIndex
    for element in before + moved + after {
      self[index] = element
      formIndex(after: &index)
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`: what `onDelete` hands over.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
