import SwiftUI

// Empty states the way iOS 17 tutorials show them: the title-and-symbol form, the builder form with an
// action button, and the system's search form.

struct EmptyInboxScreen: View {
  @State private var messages: [String] = []

  var body: some View {
    if messages.isEmpty {
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray.fill")
      } description: {
        Text("New mails you receive will appear here.")
      } actions: {
        Button("Refresh") {
          messages = ["Welcome!"]
        }
        .buttonStyle(.borderedProminent)
      }
    } else {
      List(messages, id: \.self) { message in
        Text(message)
      }
    }
  }
}

struct OfflineScreen: View {
  var body: some View {
    ContentUnavailableView(
      "No Connection", systemImage: "wifi.slash",
      description: Text("Check your internet connection and try again."))
  }
}

struct SearchScreen: View {
  let query: String

  var body: some View {
    VStack {
      Text("Search")
        .font(.largeTitle.bold())
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
      ContentUnavailableView.search(text: query)
    }
  }
}
