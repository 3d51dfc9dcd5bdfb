import CCairo
import Foundation

/// Pixel memory for layers, kept for the next layer after the one using it is gone.
///
/// A layer as large as a page (5.3 MiB at 2x) is memory the C allocator maps afresh and the kernel then hands
/// out a page at a time, zeroed, as the layer is first drawn: in a page push's first frame, the two page layers'
/// 2,600 page faults cost more than drawing them (10–12 ms against 3 on the project's machine). Whether the
/// allocator kept freed memory or returned it decided which frame paid. Kept here, the memory of layers that
/// went away (a transition's pages once they came to rest, a screen's layers once it left) is reused, cleared,
/// by the next layers of that size, so only the first layers of a size ever fault.
///
/// Bounded: at most `capacity` bytes are kept, the oldest given back first; memory is only ever kept after a
/// layer used it, so nothing is resident that a frame did not need.
final class LayerMemory: @unchecked Sendable {
  static let shared = LayerMemory(capacity: 24 << 20)

  let capacity: Int
  private let lock = NSLock()
  /// Free buffers, oldest first.
  private var held: [(bytes: Int, memory: UnsafeMutableRawPointer)] = []
  private var freeBytes = 0

  init(capacity: Int) { self.capacity = capacity }

  /// A transparent ARGB32 image surface of `width` × `height` pixels whose memory comes back here when cairo
  /// destroys it (its last reference dropped, wherever that is).
  func surface(width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      return nil
    }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0 else { return nil }
    var bytes = stride * height
    let memory: UnsafeMutableRawPointer
    if let reused = take(bytes: bytes) {
      memory = reused.memory
      // As cairo_image_surface_create would give it: transparent.
      memset(memory, 0, bytes)
      // Given back whole when this surface goes.
      bytes = reused.bytes
    } else {
      // Not cleared: fresh mapped memory reads as zeros, and large blocks come mapped.
      guard let made = calloc(1, bytes) else { return nil }
      memory = made
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(stride)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      Foundation.free(memory)
      return nil
    }
    let token = Unmanaged.passRetained(Token(memory: memory, bytes: bytes, owner: self)).toOpaque()
    let status = cairo_surface_set_user_data(
      surface, LayerMemory.key, token,
      { token in
        guard let token else { return }
        let given = Unmanaged<Token>.fromOpaque(token).takeRetainedValue()
        given.owner.give(given.memory, bytes: given.bytes)
      })
    guard status == CAIRO_STATUS_SUCCESS else {
      Unmanaged<Token>.fromOpaque(token).release()
      cairo_surface_destroy(surface)
      Foundation.free(memory)
      return nil
    }
    return surface
  }

  /// Bytes held for reuse now.
  var heldBytes: Int {
    lock.lock()
    defer { lock.unlock() }
    return freeBytes
  }

  /// Gives back everything held (the window was hidden, memory is short).
  func release() {
    lock.lock()
    let all = held
    held.removeAll()
    freeBytes = 0
    lock.unlock()
    for buffer in all { Foundation.free(buffer.memory) }
  }

  /// A held buffer of exactly `bytes` (layers of one size come back as that size: a page, a card), else of up to
  /// a quarter more, whose tail simply goes unused.
  private func take(bytes: Int) -> (memory: UnsafeMutableRawPointer, bytes: Int)? {
    lock.lock()
    defer { lock.unlock() }
    let index =
      held.lastIndex { $0.bytes == bytes }
      ?? held.lastIndex { $0.bytes > bytes && $0.bytes <= bytes + bytes / 4 }
    guard let index else { return nil }
    let buffer = held.remove(at: index)
    freeBytes -= buffer.bytes
    return buffer
  }

  private func give(_ memory: UnsafeMutableRawPointer, bytes: Int) {
    guard bytes <= capacity else {
      Foundation.free(memory)
      return
    }
    lock.lock()
    held.append((bytes, memory))
    freeBytes += bytes
    var dropped: [UnsafeMutableRawPointer] = []
    while freeBytes > capacity {
      let oldest = held.removeFirst()
      freeBytes -= oldest.bytes
      dropped.append(oldest.memory)
    }
    lock.unlock()
    for memory in dropped { Foundation.free(memory) }
  }

  /// What a surface's user data holds: its memory, to give back when cairo destroys the surface.
  private final class Token {
    let memory: UnsafeMutableRawPointer
    let bytes: Int
    let owner: LayerMemory
    init(memory: UnsafeMutableRawPointer, bytes: Int, owner: LayerMemory) {
      self.memory = memory
      self.bytes = bytes
      self.owner = owner
    }
  }

  /// cairo tells user data apart by the key's address: one allocated key, never freed.
  nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(
    capacity: 1)
}
