import Foundation
import SwiftUI
import SwiftUITesting

/// Where the suite's screenshots go, to be looked at beside the iOS look they copy (a new temporary folder for
/// each run).
let compatibilityScreenshots = temporaryFolder("compatibility-screens")

extension RenderedImage.Pixel {
  /// Within `tolerance` of an opaque colour given as 0-255 components.
  func isClose(to red: Int, _ green: Int, _ blue: Int, tolerance: Int = 24) -> Bool {
    abs(Int(self.red) - red) <= tolerance && abs(Int(self.green) - green) <= tolerance
      && abs(Int(self.blue) - blue) <= tolerance && alpha > 200
  }
  /// Near white (the screen's background).
  var isBackground: Bool { red > 245 && green > 245 && blue > 245 }
}

extension RenderedImage {
  /// The pixels along a horizontal line in points, one per point from `x0` to `x1`.
  func row(y: CGFloat, from x0: CGFloat, to x1: CGFloat) -> [Pixel] {
    stride(from: x0, through: x1, by: 1).map { pixel(at: CGPoint(x: $0, y: y)) }
  }

  /// Whether some point of `rect` is drawn differently in `other` (sampled every point).
  func differs(from other: RenderedImage, in rect: CGRect) -> Bool {
    for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
      for x in stride(from: rect.minX, to: rect.maxX, by: 1) {
        let a = pixel(at: CGPoint(x: x, y: y))
        let b = other.pixel(at: CGPoint(x: x, y: y))
        if abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green))
          + abs(Int(a.blue) - Int(b.blue)) > 30
        {
          return true
        }
      }
    }
    return false
  }

  /// The points of `rect` whose pixel satisfies `predicate` (sampled every point).
  func count(in rect: CGRect, where predicate: (Pixel) -> Bool) -> Int {
    var count = 0
    for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
      for x in stride(from: rect.minX, to: rect.maxX, by: 1)
      where predicate(pixel(at: CGPoint(x: x, y: y))) {
        count += 1
      }
    }
    return count
  }
}

/// iOS system colours, as 0-255 components (light mode).
enum IOSColor {
  static let blue = (0, 122, 255)
  static let green = (52, 199, 89)
  static let orange = (255, 149, 0)
  static let red = (255, 59, 48)
  /// `secondaryLabel` over white: rgba(60, 60, 67, 0.6).
  static let secondaryLabel = (138, 138, 142)
  /// UIProgressView's track.
  static let progressTrack = (227, 227, 232)
}
