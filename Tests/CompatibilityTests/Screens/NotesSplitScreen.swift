import SwiftUI

// A NavigationSplitView as the iOS 16 tutorials write it: on a phone it is one stack, the sidebar first.

struct Note: Identifiable, Hashable {
  let id: Int
  let title: String
}

struct NotesSplitScreen: View {
  let notes = [Note(id: 1, title: "Shopping"), Note(id: 2, title: "Ideas")]

  var body: some View {
    NavigationSplitView {
      List(notes) { note in
        NavigationLink(note.title, value: note)
      }
      .navigationTitle("Notes")
      .navigationDestination(for: Note.self) { note in
        Text("Note: \(note.title)")
          .navigationTitle(note.title)
      }
    } detail: {
      Text("Select a note")
    }
  }
}
