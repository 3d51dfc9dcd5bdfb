import SwiftUI

// ViewThatFits the way tutorials use it: buttons side by side when they fit, stacked when they do not, and
// a headline that falls back to a shorter text in a narrow column.

struct ResponsiveActionsScreen: View {
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 32) {
      actions(suffix: "wide")
      actions(suffix: "narrow")
        .frame(width: 180)
      ViewThatFits(in: .horizontal) {
        Text("Find your match in the city tonight")
        Text("Find your match")
      }
      .frame(width: 150)
      Text("Taps: \(taps)")
    }
    .padding()
  }

  func actions(suffix: String) -> some View {
    ViewThatFits {
      HStack {
        Button("Save \(suffix)") { taps += 1 }
        Button("Share \(suffix)") { taps += 10 }
      }
      VStack {
        Button("Save \(suffix)") { taps += 1 }
        Button("Share \(suffix)") { taps += 10 }
      }
    }
  }
}
