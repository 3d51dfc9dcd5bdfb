import Foundation
import XCTest

@testable import SwiftUI

final class VectorArithmeticTests: XCTestCase {
  func testScalarsScaleAndMeasure() {
    XCTAssertEqual(3.0.scaled(by: 2), 6)
    XCTAssertEqual(Float(3).scaled(by: 0.5), 1.5)
    XCTAssertEqual(CGFloat(-2).magnitudeSquared, 4)
    XCTAssertEqual(1.0.interpolated(towards: 3, amount: 0.25), 1.5)
  }

  func testPairIsComponentWise() {
    var pair = AnimatablePair(1.0, CGFloat(2)) + AnimatablePair(3.0, CGFloat(4))
    XCTAssertEqual(pair, AnimatablePair(4.0, CGFloat(6)))
    pair.scale(by: 0.5)
    XCTAssertEqual(pair, AnimatablePair(2.0, CGFloat(3)))
    XCTAssertEqual(pair.magnitudeSquared, 13)
    XCTAssertEqual(pair - pair, .zero)
  }

  func testEmptyDataIsInert() {
    var empty = EmptyAnimatableData()
    empty.scale(by: 10)
    XCTAssertEqual(empty + empty, .zero)
    XCTAssertEqual(empty.magnitudeSquared, 0)
  }

  func testDefaultImplementations() {
    struct Inert: Animatable {}
    var inert = Inert()
    inert.animatableData = EmptyAnimatableData()
    XCTAssertEqual(inert.animatableData, EmptyAnimatableData())

    var number = 2.0
    number.animatableData = 5
    XCTAssertEqual(number, 5)
  }

  func testGeometryRoundTripsThroughPairs() {
    var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    XCTAssertEqual(rect.animatableData.first.first, 1)
    XCTAssertEqual(rect.animatableData.second.second, 4)
    rect.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
    XCTAssertEqual(rect, CGRect(x: 10, y: 20, width: 30, height: 40))

    var point = CGPoint(x: 1, y: 2)
    point.animatableData = point.animatableData.scaled(by: 3)
    XCTAssertEqual(point, CGPoint(x: 3, y: 6))

    var size = CGSize(width: 5, height: 6)
    size.animatableData.first = 7
    XCTAssertEqual(size, CGSize(width: 7, height: 6))
  }

  func testAngle() {
    XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-12)
    XCTAssertEqual(Angle.radians(.pi / 2).degrees, 90, accuracy: 1e-12)
    XCTAssertEqual(Angle(), .zero)
    XCTAssertLessThan(Angle(degrees: 10), Angle(degrees: 20))
    var angle = Angle(degrees: 0)
    angle.degrees = 90
    XCTAssertEqual(angle.animatableData, .pi / 2, accuracy: 1e-12)
    angle.animatableData = .pi
    XCTAssertEqual(angle.degrees, 180, accuracy: 1e-12)
  }
}
