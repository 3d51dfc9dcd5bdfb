import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A heart that pulses on its own (no trigger) and a badge that bounces once per tap (trigger).
private struct Pulsing: View {
  @State private var likes = 0
  var body: some View {
    VStack(spacing: 40) {
      Circle().fill(Color.red).frame(width: 40, height: 40)
        .accessibilityIdentifier("heart")
        .phaseAnimator([false, true]) { content, phase in
          content.scaleEffect(phase ? 1.5 : 1)
        } animation: { _ in
          .linear(duration: 1)
        }
      Text("Likes")
        .phaseAnimator([0.0, -20.0, 0.0], trigger: likes) { content, lift in
          content.offset(y: lift)
        } animation: { _ in
          .linear(duration: 0.5)
        }
      Button("Like") { likes += 1 }
    }
  }
}

/// Keyframes as Apple's documentation writes them: a scale track and a vertical offset track.
private struct Values {
  var scale = 1.0
  var verticalOffset = 0.0
}

private struct Jumping: View {
  @State private var jumps = 0
  let repeating: Bool
  var body: some View {
    VStack {
      if repeating {
        Text("Jump")
          .keyframeAnimator(initialValue: Values(), repeating: true) { content, value in
            content.scaleEffect(value.scale).offset(y: value.verticalOffset)
          } keyframes: { _ in
            KeyframeTrack(\.scale) {
              LinearKeyframe(2.0, duration: 1)
              LinearKeyframe(1.0, duration: 1)
            }
            KeyframeTrack(\.verticalOffset) {
              MoveKeyframe(-10)
              LinearKeyframe(-50, duration: 0.5)
              SpringKeyframe(0, duration: 1, spring: .bouncy)
            }
          }
      } else {
        Spacer()
        Text("Jump")
          .keyframeAnimator(initialValue: Values(), trigger: jumps) { content, value in
            content.offset(y: value.verticalOffset)
          } keyframes: { _ in
            KeyframeTrack(\.verticalOffset) {
              LinearKeyframe(-100, duration: 1)
              LinearKeyframe(0, duration: 1)
            }
          }
      }
      Spacer()
      Button("Go") { jumps += 1 }
    }
  }
}

@MainActor struct PhaseAndKeyframeAnimatorTests {
  @Test func withoutATriggerPhasesCycleForEverEachStepAnimated() throws {
    let driver = AppDriver(Pulsing())
    let rest = try #require(driver.frame(ofIdentifier: "heart"))
    #expect(abs(rest.width - 40) < 0.5)
    // The first step (to the larger phase) starts with the next frame and lasts one second, linearly.
    driver.advance(by: 0.5)
    let growing = try #require(driver.frame(ofIdentifier: "heart")).width
    #expect(abs(growing - 50) < 2, "\(growing)")
    driver.advance(by: 0.55)
    let big = try #require(driver.frame(ofIdentifier: "heart")).width
    #expect(abs(big - 60) < 2, "\(big)")
    driver.advance(by: 0.5)
    let shrinking = try #require(driver.frame(ofIdentifier: "heart")).width
    #expect(shrinking < 57 && shrinking > 43, "back down through the cycle: \(shrinking)")
    #expect(driver.host.isAnimating, "cycling keeps frames coming")
  }

  @Test func aTriggerRunsThePhasesOnceAndStops() throws {
    let driver = AppDriver(Pulsing())
    let rest = try #require(driver.frame(of: "Likes")).minY
    try driver.tap("Like")
    driver.advance(by: 0.3)
    let rising = try #require(driver.frame(of: "Likes")).minY
    #expect(rising < rest - 5, "\(rising) vs \(rest)")
    driver.advance(by: 2)
    let after = try #require(driver.frame(of: "Likes")).minY
    #expect(abs(after - rest) < 0.5)
  }

  @Test func keyframeTracksInterpolateByTime() throws {
    let driver = AppDriver(Jumping(repeating: true))
    let rest = try #require(driver.frame(of: "Jump"))
    driver.advance(by: 0.5)
    let half = try #require(driver.frame(of: "Jump"))
    // Scale 1 → 2 linearly over one second: 1.5 at half a second; the move keyframe put the offset at -10 at
    // once (the first frame shows it), then it reaches -50 at 0.5 s.
    #expect(abs(half.width / rest.width - 1.5) < 0.05, "\(half) \(rest)")
    #expect(abs(half.midY - (rest.midY - 40)) < 1.5, "\(half) \(rest)")
    driver.advance(by: 0.5)
    let one = try #require(driver.frame(of: "Jump"))
    #expect(abs(one.width / rest.width - 2) < 0.05)
    driver.advance(by: 1)
    // Two seconds: the longest track is over and the timeline starts again from its first keyframes.
    let again = try #require(driver.frame(of: "Jump"))
    #expect(abs(again.width / rest.width - 1) < 0.05, "\(again) \(rest)")
  }

  @Test func aTriggeredKeyframeAnimatorRunsOnceThenRests() throws {
    let driver = AppDriver(Jumping(repeating: false))
    let rest = try #require(driver.frame(of: "Jump")).minY
    #expect(!driver.host.isAnimating, "at rest until the trigger changes")
    try driver.tap("Go")
    driver.advance(by: 0.95)
    let up = try #require(driver.frame(of: "Jump")).minY
    #expect(abs(up - (rest - 95)) < 3, "\(up) \(rest)")
    driver.advance(by: 1.2)
    #expect(abs(try #require(driver.frame(of: "Jump")).minY - rest) < 0.5)
    #expect(!driver.host.isAnimating)
  }

  @Test func aKeyframeTimelineSamplesByTimeAndProgress() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(10.0, duration: 1)
        CubicKeyframe(20.0, duration: 1)
        CubicKeyframe(0.0, duration: 2)
        MoveKeyframe(5.0)
      }
    }
    #expect(timeline.duration == 4)
    #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
    #expect(abs(timeline.value(time: 2) - 20) < 1e-9)
    #expect(abs(timeline.value(progress: 0.25) - 10) < 1e-9)
    #expect(timeline.value(time: 10) == 5)
    let middle = timeline.value(time: 1.5)
    #expect(middle > 10 && middle < 20)
  }
}
