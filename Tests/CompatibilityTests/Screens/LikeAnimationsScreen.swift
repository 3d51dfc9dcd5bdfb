import SwiftUI

// iOS 17's animation tutorials: a phase animator that pulses a heart, a keyframe animator that makes a
// thumbs-up jump when tapped, and SF Symbol effects on a bell and a wifi icon.

struct LikeAnimationsScreen: View {
  @State private var likes = 0
  @State private var notifications = 0

  var body: some View {
    VStack(spacing: 36) {
      Image(systemName: "heart.fill")
        .font(.system(size: 60))
        .foregroundStyle(.red)
        .phaseAnimator([false, true]) { content, phase in
          content
            .scaleEffect(phase ? 1.2 : 1.0)
            .opacity(phase ? 1 : 0.8)
        } animation: { phase in
          phase ? .easeIn(duration: 0.4) : .easeOut(duration: 0.6)
        }

      Image(systemName: "hand.thumbsup.fill")
        .font(.system(size: 60))
        .foregroundStyle(.blue)
        .accessibilityLabel("Like")
        .keyframeAnimator(initialValue: JumpValues(), trigger: likes) { content, value in
          content
            .scaleEffect(value.scale)
            .rotationEffect(value.angle)
            .offset(y: value.verticalOffset)
        } keyframes: { _ in
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.1)
            SpringKeyframe(1.4, duration: 0.25, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
          }
          KeyframeTrack(\.verticalOffset) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(-40.0, duration: 0.3, spring: .bouncy)
            CubicKeyframe(0.0, duration: 0.4)
          }
          KeyframeTrack(\.angle) {
            CubicKeyframe(.degrees(-15), duration: 0.2)
            CubicKeyframe(.degrees(15), duration: 0.2)
            CubicKeyframe(.zero, duration: 0.2)
          }
        }
        .onTapGesture { likes += 1 }

      HStack(spacing: 40) {
        Image(systemName: "bell.fill")
          .font(.system(size: 44))
          .symbolEffect(.bounce, value: notifications)
        Image(systemName: "wifi")
          .font(.system(size: 44))
          .symbolEffect(.variableColor.iterative.reversing)
      }
      Button("Notify") { notifications += 1 }
        .buttonStyle(.borderedProminent)
      Text("\(likes) likes")
    }
  }
}

struct JumpValues {
  var scale = 1.0
  var verticalOffset = 0.0
  var angle = Angle.zero
}
