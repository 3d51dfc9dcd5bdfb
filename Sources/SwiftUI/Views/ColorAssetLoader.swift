import Foundation

/// Finds `Color("Name")` in the asset catalogues of the app's resources (where `ImageLoader` looks for image
/// sets): `Name.colorset/Contents.json`, its universal colour and the dark one (an "appearances" entry with
/// luminosity dark). Components may be floats ("0.500"), 0-255 integers ("128") or hex ("0x80"), in sRGB,
/// extended sRGB, Display P3 or grey.
enum ColorAssetLoader {
  nonisolated(unsafe) private static var cache: [String: Color?] = [:]
  private static let lock = NSLock()

  static func color(named name: String, bundle: Bundle?) -> Color? {
    lock.lock()
    defer { lock.unlock() }
    let key = "\(bundle?.bundlePath ?? "")|\(name)"
    if let cached = cache[key] { return cached }
    var found: Color?
    search: for directory in ImageLoader.searchDirectories(bundle) {
      for catalogue in catalogues(in: directory) {
        let contents = catalogue.appendingPathComponent("\(name).colorset/Contents.json")
        guard let data = try? Data(contentsOf: contents) else { continue }
        found = parse(data, name: name, file: contents)
        break search
      }
    }
    if found == nil {
      Log.once(
        "color.\(name)", "No color named '\(name)' found in asset catalog; it is drawn clear")
    }
    cache[key] = found
    return found
  }

  /// The `.xcassets` folders in a directory, and the ones nested in their groups.
  private static func catalogues(in directory: URL) -> [URL] {
    let fm = FileManager.default
    let top =
      (try? fm.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))?.filter {
        $0.pathExtension == "xcassets"
      } ?? []
    var result: [URL] = []
    for catalogue in top {
      result.append(catalogue)
      // Folders inside a catalogue group its sets (Colors/Brand.colorset).
      let groups =
        (try? fm.contentsOfDirectory(at: catalogue, includingPropertiesForKeys: nil))?.filter {
          $0.pathExtension.isEmpty
        } ?? []
      result += groups
    }
    return result
  }

  static func parse(_ data: Data, name: String, file: URL) -> Color? {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else {
      Log.once("color.\(name).json", "\(file.path) is not a colour set's Contents.json")
      return nil
    }
    var light: Color?
    var dark: Color?
    for entry in entries {
      if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) {
        continue
      }
      guard let colorObject = entry["color"] as? [String: Any], let color = parseColor(colorObject)
      else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      // High-contrast variants are for the accessibility setting, which we do not have.
      if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
      let luminosity =
        appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
      switch luminosity {
      case "dark": if dark == nil { dark = color }
      case "light": light = color
      default: if light == nil { light = color }
      }
    }
    guard let light = light ?? dark else {
      Log.once("color.\(name).json", "\(file.path) holds no colour")
      return nil
    }
    guard let dark else { return light }
    return Color(light: light, dark: dark)
  }

  private static func parseColor(_ object: [String: Any]) -> Color? {
    guard let components = object["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> Double? { components[key].flatMap(component) }
    let alpha = value("alpha") ?? 1
    let space = (object["color-space"] as? String) ?? "srgb"
    if let white = value("white"), value("red") == nil {
      return Color(white: white, opacity: alpha)
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
      return nil
    }
    let colorSpace: Color.RGBColorSpace = space == "display-p3" ? .displayP3 : .sRGB
    return Color(colorSpace, red: red, green: green, blue: blue, opacity: alpha)
  }

  /// "0.5" and 0.5 are fractions, "128" a 0-255 integer, "0x80" a hex byte (as Xcode writes each).
  static func component(_ raw: Any) -> Double? {
    if let number = raw as? NSNumber {
      let value = number.doubleValue
      return value > 1 && value == value.rounded() ? value / 255 : value
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
    if text.lowercased().hasPrefix("0x") {
      return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") { return Double(text) }
    return Int(text).map { Double($0) / 255 }
  }
}
