import SwiftUI

// iOS 16's title menu as tutorials show it: an inline title that switches the mailbox shown.

struct MailboxTitleMenuScreen: View {
  @State private var mailbox = "Inbox"

  var body: some View {
    NavigationStack {
      List {
        Text("Messages in \(mailbox)")
      }
      .navigationTitle(mailbox)
      .navigationBarTitleDisplayMode(.inline)
      .toolbarTitleMenu {
        Button("Inbox") { mailbox = "Inbox" }
        Button("Archive") { mailbox = "Archive" }
      }
    }
  }
}
