/// How other parts refer to a node without keeping it (see `UnownedHandle`).
typealias NodeHandle = UnownedHandle<ViewNode>

extension UnownedHandle where Object == ViewNode {
  @MainActor var node: ViewNode? { object }
}

extension ViewNode: HandleOwner {}
