/// How nodes and other parts refer to a graph without keeping it (see `UnownedHandle`): every node holds its
/// graph `unowned` and reaches it many times an update, which a weak reference anywhere to the graph would
/// send through the slow path of a side table.
typealias GraphHandle = UnownedHandle<ViewGraph>

extension UnownedHandle where Object == ViewGraph {
  @MainActor var graph: ViewGraph? { object }
}

extension ViewGraph: HandleOwner {}
