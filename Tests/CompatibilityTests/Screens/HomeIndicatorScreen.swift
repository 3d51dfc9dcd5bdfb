import SwiftUI

// Long content filling the screen, as most tutorials start: a grouped list, and a scroll view of cards.
// On iOS both run on under the home indicator and rest with their last row just above it.

struct LongGroupedListScreen: View {
  var body: some View {
    List {
      Section("Songs") {
        ForEach(1..<41, id: \.self) { number in
          Text("Song \(number)")
        }
      }
    }
  }
}

struct CardFeedScreen: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 12) {
        ForEach(1..<21, id: \.self) { number in
          Text("Card \(number)")
            .frame(maxWidth: .infinity, minHeight: 80)
            .background(Color.blue.opacity(0.2))
        }
      }
      .padding(.horizontal)
    }
  }
}
