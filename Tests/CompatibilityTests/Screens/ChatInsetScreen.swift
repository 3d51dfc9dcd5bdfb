import SwiftUI

// The chat screen tutorials build with safeAreaInset: a composer bar pinned to the bottom of a scroll view
// and a banner at its top; the messages scroll under both and the last one can be scrolled clear of the
// bar. A second inset at the bottom stacks outside the first.

struct ChatInsetScreen: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(1...30, id: \.self) { index in
          Text("Message \(index)")
            .frame(maxWidth: .infinity, minHeight: 44)
        }
      }
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      Text("Typing…")
        .frame(maxWidth: .infinity, minHeight: 30)
        .background(Color.green)
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      Text("Composer")
        .frame(maxWidth: .infinity, minHeight: 50)
        .background(Color.blue)
    }
    .safeAreaInset(edge: .top) {
      Text("Pinned")
        .frame(maxWidth: .infinity, minHeight: 40)
        .background(Color.yellow)
    }
  }
}

/// A plain view with an inset: its content is laid out above the bar.
struct FooterInsetScreen: View {
  var body: some View {
    Color.orange
      .overlay(Text("Content"), alignment: .bottom)
      .safeAreaInset(edge: .bottom, alignment: .trailing) {
        Text("Footer")
          .padding()
          .background(Color.purple)
      }
  }
}
