/// A reference that does not keep its object alive and reads nil once the object is gone, as `weak` does,
/// without the side table a weak reference gives its object: from the first weak reference to an object on,
/// every retain and release of it takes the runtime's slow path through that table. Nodes and graphs are
/// retained and released many times an update, and each had weak references (a child's parent, a reader of a
/// value, a body's observation, every node's `liveGraph`): a quarter of the instructions of a write read by a
/// thousand views went to those slow paths. The object makes its handle when first asked and clears it in its
/// deinit (`NodeHandle`, `GraphHandle`).
final class UnownedHandle<Object: AnyObject>: @unchecked Sendable {
  // Safe as `weak` is because the object clears it in its deinit before anything else, and it is read and
  // cleared on the main actor only, where nodes and graphs live and die.
  @exclusivity(unchecked) private unowned(unsafe) var target: Object?

  init(_ object: Object) { target = object }

  @MainActor var object: Object? { target }

  /// Only the object's deinit calls this.
  func forget() { target = nil }
}

/// An object others refer to through an `UnownedHandle`: it keeps the handle it made and clears it in its
/// deinit (`madeHandle?.forget()`).
@MainActor protocol HandleOwner: AnyObject {
  var madeHandle: UnownedHandle<Self>? { get set }
}

extension HandleOwner {
  /// The object's handle, made when first asked for (most nodes, leaves, are never referred to).
  var handle: UnownedHandle<Self> {
    if let madeHandle { return madeHandle }
    let made = UnownedHandle(self)
    madeHandle = made
    return made
  }
}
