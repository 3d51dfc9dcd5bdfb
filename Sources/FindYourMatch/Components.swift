import SwiftUI

/// Dims its label while pressed, like a tap on iOS.
struct PressableButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .opacity(configuration.isPressed ? 0.7 : 1)
      .scaleEffect(configuration.isPressed ? 0.98 : 1)
  }
}

/// Three capsules, the current step's one wide and opaque.
struct StepIndicator: View {
  let current: Int
  let count: Int

  var body: some View {
    HStack(spacing: 6) {
      ForEach(1...count, id: \.self) { step in
        Capsule()
          .fill(Color.white.opacity(step <= current ? 1 : 0.4))
          .frame(width: step == current ? 24 : 8, height: 8)
      }
    }
    .animation(.spring(), value: current)
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  StepIndicator(current: 2, count: 3)
    .padding()
    .background(Color.purple)
}
