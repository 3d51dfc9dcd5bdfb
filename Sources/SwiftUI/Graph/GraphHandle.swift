/// A reference to a graph that does not keep it alive and reads nil once it is gone: `NodeHandle`'s
/// counterpart. Every node holds its graph `unowned` and reaches it many times an update; a weak reference
/// anywhere to the graph would send each of those through the slow path of a side table.
final class GraphHandle: @unchecked Sendable {
  // Cleared by the graph's deinit, which runs on the main actor, where the graph is read.
  @exclusivity(unchecked) private unowned(unsafe) var target: ViewGraph?

  init(_ graph: ViewGraph) { target = graph }

  @MainActor var graph: ViewGraph? { target }

  fileprivate func forget() { target = nil }
}

extension ViewGraph {
  /// This graph's handle, made when first asked for.
  var handle: GraphHandle {
    if let madeHandle { return madeHandle }
    let made = GraphHandle(self)
    madeHandle = made
    return made
  }

  func forgetHandle() { madeHandle?.forget() }
}
