import SwiftUI

// iPadOS pointer effects as tutorials add them: toolbar-like buttons that highlight under the pointer and a
// card that lifts.

struct HoverToolbarScreen: View {
  var body: some View {
    VStack(spacing: 40) {
      HStack(spacing: 24) {
        Button {
        } label: {
          Label("Compose", systemImage: "square.and.pencil")
            .labelStyle(.iconOnly).font(.title2).padding(12)
        }
        .hoverEffect(.highlight)
        Button {
        } label: {
          Label("Delete", systemImage: "trash")
            .labelStyle(.iconOnly).font(.title2).padding(12)
        }
        .hoverEffect()
      }
      Text("Featured")
        .font(.title)
        .frame(width: 200, height: 120)
        .background(Color.orange, in: RoundedRectangle(cornerRadius: 16))
        .hoverEffect(.lift)
    }
  }
}
