import FindYourMatchStore
import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// The deck is drawn from layers while a card is dragged and thrown (the cards behind and the top card's portrait
/// stay the same): the frames look as drawn directly. Cards at rest are exact but for rounding; the card under
/// the finger turns, and its resampled layer may differ only along edges.
@MainActor @Suite struct DeckLayersTests {
  @MainActor final class Run {
    let driver: AppDriver
    var frames: [RenderedImage] = []
    /// Whether each frame shows a card turning or flying (resampled), not every card at rest.
    var moving: [Bool] = []
    var reused = 0
    init(policy: LayerCachePolicy) {
      let community = CommunityGenerator.makeCommunity()
      let model = DeckModel(community: Array(community.dropFirst()))
      driver = AppDriver(DiscoverView(model: model, me: community[0]), scale: 2)
      driver.host.layerCachePolicy = policy
      frames.append(driver.screenshot())
      moving.append(false)
    }
    func frames(_ count: Int, moving: Bool) {
      for _ in 0..<count {
        driver.host.advance(by: 1.0 / 60)
        frames.append(driver.screenshot())
        self.moving.append(moving)
        reused += driver.host.renderStats.reused
      }
    }
    func script() {
      frames(2, moving: false)
      driver.touchDown(at: CGPoint(x: 195, y: 400))
      for step in 1...10 {
        driver.touchMove(to: CGPoint(x: 195 + CGFloat(step) * 9, y: 400 + CGFloat(step) * 0.5))
        frames(1, moving: true)
      }
      driver.touchUp(at: CGPoint(x: 195 + 150, y: 410))
      frames(30, moving: true)
      // Whatever still moves has stopped by now: the next person on top, two behind, all at rest.
      frames(60, moving: true)
      frames(3, moving: false)
    }
  }

  /// What the window does while idle after the first frame: the cards at rest get their layers, so the drag's
  /// first frame makes none (without it, that frame makes the moving card's layer and draws the cards behind)
  /// and still looks as drawn directly.
  @Test func layersPreparedWhileIdleServeTheFirstFrameOfADrag() {
    func firstDragFrame(preparing: Bool) -> (rasterized: Int, image: RenderedImage, made: Int) {
      let run = Run(policy: .whenCheaper)
      let made = preparing ? run.driver.host.prepareWhileIdle() : 0
      run.driver.touchDown(at: CGPoint(x: 195, y: 400))
      run.driver.touchMove(to: CGPoint(x: 204, y: 400.5))
      run.frames(1, moving: true)
      return (run.driver.host.renderStats.rasterized, run.frames.last!, made)
    }
    let prepared = firstDragFrame(preparing: true)
    let unprepared = firstDragFrame(preparing: false)
    #expect(prepared.made >= 3, "the cards at rest were layered while idle")
    #expect(
      unprepared.rasterized >= 1, "without preparing, the first frame makes the moving card's layer"
    )
    #expect(prepared.rasterized == 0, "the prepared layers served the first frame")
    let direct = Run(policy: .never)
    direct.driver.touchDown(at: CGPoint(x: 195, y: 400))
    direct.driver.touchMove(to: CGPoint(x: 204, y: 400.5))
    direct.frames(1, moving: true)
    let image = prepared.image
    let (_, visible) = image.difference(from: direct.frames.last!, visible: 24)
    #expect(visible < image.pixelWidth * image.pixelHeight / 100)
  }

  @Test func aDraggedAndThrownCardLooksAsDrawnDirectly() {
    let layered = Run(policy: .whenCheaper)
    layered.script()
    let direct = Run(policy: .never)
    direct.script()
    #expect(layered.reused > 20, "the deck was drawn from layers")
    for (index, (a, b)) in zip(layered.frames, direct.frames).enumerated() {
      let (_, visible) = a.difference(from: b, visible: 24)
      let (_, off) = a.difference(from: b, visible: 3)
      if layered.moving[index] {
        // A turning card's edges are resampled: a visible difference only there.
        #expect(
          visible < a.pixelWidth * a.pixelHeight / 100,
          "frame \(index): \(visible) pixels differ visibly")
      } else {
        // Rounding, and the outermost pixels along the cards' rounded corners and edges.
        #expect(
          off < a.pixelWidth * a.pixelHeight / 100, "frame \(index) (at rest): \(off) pixels differ"
        )
      }
    }
  }
}
