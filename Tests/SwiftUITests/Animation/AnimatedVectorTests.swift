import Foundation
import XCTest

@testable import SwiftUI

final class AnimatedVectorTests: XCTestCase {
  private func assertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(a.count, b.count, message, file: file, line: line)
    for (x, y) in zip(a, b) {
      XCTAssertEqual(x, y, accuracy: accuracy, message, file: file, line: line)
    }
  }

  func testNilAnimationJumpsAndCancels() {
    var vector = AnimatedVector([0, 0])
    vector.set([100, 50], animation: .linear(duration: 1), at: 0)
    vector.set([10, 10], animation: nil, at: 0.5)
    XCTAssertEqual(vector.presented(at: 0.5), [10, 10])
    XCTAssertFalse(vector.isAnimating(at: 0.5))
    XCTAssertEqual(vector.target, [10, 10])
  }

  func testLinearAnimationInterpolatesEveryComponent() {
    var vector = AnimatedVector([0, 10, 20, 30])
    vector.set([100, 10, 0, 30], animation: .linear(duration: 1), at: 5)
    assertEqual(vector.presented(at: 5), [0, 10, 20, 30], accuracy: 1e-12)
    assertEqual(vector.presented(at: 5.5), [50, 10, 10, 30], accuracy: 1e-12)
    assertEqual(vector.velocity(at: 5.5), [100, 0, -20, 0], accuracy: 1e-9)
    XCTAssertTrue(vector.isAnimating(at: 5.99))
    XCTAssertFalse(vector.isAnimating(at: 6))
    XCTAssertEqual(vector.presented(at: 6), [100, 10, 0, 30])
  }

  func testSettingTheSameTargetKeepsAnimationsRunning() {
    var vector = AnimatedVector([0])
    vector.set([1], animation: .linear(duration: 1), at: 0)
    vector.set([1], animation: nil, at: 0.5)
    XCTAssertEqual(vector.presented(at: 0.5)[0], 0.5, accuracy: 1e-12)
  }

  func testAdditiveBezierRetargetIsContinuousAndEndsAtFinalTarget() {
    var vector = AnimatedVector([0])
    vector.set([100], animation: .easeInOut(duration: 1), at: 0)
    let before = vector.presented(at: 0.4)[0]
    vector.set([-50], animation: .easeInOut(duration: 1), at: 0.4)
    XCTAssertEqual(vector.presented(at: 0.4)[0], before, accuracy: 1e-9)
    XCTAssertEqual(vector.presented(at: 0.4 + 1e-6)[0], before, accuracy: 1e-2)
    // The first animation still contributes until its own end (t = 1).
    let remainingFirst = -100 * (1 - Animation.easeInOut(duration: 1).progress(at: 0.9))
    let remainingSecond = 150 * (1 - Animation.easeInOut(duration: 1).progress(at: 0.5))
    XCTAssertEqual(
      vector.presented(at: 0.9)[0], -50 + remainingFirst + remainingSecond, accuracy: 1e-9)
    XCTAssertTrue(vector.isAnimating(at: 1.3))
    XCTAssertFalse(vector.isAnimating(at: 1.41))
    XCTAssertEqual(vector.presented(at: 1.41), [-50])
  }

  func testSpringRetargetKeepsValueAndVelocity() {
    var vector = AnimatedVector([0, 0])
    vector.set([100, 40], animation: .spring(response: 0.5, dampingFraction: 0.7), at: 0)
    let time = 0.15
    let value = vector.presented(at: time)
    let velocity = vector.velocity(at: time)
    let justBefore = vector.velocity(at: time - 1e-6)
    vector.set([-80, 40], animation: .spring(response: 0.3, dampingFraction: 0.9), at: time)
    assertEqual(vector.presented(at: time), value, accuracy: 1e-9)
    assertEqual(vector.velocity(at: time), velocity, accuracy: 1e-9)
    assertEqual(vector.velocity(at: time + 1e-6), justBefore, accuracy: 0.1)
    XCTAssertGreaterThan(velocity[0], 0)
    // Merged: a single spring heads to the new target and settles there.
    XCTAssertTrue(vector.isAnimating(at: time + 0.2))
    vector.prune(at: 5)
    XCTAssertFalse(vector.isAnimating(at: 5))
    XCTAssertEqual(vector.presented(at: 5), [-80, 40])
  }

  func testSpringAbsorbsRunningBezier() {
    var vector = AnimatedVector([0])
    vector.set([100], animation: .linear(duration: 1), at: 0)
    vector.set([200], animation: .default, at: 0.5)
    XCTAssertEqual(vector.presented(at: 0.5)[0], 50, accuracy: 1e-9)
    XCTAssertEqual(vector.velocity(at: 0.5)[0], 100, accuracy: 1e-9)
    XCTAssertFalse(vector.isAnimating(at: 3))
    XCTAssertEqual(vector.presented(at: 3)[0], 200)
  }

  func testDefaultSpringValuesAndSettle() {
    var vector = AnimatedVector([0])
    vector.set([1], animation: .default, at: 2)
    XCTAssertEqual(
      vector.presented(at: 2.1)[0], Animation.default.progress(at: 0.1), accuracy: 1e-9)
    XCTAssertEqual(
      vector.presented(at: 2.25)[0], Animation.default.progress(at: 0.25), accuracy: 1e-9)
    XCTAssertTrue(vector.isAnimating(at: 2.5))
    XCTAssertFalse(vector.isAnimating(at: 4))
    var settled = 4.0
    while !vector.isAnimating(at: settled) && settled > 2 { settled -= 0.01 }
    XCTAssertEqual(vector.presented(at: settled)[0], 1, accuracy: 1e-3)
    vector.prune(at: 4)
    XCTAssertEqual(vector.presented(at: 4), [1])
  }

  func testDelayHoldsStartValue() {
    var vector = AnimatedVector([0])
    vector.set([10], animation: .linear(duration: 1).delay(0.5), at: 0)
    XCTAssertEqual(vector.presented(at: 0.4), [0])
    XCTAssertEqual(vector.presented(at: 1)[0], 5, accuracy: 1e-12)
    XCTAssertEqual(vector.presented(at: 1.5), [10])
  }

  func testSpeedHalvesTheTime() {
    var vector = AnimatedVector([0])
    vector.set([10], animation: .easeIn(duration: 1).speed(2), at: 0)
    XCTAssertEqual(
      vector.presented(at: 0.25)[0], 10 * Animation.easeIn(duration: 1).progress(at: 0.5),
      accuracy: 1e-9)
    XCTAssertFalse(vector.isAnimating(at: 0.5))

    var spring = AnimatedVector([0])
    spring.set([1], animation: .default.speed(2), at: 0)
    XCTAssertEqual(
      spring.presented(at: 0.05)[0], Animation.default.progress(at: 0.1), accuracy: 1e-9)
  }

  func testRepeatCountTwoReturnsToStartThenJumpsToTarget() {
    var vector = AnimatedVector([0])
    vector.set([10], animation: .linear(duration: 1).repeatCount(2, autoreverses: true), at: 0)
    XCTAssertEqual(vector.presented(at: 1)[0], 10, accuracy: 1e-9)
    XCTAssertEqual(vector.presented(at: 1.999)[0], 0, accuracy: 0.02)
    XCTAssertTrue(vector.isAnimating(at: 1.999))
    XCTAssertFalse(vector.isAnimating(at: 2))
    XCTAssertEqual(vector.presented(at: 2), [10])
  }

  func testRepeatForeverNeverStops() {
    var vector = AnimatedVector([0])
    vector.set([1], animation: .linear(duration: 1).repeatForever(autoreverses: false), at: 0)
    vector.prune(at: 100.5)
    XCTAssertTrue(vector.isAnimating(at: 100.5))
    XCTAssertEqual(vector.presented(at: 100.5)[0], 0.5, accuracy: 1e-9)
  }

  func testLengthChangeJumps() {
    var vector = AnimatedVector([0])
    vector.set([1, 2], animation: .default, at: 0)
    XCTAssertEqual(vector.presented(at: 0), [1, 2])
    XCTAssertFalse(vector.isAnimating(at: 0))
  }
}
