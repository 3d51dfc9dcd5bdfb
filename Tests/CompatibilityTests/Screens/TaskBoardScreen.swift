import SwiftUI
import UniformTypeIdentifiers

// Drag and drop the way iOS 16 tutorials write it: a Codable task type with its own content type and a
// plain-text fallback, cards dragged from one column to the other, and a notes box that takes text (a task
// dropped there arrives as its title).

extension UTType {
  static let boardTask = UTType(exportedAs: "com.example.board-task")
}

struct BoardTask: Codable, Identifiable, Hashable, Transferable {
  var id: Int
  var title: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .boardTask)
    ProxyRepresentation(exporting: \.title)
  }
}

struct TaskBoardScreen: View {
  @State private var toDo = [
    BoardTask(id: 1, title: "Buy milk"), BoardTask(id: 2, title: "Walk the dog"),
  ]
  @State private var done: [BoardTask] = []
  @State private var isDoneTargeted = false
  @State private var notes: [String] = []
  @State private var dropPoint = ""

  var body: some View {
    VStack(spacing: 16) {
      VStack(alignment: .leading, spacing: 8) {
        Text("To do").font(.headline)
        ForEach(toDo) { task in
          Text(task.title)
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.yellow)
            .draggable(task)
        }
      }
      VStack(alignment: .leading, spacing: 8) {
        Text("Done").font(.headline)
        ForEach(done) { task in
          Text(task.title).strikethrough()
        }
        Text(dropPoint)
      }
      .frame(maxWidth: .infinity, minHeight: 150, alignment: .topLeading)
      .background(isDoneTargeted ? Color.green : Color.gray.opacity(0.15))
      .dropDestination(for: BoardTask.self) { tasks, location in
        done.append(contentsOf: tasks)
        toDo.removeAll { task in tasks.contains(task) }
        dropPoint = "at \(Int(location.x)), \(Int(location.y))"
        return true
      } isTargeted: { targeted in
        isDoneTargeted = targeted
      }
      VStack {
        Text("Notes: \(notes.joined(separator: ", "))")
      }
      .frame(maxWidth: .infinity, minHeight: 80)
      .background(Color.blue.opacity(0.1))
      .dropDestination(for: String.self) { strings, _ in
        notes.append(contentsOf: strings)
        return true
      }
    }
    .padding()
  }
}
