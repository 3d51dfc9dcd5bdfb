import Foundation
import XCTest

@testable import SwiftUI

final class AnimationModifierTests: XCTestCase {
  func testDelayHoldsTheStartValue() {
    let animation = Animation.linear(duration: 1).delay(0.5)
    XCTAssertEqual(animation.progress(at: 0.25), 0)
    XCTAssertEqual(animation.sample(at: 0.25).velocity, 0)
    XCTAssertFalse(animation.sample(at: 0.25).isFinished)
    XCTAssertEqual(animation.progress(at: 1), 0.5, accuracy: 1e-12)
    XCTAssertEqual(animation.duration, 1.5, accuracy: 1e-12)
    XCTAssertTrue(animation.sample(at: 1.5).isFinished)
  }

  func testSpeedTwoHalvesTheTime() {
    let base = Animation.easeInOut(duration: 1)
    let fast = base.speed(2)
    for t in [0.1, 0.2, 0.3, 0.45] {
      XCTAssertEqual(fast.progress(at: t), base.progress(at: 2 * t), accuracy: 1e-12)
      XCTAssertEqual(
        fast.sample(at: t).velocity, 2 * base.sample(at: 2 * t).velocity, accuracy: 1e-9)
    }
    XCTAssertEqual(fast.duration, 0.5, accuracy: 1e-12)
    XCTAssertEqual(Animation.default.speed(2).logicalDuration, 0.25, accuracy: 1e-12)
  }

  func testModifierOrderMatters() {
    XCTAssertEqual(Animation.linear(duration: 1).delay(1).speed(2).duration, 1, accuracy: 1e-12)
    XCTAssertEqual(Animation.linear(duration: 1).speed(2).delay(1).duration, 1.5, accuracy: 1e-12)
  }

  func testRepeatCountTwoAutoreversesBackToStartThenFinishesAtTarget() {
    let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    XCTAssertEqual(animation.progress(at: 0.5), 0.5, accuracy: 1e-12)
    XCTAssertEqual(animation.progress(at: 0.999), 0.999, accuracy: 1e-9)
    XCTAssertEqual(animation.progress(at: 1.25), 0.75, accuracy: 1e-12)
    XCTAssertEqual(animation.sample(at: 1.25).velocity, -1, accuracy: 1e-9)
    XCTAssertEqual(animation.progress(at: 1.999), 0.001, accuracy: 1e-9)
    XCTAssertFalse(animation.sample(at: 1.999).isFinished)
    let end = animation.sample(at: 2)
    XCTAssertTrue(end.isFinished)
    XCTAssertEqual(end.progress, 1)
    XCTAssertEqual(animation.duration, 2, accuracy: 1e-12)
    XCTAssertEqual(animation.logicalDuration, 2, accuracy: 1e-12)
  }

  func testRepeatWithoutAutoreverseRestarts() {
    let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
    XCTAssertEqual(animation.progress(at: 1.25), 0.25, accuracy: 1e-12)
    XCTAssertEqual(animation.progress(at: 2.5), 0.5, accuracy: 1e-12)
    XCTAssertTrue(animation.sample(at: 3).isFinished)
  }

  func testRepeatCountIncludesInnerDelay() {
    let animation = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
    XCTAssertEqual(animation.progress(at: 2.5), 0, accuracy: 1e-12)
    XCTAssertEqual(animation.progress(at: 3.5), 0.5, accuracy: 1e-12)
    XCTAssertEqual(animation.duration, 4, accuracy: 1e-12)
  }

  func testRepeatForeverNeverFinishes() {
    let animation = Animation.linear(duration: 1).repeatForever()
    XCTAssertEqual(animation.progress(at: 1000.25), 0.25, accuracy: 1e-9)
    XCTAssertEqual(animation.progress(at: 1001.25), 0.75, accuracy: 1e-9)
    XCTAssertFalse(animation.sample(at: 1e6).isFinished)
    XCTAssertEqual(animation.duration, .infinity)
    XCTAssertFalse(animation.isComplete(elapsed: 1e6))
  }

  func testLogicallyCompleteAfter() {
    let animation = Animation.linear(duration: 2).logicallyComplete(after: 0.5)
    XCTAssertEqual(animation.logicalDuration, 0.5, accuracy: 1e-12)
    XCTAssertEqual(animation.duration, 2, accuracy: 1e-12)
  }
}
