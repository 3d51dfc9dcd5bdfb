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
  /// Memory given back, oldest first; `clean` once it has been cleared to transparent.
  private var held: [Buffer] = []
  /// Memory being cleared on `clearing` now: neither held nor handed out.
  private var inClearing: Buffer?
  private var heldTotal = 0
  /// Clears given-back memory while the main thread does other work (a transition's pages, once at rest, clear
  /// while the screen is idle): a frame taking memory then finds it transparent, where clearing two page-sized
  /// layers in the frame itself cost 0.5–2 ms.
  private let clearing = DispatchQueue(label: "LayerMemory.clearing", qos: .utility)

  private struct Buffer {
    let memory: UnsafeMutableRawPointer
    let bytes: Int
    var clean: Bool
  }

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
      if !reused.clean { memset(memory, 0, bytes) }
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
    return heldTotal
  }

  /// Waits until the memory given back so far is cleared.
  func finishClearing() { clearing.sync {} }

  /// Gives back everything held.
  func release() {
    finishClearing()
    lock.lock()
    let all = held
    held.removeAll()
    heldTotal = 0
    lock.unlock()
    for buffer in all { Foundation.free(buffer.memory) }
  }

  /// Held memory of exactly `bytes` (layers of one size come back as that size: a page, a card), else of up to a
  /// quarter more, whose tail simply goes unused.
  private func take(bytes: Int) -> Buffer? {
    func fits(_ buffer: Buffer) -> Bool {
      buffer.bytes >= bytes && buffer.bytes <= bytes + bytes / 4
    }
    lock.lock()
    // Memory being cleared is worth the wait: the alternative is as many page faults.
    if let busy = inClearing, fits(busy), !held.contains(where: fits) {
      lock.unlock()
      finishClearing()
      lock.lock()
    }
    defer { lock.unlock() }
    let index = held.lastIndex { $0.bytes == bytes } ?? held.lastIndex(where: fits)
    guard let index else { return nil }
    let buffer = held.remove(at: index)
    heldTotal -= buffer.bytes
    return buffer
  }

  private func give(_ memory: UnsafeMutableRawPointer, bytes: Int) {
    guard bytes <= capacity else {
      Foundation.free(memory)
      return
    }
    lock.lock()
    held.append(Buffer(memory: memory, bytes: bytes, clean: false))
    heldTotal += bytes
    var dropped: [UnsafeMutableRawPointer] = []
    while heldTotal > capacity, !held.isEmpty {
      let oldest = held.removeFirst()
      heldTotal -= oldest.bytes
      dropped.append(oldest.memory)
    }
    lock.unlock()
    for memory in dropped { Foundation.free(memory) }
    clearing.async { [self] in clearOne() }
  }

  /// Clears one held buffer that is not clean yet, outside the lock.
  private func clearOne() {
    lock.lock()
    guard let index = held.firstIndex(where: { !$0.clean }) else {
      lock.unlock()
      return
    }
    var buffer = held.remove(at: index)
    inClearing = buffer
    lock.unlock()
    memset(buffer.memory, 0, buffer.bytes)
    buffer.clean = true
    lock.lock()
    inClearing = nil
    held.append(buffer)
    lock.unlock()
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
