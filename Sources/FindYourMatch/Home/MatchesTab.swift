import SwiftUI

/// People who liked you back, newest first. Empty until swipes and matches are stored.
struct MatchesTab: View {
  var body: some View {
    EmptyStateView(
      systemImage: "heart.fill", title: "No matches yet",
      message: "When someone you like likes you back, you will find them here.")
  }
}
