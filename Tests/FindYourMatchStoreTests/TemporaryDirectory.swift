import Foundation

/// A fresh directory under the system's temporary folder, removed when the test is done with it.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fym-store-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  var database: URL { url.appendingPathComponent("find-your-match/find-your-match.sqlite") }

  /// Every byte of every file below the directory, for looking for what must never be written.
  func allFileContents() -> [(path: String, data: Data)] {
    guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    else {
      return []
    }
    return files.compactMap { item in
      guard let file = item as? URL, let data = FileManager.default.contents(atPath: file.path)
      else {
        return nil
      }
      return (file.path, data)
    }
  }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_800_000_000)

  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  func advance(by seconds: TimeInterval) {
    lock.lock()
    current += seconds
    lock.unlock()
  }
}

/// The store-writer executable built next to the tests.
enum StoreWriter {
  static var binary: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("store-writer").path),
      directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("store-writer")
  }

  /// Starts `store-writer mode database`; `lines` receives its output lines as they come.
  static func start(_ mode: String, database: URL) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = binary
    process.arguments = [mode, database.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    return (process, output)
  }

  /// Reads the child's output until a line satisfies `done` (or the output ends); returns the lines read.
  static func read(_ pipe: Pipe, until done: (String) -> Bool) -> [String] {
    var lines: [String] = []
    var buffer = Data()
    while true {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { return lines }
      buffer.append(chunk)
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...newline)
        lines.append(line)
        if done(line) { return lines }
      }
    }
  }
}
