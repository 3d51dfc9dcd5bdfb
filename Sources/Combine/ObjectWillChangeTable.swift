import Foundation

/// Maps live objects to their default `objectWillChange` publisher. Shared across
/// threads; every access goes through `lock`.
///
/// Entries hold the object weakly: the table never extends an object's life, and
/// an entry whose object died is never handed to a new object that happens to
/// reuse the same address (and hence the same `ObjectIdentifier`). Swift offers no
/// deinit callback for arbitrary objects, so dead entries are swept in bulk
/// whenever the table has doubled since the last sweep, keeping inserts amortised
/// O(1) and the table proportional to the number of live objects.
final class ObjectWillChangeTable: @unchecked Sendable {
  static let shared = ObjectWillChangeTable()

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepThreshold = 64

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    return lock.withLockHeld {
      if let entry = entries[id], entry.object === object {
        return entry.publisher
      }
      let publisher = ObservableObjectPublisher(owner: object)
      entries[id] = Entry(object: object, publisher: publisher)
      if entries.count >= sweepThreshold {
        entries = entries.filter { $0.value.object != nil }
        sweepThreshold = Swift.max(64, entries.count * 2)
      }
      return publisher
    }
  }

  /// Number of entries, including not-yet-swept dead ones; for tests.
  var count: Int {
    lock.withLockHeld { entries.count }
  }
}
