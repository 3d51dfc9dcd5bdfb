import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// What the welcome screen holds once the window has prepared while idle: no layer over the whole window (the
/// screen at rest, made useless by any change) and no raster of its background gradient, so the idle window
/// keeps no window-sized pixel buffer of its own beyond the frame on screen.
@MainActor @Suite struct IdleWelcomeMemoryTests {
  @Test func theIdleWelcomeScreenKeepsNoWindowSizedLayerOrRaster() throws {
    let app = TestApp()
    let driver = app.launch(scale: 2)
    _ = driver.screenshot()
    driver.host.prepareWhileIdle()
    let window = 390 * 2 * 844 * 2
    var largest = 0
    func walk(_ node: ViewNode) {
      if let cache = node.layerCache {
        // The pixels it holds that are not transparent, or (not known) its node's frame at 2x.
        let pixels =
          cache.layer.painted.map { $0.width * $0.height }
          ?? Int(cache.size.width * 2 * cache.size.height * 2)
        largest = max(largest, pixels)
      }
      for child in node.children { walk(child) }
    }
    walk(driver.host.graph.root)
    #expect(largest < window / 2, "a layer of \(largest) px was kept (the window is \(window) px)")
    #expect(driver.host.renderer.gradientRasters.keptPixels == 0)
  }
}
