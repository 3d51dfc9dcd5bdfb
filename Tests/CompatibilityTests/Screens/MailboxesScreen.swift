import SwiftUI

/// The Mail-style root list most navigation tutorials begin with: a large title over an inset-grouped list
/// that is pulled to check for mail.
@MainActor final class MailChecker: ObservableObject {
  @Published var checks = 0

  func checkForMail() async {
    await Task.yield()
    checks += 1
  }
}

struct MailboxesScreen: View {
  @StateObject private var checker = MailChecker()
  let mailboxes = ["All Inboxes", "iCloud", "Gmail", "Work", "VIP", "Flagged", "Drafts", "Sent"]

  var body: some View {
    NavigationStack {
      List {
        Section("Mailboxes") {
          ForEach(mailboxes, id: \.self) { name in
            Label(name, systemImage: "tray")
          }
        }
        Section("Archive") {
          ForEach(2001..<2025, id: \.self) { year in
            Text(verbatim: "Archive \(year)")
          }
        }
      }
      .navigationTitle("Mail")
      .refreshable {
        await checker.checkForMail()
      }
    }
  }
}

/// A segmented filter above the list: the list's top is not the top of the page, so the large title stays.
struct FilteredInboxScreen: View {
  @State private var filter = 0

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        Picker("Filter", selection: $filter) {
          Text("All").tag(0)
          Text("Unread").tag(1)
        }
        .pickerStyle(.segmented)
        .padding(.horizontal)
        List(1..<40, id: \.self) { number in
          Text(verbatim: "Message \(number)")
        }
        .listStyle(.plain)
      }
      .navigationTitle("Inbox")
    }
  }
}
