import FindYourMatchStore
import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// Skipping equal views is an optimisation: every frame of the onboarding and the deck, mid-animation too, is
/// drawn pixel for pixel the same with it turned off (as `SWIFTUI_SKIP_EQUAL_VIEWS=0` does).
@MainActor @Suite struct SkippingDrawsTheSameTests {
  /// Frames of one scripted run; `frame()` advances the clock a sixtieth of a second and renders.
  @MainActor final class Run {
    let driver: AppDriver
    var frames: [RenderedImage] = []
    /// Skipped while the app started, before the switch was set.
    let skippedAtStart: Int
    var skipped: Int { driver.host.skippedUpdates - skippedAtStart }
    init(_ driver: AppDriver, skipping: Bool) {
      self.driver = driver
      skippedAtStart = driver.host.skippedUpdates
      driver.host.skipsEqualViews = skipping
      // Layers are compared with direct drawing on their own (LayerCacheRenderingTests); here only skipping.
      driver.host.layerCachePolicy = .never
      frames.append(driver.screenshot())
    }
    func frames(_ count: Int) {
      for _ in 0..<count {
        driver.host.advance(by: 1.0 / 60)
        frames.append(driver.screenshot())
      }
    }
  }

  func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    var differing = 0
    for y in stride(from: 0, to: a.pixelHeight, by: 1) {
      for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
    }
    return differing
  }

  func compare(_ script: (Run) throws -> Void, launch: () -> AppDriver) throws {
    let skipping = Run(launch(), skipping: true)
    try script(skipping)
    let full = Run(launch(), skipping: false)
    try script(full)
    #expect(skipping.frames.count == full.frames.count)
    #expect(skipping.skipped > 0, "the run skipped some views")
    #expect(full.skipped == 0)
    for (index, (a, b)) in zip(skipping.frames, full.frames).enumerated() {
      let differing = differingPixels(a, b)
      #expect(differing == 0, "frame \(index): \(differing) pixels differ")
    }
  }

  @Test func theDeckDrawsTheSameWithoutSkipping() throws {
    let community = CommunityGenerator.makeCommunity()
    try compare(
      { run in
        let driver = run.driver
        // A drag right, sampled while the finger moves, released short (springs back), then thrown.
        driver.touchDown(at: CGPoint(x: 195, y: 400))
        for step in 1...8 {
          driver.touchMove(to: CGPoint(x: 195 + CGFloat(step) * 10, y: 400 + CGFloat(step)))
          run.frames(1)
        }
        driver.touchUp(at: CGPoint(x: 275, y: 408))
        run.frames(10)
        driver.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 395, y: 420), duration: 0.2)
        run.frames(12)
        try driver.tap("Nope")
        run.frames(12)
        try driver.tap("Rewind")
        run.frames(20)
      },
      launch: {
        let model = DeckModel(community: Array(community.dropFirst()))
        return AppDriver(DiscoverView(model: model, me: community[0]), scale: 2)
      })
  }

  @Test func theOnboardingDrawsTheSameWithoutSkipping() throws {
    let app = TestApp()
    try compare(
      { run in
        let driver = run.driver
        try driver.tap("SIGN UP")
        run.frames(12)
        driver.type("Nick")
        run.frames(2)
        try driver.tap("NEXT")
        run.frames(12)
        try driver.tap("NEXT")
        run.frames(12)
      },
      launch: { app.launch() })
  }
}
