import SwiftUI

/// The card deck of people to discover (seed 003). Until the community is in the store, it says so.
struct DiscoverTab: View {
  var body: some View {
    EmptyStateView(
      systemImage: "flame.fill", title: "No one to discover yet",
      message: "People near you will show up here as cards to swipe.")
  }
}
