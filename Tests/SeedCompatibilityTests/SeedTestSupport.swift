import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A store of its own for each test, so a signed-in flag left by one test cannot leak into another.
func freshStore() -> UserDefaults {
  UserDefaults(suiteName: "seed-test-\(UUID().uuidString)")!
}

/// Where the screenshots of the seeds' screens go, to be looked at.
let screenshotFolder: String = {
  let path = "/tmp/seed-compatibility"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}()

extension AppDriver {
  /// The slider on screen, if any.
  func sliderFrame() -> CGRect? { elements().first { $0.kind == .control("slider") }?.frame }

  /// The text field whose placeholder is `placeholder` (a label beside it may read the same).
  func textField(_ placeholder: String) -> InspectedElement? {
    elements().last { $0.label == placeholder && $0.kind != .text }
  }
}
