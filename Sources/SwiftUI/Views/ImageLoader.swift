import Foundation

/// Finds `Image("name")` in the app's resource bundles: name.png / name@2x.png / name.jpg, or an asset
/// catalogue's name.imageset.
enum ImageLoader {
  nonisolated(unsafe) private static var cache: [String: Bitmap] = [:]
  private static let lock = NSLock()

  static func bitmap(named name: String, bundle: Bundle?) -> Bitmap? {
    lock.lock()
    defer { lock.unlock() }
    let key = "\(bundle?.bundlePath ?? "")|\(name)"
    if let cached = cache[key] { return cached }
    for directory in searchDirectories(bundle) {
      if let bitmap = find(name, in: directory) {
        cache[key] = bitmap
        return bitmap
      }
    }
    Log.once("image.\(name)", "No image named '\(name)' found in the app's resources")
    return nil
  }

  /// The given bundle first, then the app's: its resources, and the `*.resources` bundles SwiftPM puts next
  /// to the executable. Each with its direct subfolders, where `.copy("Folder")` resources land.
  static func searchDirectories(_ bundle: Bundle?) -> [URL] {
    var roots: [URL] = []
    if let url = bundle?.resourceURL { roots.append(url) }
    if let url = bundle?.bundleURL { roots.append(url) }
    var result: [URL] = []
    if let url = Bundle.main.resourceURL { result.append(url) }
    let executableDirectory = Bundle.main.bundleURL
    let contents =
      (try? FileManager.default.contentsOfDirectory(
        at: executableDirectory, includingPropertiesForKeys: nil)) ?? []
    for url in contents where url.pathExtension == "resources" || url.pathExtension == "bundle" {
      result.append(url)
    }
    result = roots + result
    var withSubfolders: [URL] = []
    for url in result {
      withSubfolders.append(url)
      let children =
        (try? FileManager.default.contentsOfDirectory(
          at: url, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
      for child in children
      where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        && child.pathExtension != "xcassets"
      {
        withSubfolders.append(child)
      }
    }
    return withSubfolders
  }

  private static func find(_ name: String, in directory: URL) -> Bitmap? {
    let fm = FileManager.default
    for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
      for ext in ["png", "jpg", "jpeg", "webp"] {
        let url = directory.appendingPathComponent("\(name)\(suffix).\(ext)")
        if fm.fileExists(atPath: url.path) { return Bitmap.load(contentsOf: url, scale: scale) }
      }
    }
    // Asset catalogues: Assets.xcassets/name.imageset/<file>
    let catalogues =
      (try? fm.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))?.filter {
        $0.pathExtension == "xcassets"
      } ?? []
    for catalogue in catalogues {
      let set = catalogue.appendingPathComponent("\(name).imageset")
      let files = (try? fm.contentsOfDirectory(at: set, includingPropertiesForKeys: nil)) ?? []
      let images = files.filter { ["png", "jpg", "jpeg"].contains($0.pathExtension.lowercased()) }
        .sorted { $0.lastPathComponent > $1.lastPathComponent }
      if let best = images.first {
        let scale: CGFloat =
          best.lastPathComponent.contains("@3x")
          ? 3 : best.lastPathComponent.contains("@2x") ? 2 : 1
        return Bitmap.load(contentsOf: best, scale: scale)
      }
    }
    return nil
  }
}
