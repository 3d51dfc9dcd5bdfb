import Foundation
import XCTest

@testable import SwiftUI

final class AnimationAPITests: XCTestCase {
  private func springParameters(_ animation: Animation) -> (
    response: Double, damping: Double, blend: Double
  )? {
    guard case .spring(let response, let damping, let blend) = animation.base else { return nil }
    return (response, damping, blend)
  }

  private func assertSpring(
    _ animation: Animation, response: Double, damping: Double, blend: Double = 0,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let parameters = springParameters(animation) else {
      return XCTFail("\(animation) is not a spring", file: file, line: line)
    }
    XCTAssertEqual(parameters.response, response, accuracy: 1e-12, file: file, line: line)
    XCTAssertEqual(parameters.damping, damping, accuracy: 1e-12, file: file, line: line)
    XCTAssertEqual(parameters.blend, blend, accuracy: 1e-12, file: file, line: line)
  }

  func testDefaultIsCriticallyDampedSpring() {
    assertSpring(.default, response: 0.5, damping: 1)
    assertSpring(.spring(), response: 0.5, damping: 1)
    assertSpring(.spring, response: 0.5, damping: 1)
    XCTAssertEqual(Animation.default, .spring(duration: 0.5, bounce: 0))
  }

  func testSpringDefaults() {
    assertSpring(.spring(response: 0.5), response: 0.5, damping: 0.825)
    assertSpring(.spring(dampingFraction: 0.5), response: 0.5, damping: 0.5)
    assertSpring(.spring(duration: 1, bounce: 0.2), response: 1, damping: 0.8)
    assertSpring(.spring(duration: 1, bounce: -0.5), response: 1, damping: 2)
    assertSpring(.interactiveSpring(), response: 0.15, damping: 0.86, blend: 0.25)
    assertSpring(.interactiveSpring, response: 0.15, damping: 0.86, blend: 0.25)
    assertSpring(
      .interactiveSpring(duration: 0.2, extraBounce: 0.05), response: 0.2, damping: 0.8, blend: 0.25
    )
  }

  func testPresetDampingFractions() {
    assertSpring(.smooth, response: 0.5, damping: 1)
    assertSpring(.snappy, response: 0.5, damping: 0.85)
    assertSpring(.bouncy, response: 0.5, damping: 0.7)
    assertSpring(.smooth(duration: 0.3, extraBounce: 0.1), response: 0.3, damping: 0.9)
    assertSpring(.snappy(duration: 0.4), response: 0.4, damping: 0.85)
    assertSpring(.bouncy(extraBounce: 0.1), response: 0.5, damping: 0.6)
  }

  func testInterpolatingSpringParameters() {
    guard
      case .interpolatingSpring(let mass, let stiffness, let damping, let velocity) =
        Animation.interpolatingSpring(duration: 0.5, bounce: 0.25, initialVelocity: 2).base
    else { return XCTFail("not an interpolating spring") }
    XCTAssertEqual(mass, 1)
    XCTAssertEqual(stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
    XCTAssertEqual(damping, 4 * .pi * 0.75 / 0.5, accuracy: 1e-9)
    XCTAssertEqual(velocity, 2)
    XCTAssertEqual(
      Animation.interpolatingSpring(stiffness: 100, damping: 10),
      .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
    XCTAssertEqual(Animation.interpolatingSpring, .interpolatingSpring(duration: 0.5, bounce: 0))
  }

  func testTimingCurveDefaults() {
    XCTAssertEqual(Animation.easeInOut, .easeInOut(duration: 0.35))
    XCTAssertEqual(Animation.easeIn, .timingCurve(0.42, 0, 1, 1))
    XCTAssertEqual(Animation.easeOut, .timingCurve(0, 0, 0.58, 1, duration: 0.35))
    XCTAssertEqual(Animation.linear.duration, 0.35, accuracy: 1e-12)
    XCTAssertNotEqual(Animation.linear, .easeIn)
  }

  func testEqualityIncludesModifiers() {
    XCTAssertEqual(Animation.easeIn.delay(1), .easeIn.delay(1))
    XCTAssertNotEqual(Animation.easeIn.delay(1).speed(2), .easeIn.speed(2).delay(1))
    XCTAssertEqual(Animation.linear.repeatCount(2), .linear.repeatCount(2, autoreverses: true))
    XCTAssertNotEqual(Animation.linear.repeatForever(), .linear.repeatForever(autoreverses: false))
  }

  func testDescription() {
    XCTAssertEqual(Animation.easeInOut.description, "easeInOut(duration: 0.35)")
    XCTAssertEqual(
      Animation.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false).description,
      "linear(duration: 1.0).delay(0.5).repeatForever(autoreverses: false)")
  }
}
