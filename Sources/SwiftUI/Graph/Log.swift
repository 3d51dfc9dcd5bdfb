import Foundation

/// Messages for the developer on standard error; `once` keeps a repeated condition (a missing symbol drawn
/// every frame) to one line, as iOS does.
enum Log {
  nonisolated(unsafe) private static var seen = Set<String>()
  private static let lock = NSLock()

  static func once(_ key: String, _ message: @autoclosure () -> String) {
    lock.lock()
    let isNew = seen.insert(key).inserted
    lock.unlock()
    if isNew { warn(message()) }
  }

  /// Whether a message was logged under `key` (for tests of the conditions that log).
  static func hasLogged(_ key: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return seen.contains(key)
  }

  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("SwiftUI: \(message)\n".utf8))
  }
}
