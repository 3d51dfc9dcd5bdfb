// The plugin's entry point: each `#Preview` the compiler meets is expanded from its source text.
@main enum SwiftUIMacrosPlugin {
  static func main() {
    PluginConnection.serve { expansion in PreviewMacro.expand(expansion) }
  }
}
