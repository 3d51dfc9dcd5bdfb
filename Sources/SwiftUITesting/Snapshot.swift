import Foundation
import SwiftUI

/// Compares rendered frames with reference PNGs stored next to the tests.
///
/// References live in `Tests/<Target>/Snapshots/NAME.png`. A missing reference, or `SNAPSHOT_RECORD=1` in the
/// environment, records the image and reports that as a failure (so a recording never passes silently). On a
/// mismatch the rendered image is written as `NAME.png.actual` (gitignored) beside the reference.
package enum Snapshot {
  /// Largest per-channel difference that still counts as the same pixel (antialiasing, font rasterization).
  package static let channelTolerance = 8
  /// Share of pixels that may differ by more than that.
  package static let allowedFraction = 0.005

  /// The `Snapshots` folder of the test target holding `filePath` (pass `#filePath`).
  package static func directory(for filePath: String) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.pathComponents.count > 1
      && url.deletingLastPathComponent().lastPathComponent != "Tests"
    {
      url = url.deletingLastPathComponent()
    }
    return url.appendingPathComponent("Snapshots")
  }

  /// nil when the image matches its reference; otherwise why not.
  package static func compare(_ image: RenderedImage, named name: String, filePath: String)
    -> String?
  {
    let folder = directory(for: filePath)
    let reference = folder.appendingPathComponent(name + ".png").path
    let actual = reference + ".actual"
    try? FileManager.default.removeItem(atPath: actual)
    let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    guard !recording, let expected = RenderedImage.loadPNG(at: reference) else {
      image.writePNG(to: reference)
      return
        "recorded snapshot \(reference)\(recording ? " (SNAPSHOT_RECORD=1)" : ""); look at it, then run again"
    }
    guard expected.pixelWidth == image.pixelWidth, expected.pixelHeight == image.pixelHeight else {
      image.writePNG(to: actual)
      return "snapshot \(name): size \(image.pixelWidth)x\(image.pixelHeight) px, reference "
        + "\(expected.pixelWidth)x\(expected.pixelHeight) px; actual image written to \(actual)"
    }
    var differing = 0
    var worst = 0
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let distance = image.pixel(x: x, y: y).distance(to: expected.pixel(x: x, y: y))
        worst = max(worst, distance)
        if distance > channelTolerance { differing += 1 }
      }
    }
    let total = image.pixelWidth * image.pixelHeight
    guard Double(differing) > Double(total) * allowedFraction else { return nil }
    image.writePNG(to: actual)
    let percent = String(format: "%.2f", Double(differing) * 100 / Double(total))
    return
      "snapshot \(name): \(differing) of \(total) px (\(percent)%) differ by more than \(channelTolerance) "
      + "(worst \(worst)); actual image written to \(actual)"
  }
}
