import Foundation
import Testing

@testable import SwiftUI

/// Core Graphics' rectangle transform as the runtime provides it on Linux: the smallest rectangle holding the
/// transformed corners, whatever the transform does to their order.
@Suite struct AffineTransformTests {
  let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

  @Test func aTranslatedAndScaledRectangleMovesAndGrows() {
    let moved = rect.applying(CGAffineTransform(translationX: 5, y: -5))
    #expect(moved == CGRect(x: 15, y: 15, width: 30, height: 40))
    let scaled = rect.applying(CGAffineTransform(scaleX: 2, y: 3))
    #expect(scaled == CGRect(x: 20, y: 60, width: 60, height: 120))
  }

  @Test func aMirroredRectangleKeepsAPositiveSize() {
    let mirrored = rect.applying(CGAffineTransform(scaleX: -1, y: -2))
    #expect(mirrored == CGRect(x: -40, y: -120, width: 30, height: 80))
  }

  @Test func aRotatedRectangleIsBoundedByItsCorners() {
    // A quarter turn: (x, y) goes to (-y, x).
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.minX - -60) < 1e-9 && abs(turned.maxX - -20) < 1e-9)
    #expect(abs(turned.minY - 10) < 1e-9 && abs(turned.maxY - 40) < 1e-9)
    // An eighth of a turn: the box grows to hold the diagonal corners.
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    let tilted = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
    #expect(abs(tilted.width - 10 * 2.squareRoot()) < 1e-9)
    #expect(abs(tilted.height - 10 * 2.squareRoot()) < 1e-9)
  }
}
