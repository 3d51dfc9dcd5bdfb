import SwiftUI

// AnyLayout switching between a horizontal and a vertical stack, as iOS 16 tutorials show it: the views
// keep their state across the switch, and the stacks can be used as views themselves.

struct AdaptiveStackScreen: View {
  @State private var isVertical = false

  var body: some View {
    let layout =
      isVertical ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
    VStack(spacing: 30) {
      layout {
        Color.red.frame(width: 60, height: 60)
        Color.green.frame(width: 60, height: 60)
        TapCounter()
      }
      Button("Switch") {
        withAnimation { isVertical.toggle() }
      }
      ZStackLayout(alignment: .bottomTrailing) {
        Color.yellow.frame(width: 100, height: 50)
        Text("Z")
      }
    }
  }
}

struct TapCounter: View {
  @State private var taps = 0

  var body: some View {
    Button("Taps: \(taps)") { taps += 1 }
      .frame(width: 100, height: 60)
  }
}

struct LazyRowsScreen: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 10, pinnedViews: [.sectionHeaders]) {
        ForEach(1...30, id: \.self) { number in
          Text("Row \(number)")
        }
      }
      .background(Color.orange.opacity(0.3))
      LazyHStack(spacing: 20) {
        Text("A")
        Text("B")
      }
      .frame(height: 50)
      .background(Color.purple.opacity(0.3))
    }
  }
}
