import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { content }` becomes, as with Xcode, a type the runtime can find: it conforms
/// to `_PreviewRegistry`, knows where the preview was written and makes the `Preview` the macro's arguments
/// describe. Discovery (Previews/PreviewDiscovery.swift) finds such types through their conformance records,
/// so nothing runs at load time.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "body" })
    else {
      context.diagnose(
        Diagnostic(node: Syntax(node), message: PreviewMessage.missingBody))
      return []
    }
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file ?? "\"\""
    let line = location?.line ?? "0"
    let column = location?.column ?? "0"
    let typeName = context.makeUniqueName("PreviewRegistry")
    var call = "SwiftUI.Preview(\(node.arguments.trimmedDescription))"
    if let closure = node.trailingClosure { call += " \(closure.trimmedDescription)" }
    for extra in node.additionalTrailingClosures { call += " \(extra.trimmedDescription)" }
    return [
      """
      struct \(typeName): SwiftUI._PreviewRegistry {
        static let fileID: String = \(file)
        static let line: Int = \(line)
        static let column: Int = \(column)
        @MainActor static func makePreview() throws -> SwiftUI.Preview {
          \(raw: call)
        }
      }
      """
    ]
  }
}

enum PreviewMessage: String, DiagnosticMessage {
  case missingBody

  var message: String {
    switch self {
    case .missingBody: "#Preview needs a closure that returns the view to preview."
    }
  }
  var diagnosticID: MessageID { MessageID(domain: "SwiftUIMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
