import CPango
import Foundation

/// Shaped pango layouts kept for reuse, bounded by count and by an estimate of their bytes, the least
/// recently used dropped first.
///
/// A layout pass asks for each text at least twice (sized with its parent's proposal, placed at its own
/// size) and a frame draws the ones on screen; when many texts change at once (a value read by 1,000 labels)
/// the new layouts must not push out the ones made earlier in the same pass, or the second question shapes
/// them again. Exact recency order does that: the entries dropped are the ones the last pass used, never
/// this pass's. (A second-chance queue re-queued last pass's entries behind this pass's new ones and dropped
/// those first: a quarter of the texts of a fan-out were shaped twice per write.)
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class TextLayoutCache {
  struct Key: Hashable {
    let text: String
    let style: TextEngine.Style
    let width: CGFloat?
    let maxLines: Int?
  }

  private final class Entry {
    let key: Key
    let layout: OpaquePointer
    let bytes: Int
    /// Toward the most recently used; the table holds the entries, the links only order them.
    unowned(unsafe) var newer: Entry?
    unowned(unsafe) var older: Entry?
    init(key: Key, layout: OpaquePointer, bytes: Int) {
      self.key = key
      self.layout = layout
      self.bytes = bytes
    }
  }

  let capacity: Int
  let byteCapacity: Int
  @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
  private unowned(unsafe) var newest: Entry?
  private unowned(unsafe) var oldest: Entry?
  @exclusivity(unchecked) private(set) var bytes = 0
  /// Layouts made since the cache was created (each one shaped its text).
  @exclusivity(unchecked) private(set) var made = 0
  var count: Int { entries.count }

  init(capacity: Int, byteCapacity: Int) {
    self.capacity = capacity
    self.byteCapacity = byteCapacity
  }

  /// The layout kept for `key`, else the one `make` shapes (owned by the cache: do not unref). The layouts
  /// of this call and the one before it are never dropped (`TextEngine.sharedLayout` holds both).
  func layout(for key: Key, make: () -> OpaquePointer) -> OpaquePointer {
    if let entry = entries[key] {
      moveToNewest(entry)
      return entry.layout
    }
    let entry = Entry(key: key, layout: make(), bytes: Self.estimatedBytes(of: key.text))
    made += 1
    entries[key] = entry
    bytes += entry.bytes
    link(entry)
    while entries.count > 2, entries.count > capacity || bytes > byteCapacity, let stale = oldest {
      drop(stale)
    }
    return entry.layout
  }

  /// About what a shaped layout holds: the layout, its lines and runs, and per character a glyph, its
  /// geometry and cluster (measured with RSS over thousands of list rows: about 3 KiB for a short label).
  static func estimatedBytes(of text: String) -> Int { 2048 + 64 * text.utf8.count }

  private func link(_ entry: Entry) {
    entry.older = newest
    entry.newer = nil
    newest?.newer = entry
    newest = entry
    if oldest == nil { oldest = entry }
  }

  private func unlink(_ entry: Entry) {
    if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
    if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
    entry.newer = nil
    entry.older = nil
  }

  private func moveToNewest(_ entry: Entry) {
    guard newest !== entry else { return }
    unlink(entry)
    link(entry)
  }

  private func drop(_ entry: Entry) {
    unlink(entry)
    bytes -= entry.bytes
    g_object_unref(UnsafeMutableRawPointer(entry.layout))
    entries[entry.key] = nil
  }
}
