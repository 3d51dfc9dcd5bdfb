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

/// Views that stand for zero or more children rather than a node of their own. Each one also answers
/// `View._flattening` with `.multiView(Self.self)` (in the extension that makes it a View), which is how `flatten`
/// finds it.
@MainActor protocol MultiView {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath)
}

/// What `View._flattening` answers for a view type that stands for several children.
public struct _ViewFlattening {
  let flattener: any ViewFlattener.Type
  /// A Group, or a Group with modifiers applied: modifiers on it are handed on to each member.
  let isGroupLike: Bool

  static func multiView<V: MultiView & View>(_: V.Type, groupLike: Bool = false) -> _ViewFlattening
  {
    _ViewFlattening(flattener: MultiViewFlattener<V>.self, isGroupLike: groupLike)
  }
}

/// Flattens the views of one type, handed over erased.
@MainActor protocol ViewFlattener {
  static func flatten(_ view: any View, into list: inout [ResolvedChild], prefix: ViewPath)
}

private enum MultiViewFlattener<V: MultiView & View>: ViewFlattener {
  static func flatten(_ view: any View, into list: inout [ResolvedChild], prefix: ViewPath) {
    (view as! V).flatten(into: &list, prefix: prefix)
  }
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
  let flattening = type(of: view)._flattening
  #if DEBUG
    // A MultiView that does not answer `_flattening` would silently become one child.
    assert(
      flattening != nil || !(view is any MultiView),
      "\(type(of: view)) is a MultiView that does not answer View._flattening")
  #endif
  if let flattening {
    flattening.flattener.flatten(view, into: &list, prefix: prefix)
  } else {
    list.append(ResolvedChild(path: prefix, view: view))
  }
}

/// Whether `view` stands for several children (a tuple, a conditional, ForEach, Group).
@MainActor func isMultiView(_ view: any View) -> Bool { type(of: view)._flattening != nil }

@MainActor func flatten(_ view: any View, prefix: ViewPath = ViewPath()) -> [ResolvedChild] {
  var list: [ResolvedChild] = []
  flatten(view, prefix: prefix, into: &list)
  return list
}
