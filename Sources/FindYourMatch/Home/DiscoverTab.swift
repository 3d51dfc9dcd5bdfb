import FindYourMatchStore
import SwiftUI

/// The card deck of people to discover (seed 003), for the signed-in account.
struct DiscoverTab: View {
  @EnvironmentObject private var login: LoginStateModel
  @EnvironmentObject private var deck: DeckSession
  var onOpenMatches: () -> Void = {}
  var onOpenProfile: () -> Void = {}

  var body: some View {
    if let model = deck.model {
      DiscoverView(
        model: model, me: me, onOpenMatches: onOpenMatches, onOpenProfile: onOpenProfile)
    } else {
      EmptyStateView(
        systemImage: "flame.fill", title: deck.problem == nil ? "Opening your deck…" : "No deck",
        message: deck.problem ?? "People near you will show up here as cards to swipe.")
    }
  }

  var me: Person {
    DeckSession.me(
      username: login.account?.username ?? login.username, name: login.profile?.name ?? "",
      age: login.profile?.age ?? 30, gender: login.profile?.gender ?? "")
  }
}
