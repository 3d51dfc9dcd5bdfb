import Foundation

/// fontconfig maps its cache files and reads all of them when it loads its configuration (Debian's Noto packages
/// make one of 3 MiB), then again as pango sorts the fonts for each new font description; after that it looks
/// again only at the few fonts it chose. Those pages stay counted in the process's memory for its lifetime. Once
/// a window's first fonts are chosen they are given back: the mapping stays, and a later look at a page reads it
/// from the system's file cache again (the files are read-only to fontconfig, so nothing is lost). An idle
/// window then holds some 3 MiB less, and its peak too: the window host gives them back after laying out its first
/// views (which chose their fonts), before its surface is made and the first frame drawn.
enum FontCacheMemory {
  /// Gives back the pages of the fontconfig cache files mapped into this process. Safe from any thread and at
  /// any time: a page in use by another thread is read back in when touched.
  static func release() {
    guard let maps = procFile("/proc/self/maps") else { return }
    // A process this size maps some hundreds of files: the lines are split and looked through as bytes, and
    // only those naming a cache file are taken apart (the window host calls this on the way to its first frame).
    for bytes in maps.utf8.split(separator: UInt8(ascii: "\n")) where bytes.contains(cacheMarker) {
      let line = Substring(bytes)
      // "start-end perms offset device inode path"
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6, isFontconfigCache(fields[5].trimmingCharacters(in: .whitespaces)),
        !fields[1].contains("w")
      else { continue }
      let bounds = fields[0].split(separator: "-")
      guard bounds.count == 2, let start = UInt(bounds[0], radix: 16),
        let end = UInt(bounds[1], radix: 16), end > start,
        let address = UnsafeMutableRawPointer(bitPattern: start)
      else { continue }
      _ = madvise(address, Int(end - start), MADV_DONTNEED)
    }
  }

  /// What every fontconfig cache file's name holds (".cache-"), as bytes for a quick look through each line.
  private static let cacheMarker = Array(".cache-".utf8)

  /// A file of /proc, read to its end: its size says 0, and Foundation's whole-file reads stop after one read.
  static func procFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// fontconfig's cache files are named `<hash>-<arch>.cache-<version>` in a folder named fontconfig (the
  /// system's /var/cache/fontconfig, the user's ~/.cache/fontconfig).
  static func isFontconfigCache(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard parts.count >= 2, parts[parts.count - 2] == "fontconfig" else { return false }
    return parts[parts.count - 1].contains(".cache-")
  }
}
