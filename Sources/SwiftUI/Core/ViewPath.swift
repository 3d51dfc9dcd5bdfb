/// Where a view sits among its siblings: the structural part (tuple index, if/else branch) plus explicit ids.
/// Two views are "the same view" across updates exactly when their paths and types match.
enum PathComponent: Hashable {
  case index(Int)
  case branch(Int)
  case some
  case explicit(AnyHashable)
  case type(ObjectIdentifier)
  case slot(Int)
}

struct ViewPath: Hashable {
  var components: [PathComponent] = []
  func appending(_ component: PathComponent) -> ViewPath {
    var copy = self
    copy.components.append(component)
    return copy
  }
}

/// One child after multi-views (tuples, conditionals, ForEach, Group) have been flattened away.
struct ResolvedChild {
  var path: ViewPath
  var view: any View
  /// A member of a Group that carried modifiers: those sit outside the member's if/else in SwiftUI, so an
  /// `.animation` among them animates the member's own insertion and removal.
  var isGroupMember = false
  var typeID: ObjectIdentifier { ObjectIdentifier(type(of: view)) }
}

/// Views that stand for zero or more children rather than a node of their own.
@MainActor protocol MultiView {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath)
}

/// A part a style or modifier is handed (a button's label, a group box's content, a modifier's content): the
/// app's views passed through as they are, so the style places them as if written in its body.
@MainActor protocol ErasedContentView: MultiView {
  nonisolated var content: any View { get }
}

@MainActor extension ErasedContentView {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(content, prefix: prefix, into: &list)
  }
}

@MainActor func flatten(_ view: any View, prefix: ViewPath, into list: inout [ResolvedChild]) {
  let type = ObjectIdentifier(Swift.type(of: view))
  let known = multiViewTypes[type]
  if known != false, let multi = view as? any MultiView {
    if known == nil { multiViewTypes[type] = true }
    multi.flatten(into: &list, prefix: prefix)
  } else {
    if known == nil { multiViewTypes[type] = false }
    list.append(ResolvedChild(path: prefix, view: view))
  }
}

/// Whether a view type stands for children (`MultiView`), by type: most do not, and asking the runtime is a
/// conformance lookup for every body and content flattened (a List row's thirty views, built while scrolling).
@MainActor private var multiViewTypes: [ObjectIdentifier: Bool] = [:]

@MainActor func flatten(_ view: any View, prefix: ViewPath = ViewPath()) -> [ResolvedChild] {
  var list: [ResolvedChild] = []
  flatten(view, prefix: prefix, into: &list)
  return list
}
