import SwiftUI

/// A tutorial-style text editor's controls: a control group of formatting buttons, toggles in button style
/// for bold and italic, a custom checkbox toggle style, a switch, and a menu whose first row is a control group.
struct EditorToolbarScreen: View {
  @State private var bold = true
  @State private var italic = false
  @State private var spellCheck = true
  @State private var autosave = false
  @State private var lastAction = "none"

  struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button {
        configuration.isOn.toggle()
      } label: {
        HStack {
          Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
          configuration.label
        }
      }
      .buttonStyle(.plain)
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      ControlGroup {
        Button("Cut") { lastAction = "cut" }
        Button("Copy") { lastAction = "copy" }
        Button("Paste") { lastAction = "paste" }
      }
      HStack {
        Toggle(isOn: $bold) { Label("Bold", systemImage: "bold") }
        Toggle(isOn: $italic) { Label("Italic", systemImage: "italic") }
      }
      .toggleStyle(.button)
      Toggle("Check spelling", isOn: $spellCheck).toggleStyle(CheckboxStyle())
      Toggle("Autosave", isOn: $autosave).toggleStyle(.switch)
      ControlGroup {
        Button {
          lastAction = "back"
        } label: {
          Image(systemName: "chevron.backward")
        }
        .accessibilityLabel("Back")
        Button {
          lastAction = "forward"
        } label: {
          Image(systemName: "chevron.forward")
        }
        .accessibilityLabel("Forward")
      }
      .controlGroupStyle(.navigation)
      Menu("Edit") {
        ControlGroup {
          Button {
            lastAction = "menu cut"
          } label: {
            Label("Cut", systemImage: "scissors")
          }
          Button {
            lastAction = "menu copy"
          } label: {
            Label("Copy", systemImage: "doc.on.doc")
          }
        }
        Button("Select All") { lastAction = "select all" }
      }
      Text("Last: \(lastAction)")
      Spacer()
    }
    .padding()
  }
}
