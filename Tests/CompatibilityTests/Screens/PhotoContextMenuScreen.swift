import SwiftUI

// Context menus the way tutorials write them: on a card, with labelled buttons and a destructive one, and
// the deprecated `ContextMenu` value on an image.

struct PhotoContextMenuScreen: View {
  @State private var action = "None"

  var body: some View {
    VStack(spacing: 40) {
      Text(action)
      Text("Long press me")
        .padding()
        .background(Color.green)
        .contextMenu {
          Button {
            action = "Copied"
          } label: {
            Label("Copy", systemImage: "doc.on.doc")
          }
          Button(role: .destructive) {
            action = "Deleted"
          } label: {
            Label("Delete", systemImage: "trash")
          }
        }
      Image(systemName: "heart.fill")
        .font(.system(size: 60))
        .foregroundColor(.red)
        .contextMenu(
          ContextMenu {
            Button("Like") { action = "Liked" }
          })
    }
  }
}
