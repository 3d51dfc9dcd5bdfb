import SwiftUI

// iOS 17's scroll APIs the way tutorials write them: a paged photo carousel that reports the shown photo, a
// row of cards that rests on a card's edge inside its content margins, a chat that starts at its latest
// message and ends editing when scrolled, and a feed that shows "Back to top" once scrolled down.

struct PagedPhotosScreen: View {
  let colors: [Color] = [.red, .orange, .green, .blue]
  @State private var shown: Int?

  var body: some View {
    VStack {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<4) { index in
            colors[index]
              .overlay(Text("Photo \(index)"))
              .containerRelativeFrame(.horizontal)
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
      .scrollPosition(id: $shown)
      .frame(height: 300)
      Text("Showing \(shown ?? 0)")
      Button("Last") { withAnimation { shown = 3 } }
      Spacer()
    }
  }
}

struct AlignedCardsScreen: View {
  var body: some View {
    VStack(alignment: .leading) {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 10) {
          ForEach(0..<10) { index in
            RoundedRectangle(cornerRadius: 12)
              .fill(Color.indigo)
              .frame(width: 150, height: 100)
              .overlay(Text("Card \(index)").foregroundStyle(.white))
          }
        }
        .scrollTargetLayout()
      }
      .contentMargins(.horizontal, 20, for: .scrollContent)
      .scrollTargetBehavior(.viewAligned)
      .scrollClipDisabled()
      .padding(.horizontal, 40)
      Spacer()
    }
    .padding(.top, 60)
  }
}

struct ChatScreen: View {
  @State private var messages = (1...30).map { "Message \($0)" }
  @State private var draft = ""

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(messages, id: \.self) { message in
          Text(message)
            .padding(10)
            .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding()
    }
    .defaultScrollAnchor(.bottom)
    .scrollDismissesKeyboard(.immediately)
    .safeAreaInset(edge: .bottom) {
      HStack {
        TextField("Message", text: $draft)
          .textFieldStyle(.roundedBorder)
        Button("Send") {
          messages.append(draft.isEmpty ? "Message \(messages.count + 1)" : draft)
          draft = ""
        }
      }
      .padding()
      .background(.bar)
    }
  }
}

struct FeedScreen: View {
  @State private var showsTopButton = false

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 12) {
        ForEach(0..<40) { index in
          Text("Post \(index)")
            .frame(maxWidth: .infinity, minHeight: 60)
            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
        }
      }
    }
    .safeAreaPadding(.horizontal, 24)
    .onScrollGeometryChange(for: Bool.self) { geometry in
      geometry.contentOffset.y > 200
    } action: { _, scrolledDown in
      showsTopButton = scrolledDown
    }
    .overlay(alignment: .bottom) {
      if showsTopButton {
        Text("Back to top").padding().background(.thinMaterial, in: Capsule())
      }
    }
  }
}
