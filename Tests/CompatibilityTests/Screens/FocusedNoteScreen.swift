import SwiftUI

// A note list whose toolbar acts on the note being edited, as `@FocusedValue` tutorials write it: each field
// publishes its note while it has focus, and a status line reads it.

struct FocusedNoteKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var focusedNote: String? {
    get { self[FocusedNoteKey.self] }
    set { self[FocusedNoteKey.self] = newValue }
  }
}

struct NoteStatusLine: View {
  @FocusedValue(\.focusedNote) private var note

  var body: some View {
    Text(note.map { "Editing \($0)" } ?? "Nothing focused")
  }
}

struct FocusedNoteScreen: View {
  @State private var groceries = ""
  @State private var ideas = ""

  var body: some View {
    VStack(spacing: 20) {
      TextField("Groceries", text: $groceries)
        .focusedValue(\.focusedNote, "Groceries")
      VStack {
        TextField("Ideas", text: $ideas)
      }
      .focusedValue(\.focusedNote, "Ideas")
      NoteStatusLine()
    }
    .textFieldStyle(.roundedBorder)
    .padding()
  }
}
