import SwiftUI

/// A tutorial-style screen that leans on SF Symbols: a tab bar of labelled symbols, a toolbar of symbol
/// buttons, and rows with symbols in coloured rounded squares, the way settings screens draw them.
struct SymbolsScreen: View {
  struct Row: Identifiable {
    let title: String
    let symbol: String
    let color: Color
    var id: String { title }
  }

  let rows = [
    Row(title: "Notifications", symbol: "bell.badge.fill", color: .red),
    Row(title: "Focus", symbol: "moon.fill", color: .indigo),
    Row(title: "Screen Time", symbol: "hourglass", color: .purple),
    Row(title: "Privacy", symbol: "hand.raised.fill", color: .blue),
    Row(title: "Wallet", symbol: "creditcard.fill", color: .green),
    Row(title: "Favourites", symbol: "star.circle.fill", color: .orange),
  ]

  var body: some View {
    TabView {
      NavigationStack {
        List(rows) { row in
          Label {
            Text(row.title)
          } icon: {
            Image(systemName: row.symbol)
              .font(.system(size: 15, weight: .semibold))
              .foregroundStyle(.white)
              .frame(width: 29, height: 29)
              .background(row.color, in: RoundedRectangle(cornerRadius: 7))
          }
        }
        .navigationTitle("Settings")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button {
            } label: {
              Image(systemName: "square.and.pencil")
            }
            .accessibilityLabel("Compose")
          }
        }
      }
      .tabItem { Label("Home", systemImage: "house.fill") }
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
      Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }
    }
  }
}
