/// A reference to a node that does not keep it alive and reads nil once the node is gone, as `weak` does,
/// without the side table a weak reference gives its object: from the first weak reference to an object on,
/// every retain and release of it takes the runtime's slow path through that table, and the nodes other parts
/// refer to (a parent, the reader of a value, a body's observation) are retained and released many times on
/// every update (a quarter of the instructions of a write read by a thousand views went to those slow paths).
/// The node makes its handle when first asked and clears it as it goes.
final class NodeHandle: @unchecked Sendable {
  // Safe as `weak` is because the node clears it in its deinit before anything else, and it is read and
  // cleared on the main actor only, where nodes live and die.
  @exclusivity(unchecked) private unowned(unsafe) var target: ViewNode?

  init(_ node: ViewNode) { target = node }

  @MainActor var node: ViewNode? { target }

  /// The node's deinit.
  fileprivate func forget() { target = nil }
}

extension ViewNode {
  /// This node's handle, made when first asked for (most leaves are never referred to).
  var handle: NodeHandle {
    if let madeHandle { return madeHandle }
    let made = NodeHandle(self)
    madeHandle = made
    return made
  }

  nonisolated static func forget(_ handle: NodeHandle?) { handle?.forget() }
}
