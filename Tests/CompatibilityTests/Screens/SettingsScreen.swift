import SwiftUI

// A settings-like list the way tutorials write one: rows with badges, labels in each style, and
// label-value rows.

struct SettingsScreen: View {
  @State private var unread = 3

  var body: some View {
    List {
      Section("Mailboxes") {
        Label("Inbox", systemImage: "tray")
          .badge(unread)
        Label("Flagged", systemImage: "star.fill")
          .badge("New")
        Label("Sent", systemImage: "paperplane")
          .badge(0)
      }
      Section("About") {
        LabeledContent("Version", value: "2.1")
        LabeledContent("Storage") {
          Text("1.2 GB")
        }
        LabeledContent("Messages", value: 42, format: .number)
      }
      Section("Styles") {
        Label("Icon only", systemImage: "heart.fill")
          .labelStyle(.iconOnly)
        Label("Title only", systemImage: "heart.fill")
          .labelStyle(.titleOnly)
        Label("Both", systemImage: "heart.fill")
          .labelStyle(.titleAndIcon)
        Label("Tinted", systemImage: "bell.fill")
          .labelStyle(RedIconLabelStyle())
      }
      Button("Read all") { unread = 0 }
    }
  }
}

struct RedIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
        .foregroundColor(.red)
      configuration.title
        .italic()
    }
  }
}
