import Foundation

/// Before @AppStorage first touches UserDefaults: if the settings file on disk is not a valid property list
/// (hand-edited, truncated by a crash), keep a copy, salvage every complete key/value pair it still holds, and
/// write those back — so a damaged file neither crashes the app nor silently loses the keys that survived.
enum SettingsFileRecovery {
  static let run: Void = {
    let url = settingsFileURL
    guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else { return }
    if (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) != nil {
      return
    }
    let backup = url.deletingPathExtension().appendingPathExtension(
      "corrupt-\(Int(Date().timeIntervalSince1970)).plist")
    try? FileManager.default.copyItem(at: url, to: backup)
    let salvaged = salvage(String(decoding: data, as: UTF8.self))
    do {
      let fixed = try PropertyListSerialization.data(
        fromPropertyList: salvaged, format: .xml, options: 0)
      try fixed.write(to: url, options: .atomic)
    } catch {
      Log.warn("could not repair \(url.path): \(error)")
    }
    Log.warn(
      "the settings file \(url.path) was damaged; kept a copy at \(backup.lastPathComponent) and recovered \(salvaged.count) setting(s)"
    )
  }()

  /// Where swift-corelibs-foundation keeps `UserDefaults.standard`.
  static var settingsFileURL: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    let name = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    return base.appendingPathComponent("\(name).plist")
  }

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
