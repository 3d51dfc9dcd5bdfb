import SwiftUI

// A mailbox list as iOS 17 tutorials write it: a prominent first section header, unread counts as prominent
// badges, compact section spacing.

struct MailboxSettingsScreen: View {
  var compact = true

  var body: some View {
    List {
      Section {
        Text("Inbox")
          .badge(12)
        Text("Drafts")
          .badge(2)
      } header: {
        Text("Mailboxes")
      }
      .headerProminence(.increased)

      Section("Accounts") {
        Text("iCloud")
        Text("Work")
      }
    }
    .listStyle(.insetGrouped)
    .badgeProminence(.increased)
    .listSectionSpacing(compact ? .compact : .default)
  }
}
