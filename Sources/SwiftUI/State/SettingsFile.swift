import Foundation

/// One settings property list on disk. Read without following symbolic links; a damaged or empty file is
/// copied aside before anything is written over it; written by replacing it whole (a temporary file in the
/// same folder, fsync, rename, fsync of the folder), so a crash at any moment leaves the old file or the new.
struct SettingsFile {
  let url: URL

  /// Larger than any real settings file: read no further (a stored essay would otherwise be drawn).
  static let sizeLimit = 8 << 20

  struct Failure: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): \(reason)" }
  }

  enum Contents {
    case missing
    case values([String: Any])
    /// Not a settings file: a folder, or something that cannot be read. Nothing is written over it.
    case unusable(String)
    /// Not a valid property list (or empty): the raw bytes, to keep and to salvage from (nil when the file
    /// is too large to read).
    case damaged(Data?, String)
    case symbolicLink(String)
  }

  func read() -> Contents {
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      // A folder on the way that is missing or is a file: reported, precisely, when writing.
      return errno == ENOENT || errno == ENOTDIR
        ? .missing : .unusable(String(cString: strerror(errno)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFLNK:
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
      return .symbolicLink(target)
    case S_IFDIR: return .unusable("it is a folder, not a file")
    case S_IFREG: break
    default: return .unusable("it is not a regular file")
    }
    guard Int(info.st_size) <= Self.sizeLimit else {
      return .damaged(nil, "it is \(info.st_size) bytes, more than settings ever take")
    }
    let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return .unusable(String(cString: strerror(errno))) }
    let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    guard let data = try? handle.readToEnd() ?? Data() else {
      return .unusable("it cannot be read")
    }
    if data.isEmpty { return .damaged(data, "it is empty") }
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
      let values = plist as? [String: Any]
    else { return .damaged(data, "it is not a valid property list") }
    return .values(values)
  }

  /// Copies the file aside as `<name>.corrupt-<time>.plist` (moves it, when too large to read); returns
  /// the copy's name only once it exists.
  func keepCopy(of data: Data?) throws(Failure) -> URL {
    let stamp = Int(Date().timeIntervalSince1970)
    var backup = url.deletingPathExtension().appendingPathExtension("corrupt-\(stamp).plist")
    var attempt = 1
    while FileManager.default.fileExists(atPath: backup.path) {
      attempt += 1
      backup = url.deletingPathExtension().appendingPathExtension(
        "corrupt-\(stamp)-\(attempt).plist")
    }
    guard let data else {
      guard rename(url.path, backup.path) == 0 else {
        throw Failure(path: url.path, reason: String(cString: strerror(errno)))
      }
      return backup
    }
    try Self.writeDurably(data, to: backup, folder: url.deletingLastPathComponent())
    return backup
  }

  /// Replaces the file with `values` in one step.
  func write(_ values: [String: Any]) throws(Failure) {
    let data: Data
    do {
      data = try Self.encode(values)
    } catch {
      throw Failure(path: url.path, reason: "the values cannot be stored in a property list")
    }
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw Failure(path: url.path, reason: Self.reason(creating: folder))
    }
    try Self.writeDurably(data, to: url, folder: folder)
  }

  /// XML, as corelibs writes it; binary when a string holds characters XML cannot carry (other tools
  /// would refuse the file).
  static func encode(_ values: [String: Any]) throws -> Data {
    let xml = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
    if (try? PropertyListSerialization.propertyList(from: xml, options: [], format: nil)) != nil {
      return xml
    }
    return try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
  }

  /// Temporary file in the same folder (never following links), fsync, rename over `destination`, fsync
  /// the folder so the rename itself survives a power cut.
  private static func writeDurably(_ data: Data, to destination: URL, folder: URL) throws(Failure) {
    let path = destination.path
    func failure(_ what: String) -> Failure {
      Failure(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw failure("cannot open the folder") }
    defer { close(directory) }
    let temporary =
      ".\(destination.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = openat(
      directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure("cannot create a file in the folder") }
    var written = 0
    let ok = data.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += n
      }
      return fsync(fd) == 0
    }
    if !ok {
      let error = failure("cannot write")
      close(fd)
      unlinkat(directory, temporary, 0)
      throw error
    }
    close(fd)
    guard renameat(directory, temporary, directory, destination.lastPathComponent) == 0 else {
      let error = failure("cannot replace the file")
      unlinkat(directory, temporary, 0)
      throw error
    }
    _ = fsync(directory)
  }

  /// Why a folder could not be made: the first part of its path that is in the way, said plainly.
  private static func reason(creating folder: URL) -> String {
    var part = folder
    var parts: [URL] = []
    while part.path != "/" {
      parts.insert(part, at: 0)
      part.deleteLastPathComponent()
    }
    for part in parts {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: part.path, isDirectory: &isDirectory) {
        if !isDirectory.boolValue { return "\(part.path) is a file, not a folder" }
      } else {
        return "the folder \(part.path) cannot be created (permission denied)"
      }
    }
    return "the folder \(folder.path) cannot be created"
  }

  /// Temporary files left by writers that were killed mid-write (their process is gone).
  func removeStaleTemporaries() {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let fields = name.dropFirst(prefix.count).split(separator: ".")
      guard let pid = fields.first.flatMap({ Int32($0) }) else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        unlink(folder.appendingPathComponent(name).path)
      }
    }
  }

  // MARK: Salvage

  /// Complete `<key>…</key><value>` pairs of an XML plist's top-level dictionary, in order.
  static func salvage(_ text: String) -> [String: Any] {
    var result: [String: Any] = [:]
    let pattern =
      #"<key>([^<]*)</key>\s*(?:<(string|integer|real)>([^<]*)</(?:string|integer|real)>|<(true|false)\s*/>)"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return result }
    let ns = text as NSString
    for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      func group(_ index: Int) -> String? {
        let range = match.range(at: index)
        return range.location == NSNotFound ? nil : ns.substring(with: range)
      }
      guard let key = group(1).map(unescape) else { continue }
      if let bool = group(4) {
        result[key] = bool == "true"
      } else if let kind = group(2), let raw = group(3).map(unescape) {
        switch kind {
        case "integer": if let value = Int(raw) { result[key] = value }
        case "real": if let value = Double(raw) { result[key] = value }
        default: result[key] = raw
        }
      }
    }
    return result
  }

  private static func unescape(_ s: String) -> String {
    s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
