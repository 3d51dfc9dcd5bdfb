import SwiftUI

// A score counter whose digits change with a numeric content transition, as iOS 17 tutorials write it.

struct ScoreCounterScreen: View {
  var transition: ContentTransition = .numericText()
  @State private var score = 0

  var body: some View {
    VStack(spacing: 24) {
      Text("\(score)")
        .font(.system(size: 80, weight: .bold))
        .contentTransition(transition)
      Button("Add point") {
        withAnimation(.linear(duration: 1)) {
          score += 1
        }
      }
    }
  }
}
