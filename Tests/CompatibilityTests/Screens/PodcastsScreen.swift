import SwiftUI

// A podcast player as iOS 17 tutorials write it: tabs, each with its own NavigationStack; the library's large
// title goes into the back button of the show's page, which has playback controls in a coloured bottom
// toolbar; the player hides the tab bar; the search tab holds a few lines that never reach the tab bar; the
// browse tab's coloured cards scroll on under the inline bar and the status bar.

struct Show: Identifiable, Hashable {
  let id: Int
  var name: String { "Show \(id)" }
}

struct PodcastsScreen: View {
  static let controls = Color(red: 1, green: 0.8, blue: 0.3)
  let shows = (1...30).map(Show.init)

  var body: some View {
    TabView {
      NavigationStack {
        List(shows) { show in
          NavigationLink(show.name, value: show)
        }
        .listStyle(.plain)
        .navigationTitle("Library")
        .navigationDestination(for: Show.self) { show in
          ShowPage(show: show)
        }
      }
      .tabItem { Label("Library", systemImage: "books.vertical") }

      NavigationStack {
        VStack(spacing: 8) {
          Text("Search for shows")
          Text("Type a name above").foregroundStyle(.secondary)
        }
        .navigationTitle("Search")
      }
      .tabItem { Label("Search", systemImage: "magnifyingglass") }

      NavigationStack {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 12) {
            ForEach(1...20, id: \.self) { number in
              RoundedRectangle(cornerRadius: 12)
                .fill(number.isMultiple(of: 2) ? Color.purple : Color.teal)
                .frame(height: 150)
                .overlay(Text("Genre \(number)").foregroundStyle(.white))
            }
          }
          .padding()
        }
        .navigationTitle("Browse")
        .navigationBarTitleDisplayMode(.inline)
      }
      .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
    }
  }
}

struct ShowPage: View {
  let show: Show

  var body: some View {
    List(1...25, id: \.self) { episode in
      NavigationLink("Episode \(episode)") {
        PlayerPage(title: "Episode \(episode)")
      }
    }
    .listStyle(.plain)
    .navigationTitle(show.name)
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItemGroup(placement: .bottomBar) {
        Button("Shuffle") {}
        Spacer()
        Button("Play all") {}
      }
    }
    .toolbarBackground(PodcastsScreen.controls, for: .bottomBar)
    .toolbarBackground(.visible, for: .bottomBar)
  }
}

struct PlayerPage: View {
  let title: String

  var body: some View {
    VStack(spacing: 24) {
      Image(systemName: "play.circle.fill").font(.system(size: 80))
      Text("Now playing")
    }
    .navigationTitle(title)
    .navigationBarTitleDisplayMode(.inline)
    .toolbar(.hidden, for: .tabBar)
  }
}
