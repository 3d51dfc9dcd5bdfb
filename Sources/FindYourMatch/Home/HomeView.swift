import SwiftUI

/// After sign-up or log-in: the iOS tab bar with Discover, Date spots, Matches and Profile. Each tab's
/// content is its own view, in its own file.
struct HomeView: View {
  @AppStorage("selected_tab") private var selectedTab: HomeTab = .discover
  @EnvironmentObject private var login: LoginStateModel
  @StateObject private var deck = DeckSession()

  var body: some View {
    TabView(selection: $selectedTab) {
      DiscoverTab(
        onOpenMatches: { selectedTab = .matches }, onOpenProfile: { selectedTab = .profile }
      )
      .tabItem {
        Label {
          Text("Discover", bundle: .module)
        } icon: {
          Image(systemName: "flame.fill")
        }
      }
      .tag(HomeTab.discover)
      DateSpotsTab()
        .tabItem {
          Label {
            Text("Date spots", bundle: .module)
          } icon: {
            Image(systemName: "map.fill")
          }
        }
        .tag(HomeTab.dateSpots)
      MatchesTab()
        .tabItem {
          Label {
            Text("Matches", bundle: .module)
          } icon: {
            Image(systemName: "heart.fill")
          }
        }
        .tag(HomeTab.matches)
        .badge(selectedTab == .matches ? 0 : deck.model?.unseenMatchCount ?? 0)
      ProfileTab()
        .tabItem {
          Label {
            Text("Profile", bundle: .module)
          } icon: {
            Image(systemName: "person.crop.circle.fill")
          }
        }
        .tag(HomeTab.profile)
    }
    .tint(.purple)
    .environmentObject(deck)
    .task(id: login.account?.id) { await deck.open(store: login.store, account: login.account) }
    // Looking at the Matches tab sees the matches: its badge clears.
    .onChange(of: selectedTab, initial: true) { _, tab in
      if tab == .matches { deck.model?.markMatchesSeen() }
    }
  }
}

/// What a tab shows while it has nothing yet: a symbol, a title and a line of explanation, centred.
struct EmptyStateView: View {
  let systemImage: String
  let title: LocalizedStringKey
  let message: LocalizedStringKey

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: systemImage)
        .font(.system(size: 56))
        .foregroundColor(Color.purple.opacity(0.6))
      Text(title, bundle: .module)
        .font(.title2.weight(.semibold))
        .foregroundColor(.primary)
      Text(message, bundle: .module)
        .font(.body)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
    }
    .padding(40)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(uiColor: .systemGroupedBackground).ignoresSafeArea(edges: .top))
  }
}
