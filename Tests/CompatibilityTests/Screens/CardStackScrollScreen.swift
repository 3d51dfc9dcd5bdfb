import SwiftUI

// WWDC23's scroll effects: cards that shrink and fade as they leave the scroll view (`.scrollTransition`), a
// header that slides with its place on screen (`.visualEffect`), and a share image made with `ImageRenderer`.

struct CardStackScrollScreen: View {
  let colors: [Color] = [
    .red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple, .pink,
  ]

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        Text("Destinations")
          .font(.largeTitle).bold()
          .frame(maxWidth: .infinity, alignment: .leading)
          .visualEffect { content, proxy in
            content.offset(x: max(0, 100 - proxy.frame(in: .global).minY) / 4)
          }
        ForEach(0..<10) { index in
          RoundedRectangle(cornerRadius: 20)
            .fill(colors[index])
            .frame(height: 140)
            .overlay(Text("Place \(index + 1)").font(.title2).bold().foregroundStyle(.white))
            .scrollTransition { content, phase in
              content
                .opacity(phase.isIdentity ? 1 : 0.3)
                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                .blur(radius: phase.isIdentity ? 0 : 4)
            }
        }
      }
      .padding()
    }
  }
}

/// A badge rendered to an image, as share sheets are given one.
struct BadgeView: View {
  var body: some View {
    VStack(spacing: 4) {
      Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.yellow)
      Text("Top traveller").font(.headline)
    }
    .padding(20)
    .background(Color.indigo, in: RoundedRectangle(cornerRadius: 16))
    .foregroundStyle(.white)
  }
}

@MainActor func renderBadge() -> UIImage? {
  let renderer = ImageRenderer(content: BadgeView())
  renderer.scale = 2
  return renderer.uiImage
}
