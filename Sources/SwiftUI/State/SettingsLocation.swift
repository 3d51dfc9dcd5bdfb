import Foundation

/// Where UserDefaults domains are kept on Linux: `$XDG_CONFIG_HOME/<domain>.plist`, else `~/.config/…`, as
/// swift-corelibs-foundation does — with the cases it gets wrong said out loud instead of guessed.
enum SettingsLocation {
  /// The folder, or nil when there is none (no usable home): settings then live only while the app runs.
  static let folder: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
      if xdg.hasPrefix("/") { return URL(fileURLWithPath: xdg, isDirectory: true) }
      // The XDG base directory specification: "If an implementation encounters a relative path in any of
      // these variables it should consider the path invalid and ignore it."
      Log.warn(
        "XDG_CONFIG_HOME is the relative path \"\(xdg)\"; the XDG specification says to ignore it, so settings go to ~/.config"
      )
    }
    guard let home = homeFolder(environment) else {
      Log.warn(
        "there is no home folder (HOME is not set); settings will not be kept after the app closes")
      return nil
    }
    return home.appendingPathComponent(".config", isDirectory: true)
  }()

  /// $HOME; if it is unset (a service, `env -i`), the account's home from the password database — never "/".
  private static func homeFolder(_ environment: [String: String]) -> URL? {
    if let home = environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let path = String(cString: directory)
    guard path.hasPrefix("/"), path != "/" else { return nil }
    Log.warn("HOME is not set; using the account's home folder \(path)")
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The app's own domain: what `UserDefaults.standard` reads and writes.
  static var applicationDomain: String {
    Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
  }

  static func file(forDomain domain: String) -> URL? {
    // A domain name is a file name here: one with a slash would write elsewhere.
    guard !domain.isEmpty, !domain.contains("/"), domain != ".", domain != ".." else { return nil }
    return folder?.appendingPathComponent("\(domain).plist")
  }

  /// The domain a store keeps its values in (corelibs keeps the suite name private).
  static func domain(of store: UserDefaults) -> String {
    if store === UserDefaults.standard { return applicationDomain }
    // A managed store's own class adds nothing: the suite is its superclass's.
    var mirror: Mirror? = Mirror(reflecting: store)
    while let current = mirror {
      for child in current.children where child.label == "suite" {
        if let suite = child.value as? String { return suite }
      }
      mirror = current.superclassMirror
    }
    return applicationDomain
  }
}
