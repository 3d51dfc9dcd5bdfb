import SwiftUI

/// A tutorial-style theme editor: colour pickers bound to a Color and to a CGColor, one without opacity, and
/// a preview of the chosen accent.
struct ThemeEditorScreen: View {
  @State private var accent = Color.blue
  @State private var background = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)

  var body: some View {
    NavigationStack {
      List {
        Section {
          ColorPicker("Accent", selection: $accent)
          ColorPicker("Background", selection: $background, supportsOpacity: false)
        }
        Section("Preview") {
          RoundedRectangle(cornerRadius: 12)
            .fill(accent)
            .frame(height: 60)
            .accessibilityLabel("Accent preview")
        }
      }
      .navigationTitle("Theme")
    }
  }
}
