import SwiftUI

// List editing the way tutorials write it: swipe to delete with `onDelete`, custom swipe actions on both
// edges, reordering with `onMove` and an `EditButton`, sections with headers and footers, and a row
// background.

struct Message: Identifiable, Hashable {
  let id: Int
  var sender: String
  var isFavorite = false
}

struct InboxEditingScreen: View {
  @State private var messages = [
    Message(id: 1, sender: "Amina"), Message(id: 2, sender: "Botir"),
    Message(id: 3, sender: "Chloe"), Message(id: 4, sender: "Dilnoza"),
  ]
  @State private var archived: [String] = []
  @State private var fruits = ["Apple", "Banana", "Cherry"]

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        Text("Archived: \(archived.joined(separator: ","))")
        Spacer()
        EditButton()
      }
      .padding()
      List {
        Section {
          ForEach(messages) { message in
            Text(message.sender + (message.isFavorite ? " ★" : ""))
              .swipeActions {
                Button(role: .destructive) {
                  messages.removeAll { $0.id == message.id }
                } label: {
                  Label("Delete", systemImage: "trash")
                }
                Button {
                  archived.append(message.sender)
                } label: {
                  Label("Archive", systemImage: "tray")
                }
                .tint(.blue)
              }
              .swipeActions(edge: .leading, allowsFullSwipe: false) {
                Button {
                  if let index = messages.firstIndex(of: message) {
                    messages[index].isFavorite.toggle()
                  }
                } label: {
                  Label("Favorite", systemImage: "star.fill")
                }
                .tint(.orange)
              }
          }
        } header: {
          Text("Messages")
        } footer: {
          Text("Swipe a message for more.")
        }

        Section("Fruits") {
          ForEach(fruits, id: \.self) { fruit in
            Text(fruit)
          }
          .onDelete { offsets in
            fruits.remove(atOffsets: offsets)
          }
          .onMove { source, destination in
            fruits.move(fromOffsets: source, toOffset: destination)
          }
        }

        Text("Highlighted")
          .listRowBackground(Color.yellow)
      }
    }
  }
}

struct SelectionListScreen: View {
  let names = ["Ana", "Ben", "Cem"]
  @State private var single: String?
  @State private var many = Set<String>()
  @State private var editMode = EditMode.inactive

  var body: some View {
    VStack {
      Text("Picked: \(single ?? "none")")
      Text("Chosen: \(many.sorted().joined(separator: ","))")
      Button(editMode.isEditing ? "Stop" : "Select") {
        editMode = editMode.isEditing ? .inactive : .active
      }
      List(names, id: \.self, selection: $single) { name in
        Text(name)
      }
      List(selection: $many) {
        ForEach(names, id: \.self) { name in
          Text("Many \(name)").tag(name)
        }
      }
      .environment(\.editMode, $editMode)
    }
  }
}
