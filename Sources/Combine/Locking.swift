import Foundation

extension NSLocking {
  /// Scoped locking so that early returns can never leave a lock held.
  @inline(__always)
  func withLockHeld<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A monotonically increasing counter, safe to share because every access is locked.
final class AtomicCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: UInt64 = 0

  func next() -> UInt64 {
    lock.withLockHeld {
      value &+= 1
      return value
    }
  }
}
