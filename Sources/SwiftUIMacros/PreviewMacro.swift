import Foundation

/// `#Preview("Name", traits: …) { content }` becomes, as with Xcode, a type the runtime can find: it conforms
/// to `_PreviewRegistry`, knows where the preview was written and makes the `Preview` the macro's arguments
/// describe — the same arguments, given to `SwiftUI.Preview`'s initialiser, so the compiler checks them as it
/// checks the macro's. Discovery (Previews/PreviewDiscovery.swift) finds such types through their
/// conformance records, so nothing runs at load time.
enum PreviewMacro {
  static func expand(_ expansion: FreestandingExpansion) -> ExpansionResult {
    let source = expansion.source
    let macroStart = source.indexAfterLeadingTrivia
    guard source[macroStart...].hasPrefix("#\(expansion.macroName)"),
      let pound = source.range(of: "#\(expansion.macroName)", range: macroStart..<source.endIndex)
    else {
      return .error("#Preview is not where the compiler said", in: expansion, at: expansion.offset)
    }
    let start = expansion.position(of: pound.lowerBound)
    // What follows the macro's name: its arguments and closures, as written.
    let arguments = source[pound.upperBound...].trimmingWhitespace()
    guard arguments.hasSuffix("}") || arguments.contains("body:") else {
      return .error(
        "#Preview needs a closure that returns the view to preview.", in: expansion,
        at: start.offset)
    }
    let typeName = expansion.uniqueName("PreviewRegistry")
    return ExpansionResult(
      expandedSource: """
        struct \(typeName): SwiftUI._PreviewRegistry {
          static let fileID: String = \(stringLiteral(expansion.fileID))
          static let line: Int = \(start.line)
          static let column: Int = \(start.column)
          @MainActor static func makePreview() throws -> SwiftUI.Preview {
            SwiftUI.Preview\(arguments)
          }
        }
        """)
  }

  static func stringLiteral(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}

extension Substring {
  func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return text
  }
}

extension String {
  /// Where the text starts after white space and comments (the trivia before a macro's `#`).
  var indexAfterLeadingTrivia: Index {
    var index = startIndex
    while index < endIndex {
      let rest = self[index...]
      if rest.first!.isWhitespace {
        index = self.index(after: index)
      } else if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? endIndex
      } else if rest.hasPrefix("/*") {
        index = rest.range(of: "*/")?.upperBound ?? endIndex
      } else {
        break
      }
    }
    return index
  }
}
