import SwiftUI

// Disclosure the way tutorials write it: a settings form with a DisclosureGroup bound to state, a
// hierarchical List of folders (`List(_:children:)`), and a collapsible section.

struct FileItem: Identifiable {
  let name: String
  var children: [FileItem]?
  var id: String { name }
}

struct FileBrowserScreen: View {
  let files = [
    FileItem(
      name: "Documents",
      children: [
        FileItem(name: "Resume.pdf"),
        FileItem(name: "Taxes", children: [FileItem(name: "2024.pdf")]),
      ]),
    FileItem(name: "Photos", children: [FileItem(name: "Beach.jpg")]),
    FileItem(name: "Notes.txt"),
  ]

  var body: some View {
    NavigationStack {
      List(files, children: \.children) { item in
        Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
      }
      .navigationTitle("Files")
    }
  }
}

struct AdvancedSettingsScreen: View {
  @State private var showAdvanced = false
  @State private var showRecent = true
  @State private var notifications = true

  var body: some View {
    NavigationStack {
      Form {
        DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
          Toggle("Notifications", isOn: $notifications)
          Text("Cache size: 24 MB")
        }
        Section("Recent", isExpanded: $showRecent) {
          Text("Report.key")
          Text("Budget.numbers")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

struct FAQScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      DisclosureGroup("How do I reset my password?") {
        Text("Open Settings and choose Reset.")
      }
      DisclosureGroup {
        Text("Within two days.")
      } label: {
        Label("When will my order arrive?", systemImage: "shippingbox")
      }
      Spacer()
    }
    .padding()
  }
}
