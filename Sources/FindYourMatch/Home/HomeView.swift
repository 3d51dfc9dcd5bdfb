import SwiftUI

/// After sign-up or log-in: the iOS tab bar with Discover, Date spots, Matches and Profile. Each tab's
/// content is its own view, in its own file.
struct HomeView: View {
  @AppStorage("selected_tab") private var selectedTab: HomeTab = .discover

  var body: some View {
    TabView(selection: $selectedTab) {
      DiscoverTab()
        .tabItem { Label("Discover", systemImage: "flame.fill") }
        .tag(HomeTab.discover)
      DateSpotsTab()
        .tabItem { Label("Date spots", systemImage: "map.fill") }
        .tag(HomeTab.dateSpots)
      MatchesTab()
        .tabItem { Label("Matches", systemImage: "heart.fill") }
        .tag(HomeTab.matches)
      ProfileTab()
        .tabItem { Label("Profile", systemImage: "person.crop.circle.fill") }
        .tag(HomeTab.profile)
    }
    .tint(.purple)
  }
}

/// What a tab shows while it has nothing yet: a symbol, a title and a line of explanation, centred.
struct EmptyStateView: View {
  let systemImage: String
  let title: String
  let message: String

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: systemImage)
        .font(.system(size: 56))
        .foregroundColor(Color.purple.opacity(0.6))
      Text(title)
        .font(.title2.weight(.semibold))
        .foregroundColor(.primary)
      Text(message)
        .font(.body)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
    }
    .padding(40)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(red: 0.95, green: 0.95, blue: 0.97).ignoresSafeArea(edges: .top))
  }
}
