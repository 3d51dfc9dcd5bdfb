import Foundation

/// A preview found in the program: a `#Preview` or a `PreviewProvider`.
@MainActor public struct PreviewEntry {
  /// The name written in `#Preview("Name")`, the provider's type name without "_Previews", or for an unnamed
  /// `#Preview` its file name and line ("IntroView.swift:120").
  public let name: String
  /// "Module/File.swift".
  public let fileID: String
  public let line: Int
  public let preview: Preview
}

/// Finds the previews compiled into the program. `#Preview` expands to a type conforming to
/// `_PreviewRegistry`; nothing registers it at load time, so the types are found through their conformance
/// records (ConformanceRecords) and checked with an ordinary cast.
@MainActor public enum PreviewDiscovery {
  public static func all() -> [PreviewEntry] {
    var entries: [PreviewEntry] = []
    for type in ConformanceRecords.types(
      conformingTo: ["_PreviewRegistry", "PreviewProvider"], in: "SwiftUI")
    {
      if let registry = type as? any _PreviewRegistry.Type {
        guard let preview = try? registry.makePreview() else { continue }
        let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
        entries.append(
          PreviewEntry(
            name: preview.name ?? "\(file):\(registry.line)", fileID: registry.fileID,
            line: registry.line, preview: preview))
      } else if let provider = type as? any PreviewProvider.Type {
        var name = String(describing: provider)
        if name.hasSuffix("_Previews") { name.removeLast("_Previews".count) }
        entries.append(
          PreviewEntry(
            name: name, fileID: String(reflecting: provider), line: 0,
            preview: Preview(name: name, traits: [], makeView: { previews(of: provider) })))
      }
    }
    return entries.sorted { ($0.fileID, $0.line, $0.name) < ($1.fileID, $1.line, $1.name) }
  }

  /// The preview called `name` (exact, or ignoring case when only one matches).
  public static func named(_ name: String) -> PreviewEntry? {
    let entries = all()
    if let exact = entries.first(where: { $0.name == name }) { return exact }
    let folded = entries.filter { $0.name.lowercased() == name.lowercased() }
    return folded.count == 1 ? folded[0] : nil
  }

  private static func previews<P: PreviewProvider>(of provider: P.Type) -> any View {
    provider.previews
  }
}
