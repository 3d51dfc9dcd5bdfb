import Foundation

/// What `--list-previews` prints, and the message for a name that is not there.
@MainActor enum PreviewListing {
  /// One preview a line: its name, then where it is written.
  static func text(_ entries: [PreviewEntry]) -> String {
    guard !entries.isEmpty else { return "This program has no previews.\n" }
    let width = entries.map(\.name.count).max() ?? 0
    return entries.map { entry in
      let place = entry.line > 0 ? "\(entry.fileID):\(entry.line)" : entry.fileID
      return entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + place + "\n"
    }.joined()
  }

  static func unknown(_ name: String, among entries: [PreviewEntry]) -> String {
    guard !entries.isEmpty else {
      return "there is no preview \"\(name)\": this program has no previews."
    }
    let names = entries.map { "\"\($0.name)\"" }.joined(separator: ", ")
    return "there is no preview \"\(name)\"; the previews are \(names)."
  }
}
