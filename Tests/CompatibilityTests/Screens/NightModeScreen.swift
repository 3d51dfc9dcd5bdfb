import SwiftUI

/// A settings screen with a dark mode switch, as tutorials on dark mode write it: a Form in a NavigationStack,
/// the appearance chosen with `.preferredColorScheme`, the current one read from `\.colorScheme`, and semantic
/// colours that follow it.
struct NightModeScreen: View {
  @State private var darkMode = true
  @State private var name = "Ada"

  var body: some View {
    NavigationStack {
      Form {
        Section("Appearance") {
          Toggle("Dark mode", isOn: $darkMode)
          SchemeLabel()
        }
        Section {
          TextField("Name", text: $name)
          Text("Shown on your profile").foregroundStyle(.secondary)
          Label("Favourites", systemImage: "star.fill")
        }
      }
      .navigationTitle("Settings")
    }
    .preferredColorScheme(darkMode ? .dark : .light)
  }
}

struct SchemeLabel: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    Text(colorScheme == .dark ? "Dark appearance" : "Light appearance")
  }
}
