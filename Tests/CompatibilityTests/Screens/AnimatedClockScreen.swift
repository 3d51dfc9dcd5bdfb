import SwiftUI

// TimelineView as WWDC21 showed it: a second hand driven by `.periodic(from:by:)`, a spinner that runs every
// frame with `.animation`, paused from a toggle.

struct AnimatedClockScreen: View {
  @State private var paused = false
  private let start = Date(timeIntervalSinceReferenceDate: 0)

  var body: some View {
    VStack(spacing: 40) {
      TimelineView(.periodic(from: start, by: 1)) { context in
        let second = Calendar.current.component(.second, from: context.date)
        ZStack {
          Circle().stroke(Color.gray, lineWidth: 4)
          Capsule().fill(Color.red).frame(width: 4, height: 80).offset(y: -40)
            .rotationEffect(.degrees(Double(second) * 6))
        }
        .frame(width: 180, height: 180)
      }
      TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
        let angle = context.date.timeIntervalSinceReferenceDate.remainder(dividingBy: 2) * 180
        Image(systemName: "arrow.triangle.2.circlepath")
          .font(.system(size: 48))
          .rotationEffect(.degrees(angle))
          .accessibilityIdentifier("spinner")
      }
      Toggle("Paused", isOn: $paused).padding(.horizontal, 40)
    }
  }
}
