import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A store of its own for each test, so a signed-in flag left by one test cannot leak into another.
func freshStore() -> UserDefaults {
  UserDefaults(suiteName: "seed-test-\(UUID().uuidString)")!
}

/// Where the screenshots of the seeds' screens go, to be looked at (a new temporary folder for each run).
let screenshotFolder = temporaryFolder("seed-compatibility")

/// SwiftUI's `Color.purple`, the seeds' accent.
let seedPurple = RenderedImage.Pixel(red: 175, green: 82, blue: 222)

extension RenderedImage {
  /// Whether a white line (an underline) runs under `frame`: a row near its bottom white across nearly all of
  /// its width.
  func hasWhiteLine(under frame: CGRect) -> Bool {
    stride(from: frame.maxY - 6, through: frame.maxY + 12, by: 0.5).contains { y in
      fraction(in: CGRect(x: frame.minX + 4, y: y, width: frame.width - 8, height: 0.5)) {
        $0.isWhite()
      } > 0.95
    }
  }

  /// The light panel of an alert over the dimmed screen, if one is drawn.
  func alertPanel() -> CGRect? {
    bounds(in: CGRect(x: 0, y: 150, width: 390, height: 544)) { $0.isWhite(225) }
  }

  /// Whether `frame` is drawn as purple text or symbol on white: white around, purple strokes within.
  func showsPurple(in frame: CGRect) -> Bool {
    count(in: frame) { $0.isClose(to: seedPurple, tolerance: 30) } > 30
  }
}

extension AppDriver {
  /// The slider on screen, if any.
  func sliderFrame() -> CGRect? { elements().first { $0.kind == .control("slider") }?.frame }

  /// The text field whose placeholder is `placeholder` (a label beside it may read the same).
  func textField(_ placeholder: String) -> InspectedElement? {
    elements().last { $0.label == placeholder && $0.kind != .text }
  }
}
