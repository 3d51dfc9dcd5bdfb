import SwiftUI

/// People who liked you back, newest first.
struct MatchesTab: View {
  @EnvironmentObject private var deck: DeckSession

  var body: some View {
    if let model = deck.model, !model.matches.isEmpty {
      MatchesView(model: model)
    } else {
      EmptyStateView(
        systemImage: "heart.fill", title: "No matches yet",
        message: "When someone you like likes you back, you will find them here.")
    }
  }
}
