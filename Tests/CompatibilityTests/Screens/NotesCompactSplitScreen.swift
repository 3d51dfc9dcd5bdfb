import SwiftUI

// A notes app as iOS 17 tutorials write it: a split view whose `preferredCompactColumn` opens on the note
// on a phone, a button in the sidebar that shows the note again, and the column shown written out in the
// sidebar so that the binding can be seen to follow the back button.

struct NotesCompactSplitScreen: View {
  @State private var preferredColumn = NavigationSplitViewColumn.detail

  var body: some View {
    NavigationSplitView(preferredCompactColumn: $preferredColumn) {
      List {
        Text("Groceries")
        Text("Ideas")
        Button("Open the note") { preferredColumn = .detail }
        Text(preferredColumn == .sidebar ? "Showing the list" : "Showing the note")
      }
      .navigationTitle("Notes")
    } detail: {
      Text("Milk, eggs, bread")
        .navigationTitle("Groceries")
    }
  }
}

/// The same split view with no preferences: iPadOS's `.automatic` style by the window's orientation.
struct PlainNotesSplitScreen: View {
  var body: some View {
    NavigationSplitView {
      List {
        Text("Groceries")
        Text("Ideas")
      }
      .navigationTitle("Notes")
    } detail: {
      Text("Milk, eggs, bread")
    }
  }
}
