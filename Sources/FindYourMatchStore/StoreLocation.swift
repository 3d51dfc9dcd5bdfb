import Foundation

/// Where the database file lives: `$XDG_DATA_HOME/find-your-match/find-your-match.sqlite`, with
/// `~/.local/share` when XDG_DATA_HOME is unset or not absolute (as the XDG spec asks).
public enum StoreLocation {
  public static func databaseURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    var base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data, isDirectory: true)
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share")
    }
    base.appendPathComponent("find-your-match", isDirectory: true)
    return base.appendingPathComponent("find-your-match.sqlite")
  }
}
