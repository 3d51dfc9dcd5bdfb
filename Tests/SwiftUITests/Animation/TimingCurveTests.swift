import Foundation
import XCTest

@testable import SwiftUI

final class TimingCurveTests: XCTestCase {
  /// Independent reference: solve x(s) = x by plain bisection, return y(s).
  private func referenceBezier(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, x: Double
  ) -> Double {
    func axis(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if axis(middle, p1x, p2x) < x { low = middle } else { high = middle }
    }
    return axis((low + high) / 2, p1y, p2y)
  }

  func testEaseInOutMidpointIsHalf() {
    XCTAssertEqual(Animation.easeInOut.progress(at: 0.175), 0.5, accuracy: 1e-3)
    XCTAssertEqual(Animation.easeInOut(duration: 2).progress(at: 1), 0.5, accuracy: 1e-3)
  }

  func testEaseInOutQuarterMatchesCubicBezier() {
    let expected = referenceBezier(0.42, 0, 0.58, 1, x: 0.25)
    XCTAssertEqual(Animation.easeInOut(duration: 1).progress(at: 0.25), expected, accuracy: 1e-3)
    XCTAssertLessThan(expected, 0.25)  // slow start
  }

  func testStandardCurvesAgainstReference() {
    let curves: [(Animation, [Double])] = [
      (.easeIn(duration: 1), [0.42, 0, 1, 1]),
      (.easeOut(duration: 1), [0, 0, 0.58, 1]),
      (.easeInOut(duration: 1), [0.42, 0, 0.58, 1]),
      (.timingCurve(0.2, 0.9, 0.3, 1.4, duration: 1), [0.2, 0.9, 0.3, 1.4]),
    ]
    for (animation, p) in curves {
      for x in stride(from: 0.05, to: 1, by: 0.1) {
        XCTAssertEqual(
          animation.progress(at: x), referenceBezier(p[0], p[1], p[2], p[3], x: x), accuracy: 1e-6,
          "\(animation) at \(x)")
      }
    }
  }

  func testLinearAndEnds() {
    XCTAssertEqual(Animation.linear(duration: 2).progress(at: 0.5), 0.25, accuracy: 1e-12)
    XCTAssertEqual(Animation.easeIn.progress(at: 0), 0)
    let end = Animation.easeIn.sample(at: 0.35)
    XCTAssertEqual(end.progress, 1)
    XCTAssertTrue(end.isFinished)
    XCTAssertFalse(Animation.easeIn.sample(at: 0.34).isFinished)
  }

  func testVelocityMatchesFiniteDifference() {
    for animation in [Animation.easeInOut, .easeIn, .easeOut, .linear(duration: 2)] {
      for t in [0.0, 0.05, 0.1, 0.2, 0.3] {
        let h = 1e-7
        let numeric = (animation.progress(at: t + h) - animation.progress(at: t)) / h
        XCTAssertEqual(
          animation.sample(at: t).velocity, numeric, accuracy: 1e-3, "\(animation) at \(t)")
      }
    }
  }

  func testLogicalDurationIsTheCurveDuration() {
    XCTAssertEqual(Animation.easeInOut.logicalDuration, 0.35, accuracy: 1e-12)
    XCTAssertFalse(Animation.easeInOut.isComplete(elapsed: 0.3))
    XCTAssertTrue(Animation.easeInOut.isComplete(elapsed: 0.35))
    XCTAssertTrue(Animation.easeInOut.isComplete(elapsed: 0.35, criteria: .removed))
  }
}
