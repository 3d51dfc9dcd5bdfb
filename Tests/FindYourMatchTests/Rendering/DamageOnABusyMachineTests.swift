import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// A window on a busy machine draws its frames late and at uneven times, each only where something changed, and
/// keeps its layers between them. After a step's slide drawn that way, the canvas holds what drawing the whole
/// frame afresh (no cached layers) gives.
@MainActor @Suite struct DamageOnABusyMachineTests {
  /// Frame start times after SIGN UP (seconds), as a loaded machine's window drew them.
  nonisolated static let busyFrames: [[Double]] = [
    [0.194, 0.300, 0.340, 0.400, 0.512, 0.536, 0.560, 0.600, 1.128, 1.190, 1.700, 2.200],
    [0.05, 0.3, 0.31, 0.9, 0.95, 1.5, 2.0],
    [0.016, 0.033, 0.05, 0.36, 0.37, 0.41, 0.93, 1.4, 1.9],
  ]

  @Test(arguments: 0..<busyFrames.count, [1.0, 2.0])
  func aSlideDrawnAtUnevenTimesEndsAtRest(_ sequence: Int, scale: Double) throws {
    let app = TestApp()
    let driver = app.launch(scale: scale)
    let canvas = try #require(DamageCanvas(host: driver.host))
    driver.settle()
    canvas.renderChanges()
    let start = driver.host.clock.now
    try driver.tap("SIGN UP")
    for time in Self.busyFrames[sequence] {
      driver.host.clock.set(start + time)
      canvas.renderChanges()
    }
    let changed = canvas.snapshot()
    driver.host.discardRenderCaches(sizingTo: 0)
    driver.host.layerCachePolicy = .never
    let full = driver.screenshot()
    var differing = 0
    var first: (Int, Int)?
    for y in 0..<full.pixelHeight {
      for x in 0..<full.pixelWidth
      where changed.pixel(x: x, y: y).distance(to: full.pixel(x: x, y: y)) > 2 {
        differing += 1
        if first == nil { first = (x, y) }
      }
    }
    #expect(differing == 0, "\(differing) pixels differ, first at \(String(describing: first))")
  }
}
