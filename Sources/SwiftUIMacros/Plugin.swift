@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

// The plugin's entry point. SwiftSyntax's `SwiftCompilerPlugin` module, which usually provides it, is not among
// the toolchain's host modules; its message loop is (SwiftCompilerPluginMessageHandling), and this is all
// that module needs from a plugin: which type implements each macro.

struct SwiftUIMacrosProvider: PluginProvider {
  struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "SwiftUIMacros has no macro \(name)" }
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "PreviewMacro": return PreviewMacro.self
    default: throw UnknownMacro(name: "\(moduleName).\(typeName)")
    }
  }
}

@main enum SwiftUIMacrosPlugin {
  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(
      connection: connection, provider: SwiftUIMacrosProvider())
    try listener.main()
  }
}
