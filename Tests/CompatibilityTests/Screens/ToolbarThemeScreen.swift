import SwiftUI

// Bars themed with iOS 16's toolbar modifiers, the way tutorials write them: a branded inline bar whose
// background always shows with white titles, a tab bar of its own colour, a bar tinted only once the list
// scrolls under it, and one whose background never shows.

struct ThemedOrdersScreen: View {
  static let brand = Color(red: 0.2, green: 0.3, blue: 0.7)
  static let tabs = Color(red: 1, green: 0.9, blue: 0.6)

  var body: some View {
    TabView {
      NavigationStack {
        List(1..<40, id: \.self) { number in
          Text("Order \(number)")
        }
        .navigationTitle("Orders")
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(Self.brand, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbarBackground(Self.tabs, for: .tabBar)
      }
      .tabItem { Label("Orders", systemImage: "bag") }
      Text("Account")
        .tabItem { Label("Account", systemImage: "person") }
    }
  }
}

struct ScrollTintedBarScreen: View {
  var body: some View {
    NavigationStack {
      List(1..<40, id: \.self) { number in
        Text("Track \(number)")
      }
      .listStyle(.plain)
      .navigationTitle("Tracks")
      .navigationBarTitleDisplayMode(.inline)
      .toolbarBackground(Color.orange, for: .navigationBar)
    }
  }
}

struct ClearBarScreen: View {
  var body: some View {
    NavigationStack {
      List(1..<40, id: \.self) { number in
        Text("Photo \(number)")
      }
      .listStyle(.plain)
      .navigationTitle("Photos")
      .navigationBarTitleDisplayMode(.inline)
      .toolbarBackground(.hidden, for: .navigationBar)
    }
  }
}
