import SwiftUI

// Preference keys as tutorials write them: reading a child's size, summing values, and the tab-bar underline
// that follows the selected tab through an anchor preference.

struct HeightPreferenceKey: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct BadgeCountKey: PreferenceKey {
  static var defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// The tallest card's height, read from inside, sizes the cards' frame; each section's badge count adds up in
/// the title.
struct MeasuredCardsScreen: View {
  @State private var cardHeight: CGFloat = 0
  @State private var total = 0
  @State private var showsThird = true
  @State private var changes = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("Total \(total), \(changes) changes")
      HStack(alignment: .top) {
        card("Short", lines: 1, badges: 2)
        card("Tall", lines: 4, badges: 3)
        if showsThird { card("Third", lines: 2, badges: 5) }
      }
      .onPreferenceChange(HeightPreferenceKey.self) { cardHeight = $0 }
      .onPreferenceChange(BadgeCountKey.self) { value in
        total = value
        changes += 1
      }
      Text("Tallest \(Int(cardHeight))")
      Button("Toggle third") { showsThird.toggle() }
    }
  }

  func card(_ title: String, lines: Int, badges: Int) -> some View {
    VStack {
      ForEach(0..<lines, id: \.self) { _ in Text(title) }
    }
    .padding()
    .background(
      GeometryReader { proxy in
        Color.orange.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
      }
    )
    .preference(key: BadgeCountKey.self, value: badges)
  }
}

struct SelectedTabKey: PreferenceKey {
  static var defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// The underline under the chosen tab, drawn by the row's overlay from the chosen tab's bounds.
struct UnderlinedTabsScreen: View {
  @State private var selected = "Likes"
  let tabs = ["Likes", "Matches", "Messages"]

  var body: some View {
    HStack(spacing: 24) {
      ForEach(tabs, id: \.self) { tab in
        Button(tab) { selected = tab }
          .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
            selected == tab ? anchor : nil
          }
      }
    }
    .padding(.vertical, 12)
    .overlayPreferenceValue(SelectedTabKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Rectangle()
            .fill(Color.pink)
            .frame(width: rect.width, height: 3)
            .offset(x: rect.minX, y: rect.maxY + 2)
        }
      }
    }
    .scaleEffect(1)
  }
}
