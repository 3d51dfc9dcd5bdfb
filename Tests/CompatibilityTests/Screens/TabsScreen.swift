import SwiftUI

// iOS 18's tabs the way tutorials write them: an enum of tabs, `Tab(_:systemImage:value:)` in a
// `TabView(selection:)`, a badge, a `TabSection`, the sidebar-adaptable style; and the same bar written with
// the older `.tabItem`, which it must look exactly like.

enum AppTab: Hashable {
  case home, library, search, settings
}

struct TabsScreen: View {
  @State private var selection: AppTab = .home

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house.fill", value: .home) {
        Text("Home page")
      }
      Tab("Library", systemImage: "books.vertical", value: .library) {
        Text("Library page")
      }
      .badge(3)
      TabSection("More") {
        Tab("Settings", systemImage: "gear", value: .settings) {
          NavigationStack {
            Text("Settings page")
              .navigationTitle("Settings")
          }
          .toolbarRole(.editor)
        }
      }
      Tab(value: .search, role: .search) {
        Text("Search page")
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

/// The same tabs written with `.tabItem` and `.tag`.
struct TabItemsScreen: View {
  @State private var selection: AppTab = .home

  var body: some View {
    TabView(selection: $selection) {
      Text("Home page")
        .tabItem { Label("Home", systemImage: "house.fill") }
        .tag(AppTab.home)
      Text("Library page")
        .tabItem { Label("Library", systemImage: "books.vertical") }
        .tag(AppTab.library)
        .badge(3)
      NavigationStack {
        Text("Settings page")
          .navigationTitle("Settings")
      }
      .tabItem { Label("Settings", systemImage: "gear") }
      .tag(AppTab.settings)
      Text("Search page")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
        .tag(AppTab.search)
    }
  }
}
