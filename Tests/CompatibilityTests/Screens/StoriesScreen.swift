import SwiftUI

// A row of stories above a feed, as social-app tutorials write it: a horizontal ScrollView in a VStack is as
// tall as its content (iOS), so the feed's title sits right under the circles.

struct StoriesScreen: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Stories").font(.headline)
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 12) {
          ForEach(0..<8) { index in
            Circle()
              .fill(index == 0 ? Color.orange : Color.blue)
              .frame(width: 64, height: 64)
          }
        }
        .padding(.horizontal)
      }
      .accessibilityIdentifier("stories")
      Text("Feed").font(.headline)
      HStack(alignment: .top) {
        ScrollView {
          VStack {
            Text("Post")
            Text("Post")
          }
        }
        .accessibilityIdentifier("posts")
        Color.mint.accessibilityIdentifier("sidebar")
      }
    }
  }
}
