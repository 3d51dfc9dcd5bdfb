import Foundation
import XCTest

@testable import SwiftUI

final class SpringTests: XCTestCase {
  /// 1 - (1 + ωt)e^(-ωt) with ω = 2π/response: critically damped from 0 to 1.
  private func criticallyDamped(response: Double, t: Double) -> Double {
    let omega = 2 * .pi / response
    return 1 - (1 + omega * t) * exp(-omega * t)
  }

  func testDefaultMatchesCriticallyDampedFormula() {
    for animation in [Animation.default, .spring(), .smooth] {
      XCTAssertEqual(
        animation.progress(at: 0.1), criticallyDamped(response: 0.5, t: 0.1), accuracy: 1e-9)
      XCTAssertEqual(
        animation.progress(at: 0.25), criticallyDamped(response: 0.5, t: 0.25), accuracy: 1e-9)
    }
    XCTAssertEqual(Animation.default.progress(at: 0.1), 0.3577, accuracy: 1e-3)
    XCTAssertEqual(Animation.default.progress(at: 0.25), 0.8210, accuracy: 1e-3)
  }

  func testCriticallyDampedNeverOvershoots() {
    for step in 0...200 {
      XCTAssertLessThanOrEqual(Animation.default.progress(at: Double(step) * 0.01), 1 + 1e-12)
    }
  }

  func testUnderdampedOvershootsAndMatchesClosedForm() {
    let animation = Animation.spring(response: 0.5, dampingFraction: 0.5)
    let peak = (0...200).map { animation.progress(at: Double($0) * 0.005) }.max() ?? 0
    XCTAssertGreaterThan(peak, 1.1)
    // Independent closed form for x(0) = 1, v(0) = 0.
    let omega = 4 * Double.pi
    let zeta = 0.5
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    for t in [0.05, 0.2, 0.4] {
      let x = exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
      XCTAssertEqual(animation.progress(at: t), 1 - x, accuracy: 1e-9)
    }
  }

  func testOverdampedMatchesClosedForm() {
    let animation = Animation.spring(duration: 0.5, bounce: -0.5)  // ζ = 2
    let omega = 4 * Double.pi
    let r1 = -omega * (2 - 3.0.squareRoot())
    let r2 = -omega * (2 + 3.0.squareRoot())
    let b = -r1 / (r2 - r1)
    for t in [0.05, 0.2, 0.6] {
      let x = (1 - b) * exp(r1 * t) + b * exp(r2 * t)
      XCTAssertEqual(animation.progress(at: t), 1 - x, accuracy: 1e-9)
    }
  }

  func testInterpolatingSpringUsesInitialVelocity() {
    let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 3)
    let h = 1e-7
    XCTAssertEqual((animation.progress(at: h) - animation.progress(at: 0)) / h, 3, accuracy: 1e-3)
    XCTAssertEqual(animation.sample(at: 0).velocity, 3, accuracy: 1e-9)
    // ODE residual: x'' + 15x' + 170x = 0 for x = 1 - progress.
    let t = 0.2
    let step = 1e-4
    let x = { (time: Double) in 1 - animation.progress(at: time) }
    let second = (x(t + step) - 2 * x(t) + x(t - step)) / (step * step)
    let first = (x(t + step) - x(t - step)) / (2 * step)
    XCTAssertEqual(second + 15 * first + 170 * x(t), 0, accuracy: 1e-3)
  }

  func testSpringSettlesAndFinishes() {
    let animation = Animation.spring(response: 0.5, dampingFraction: 0.5)
    let settle = animation.duration
    XCTAssertGreaterThan(settle, 0.5)
    XCTAssertLessThan(settle, 3)
    XCTAssertFalse(animation.sample(at: settle * 0.9).isFinished)
    XCTAssertTrue(animation.sample(at: settle).isFinished)
    for step in 0...100 {
      let t = settle + Double(step) * 0.01
      XCTAssertEqual(animation.progress(at: t), 1, accuracy: 1e-3)
    }
    // Apple's fluid springs are logically complete after their response.
    XCTAssertEqual(animation.logicalDuration, 0.5, accuracy: 1e-12)
    XCTAssertTrue(animation.isComplete(elapsed: 0.5))
    XCTAssertFalse(animation.isComplete(elapsed: 0.5, criteria: .removed))
    XCTAssertEqual(animation.estimatedDuration, 0.5, accuracy: 1e-12)
    XCTAssertEqual(animation.completionDuration(.removed), settle, accuracy: 1e-12)
    XCTAssertEqual(Animation.linear.repeatForever().estimatedDuration, .infinity)
  }

  func testZeroResponseJumps() {
    let animation = Animation.spring(response: 0, dampingFraction: 1)
    XCTAssertTrue(animation.sample(at: 0).isFinished)
    XCTAssertEqual(animation.progress(at: 0), 1)
  }
}
