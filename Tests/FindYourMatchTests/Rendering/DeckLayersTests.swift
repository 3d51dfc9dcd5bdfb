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
    /// Children drawn only around the opaque cards over them, over all frames.
    var occluded = 0
    init(policy: LayerCachePolicy, occlusion: Bool = true) {
      let community = CommunityGenerator.makeCommunity()
      let model = DeckModel(community: Array(community.dropFirst()))
      driver = AppDriver(DiscoverView(model: model, me: community[0]), scale: 2)
      driver.host.layerCachePolicy = policy
      driver.host.occlusionEnabled = occlusion
      frames.append(driver.screenshot())
      moving.append(false)
    }
    func frames(_ count: Int, moving: Bool) {
      for _ in 0..<count {
        driver.host.advance(by: 1.0 / 60)
        frames.append(driver.screenshot())
        self.moving.append(moving)
        reused += driver.host.renderStats.reused
        occluded += driver.host.occludedChildren
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

  /// The layers of the cards under the top card are composited only where it does not cover them with opaque
  /// pixels (occlusion): every frame of a drag and a throw, the idle preparations between included, is pixel
  /// for pixel what compositing them whole gives.
  @Test func cardsUnderTheTopCardAreDrawnOnlyWhereTheyShow() {
    func run(occlusion: Bool) -> Run {
      let run = Run(policy: .whenCheaper, occlusion: occlusion)
      run.driver.host.prepareWhileIdle()
      run.script()
      run.driver.host.prepareWhileIdle()
      run.driver.press(.left)
      run.frames(40, moving: true)
      return run
    }
    let occluding = run(occlusion: true)
    let whole = run(occlusion: false)
    #expect(occluding.occluded > 100, "the cards under the top one were drawn around it")
    #expect(whole.occluded == 0)
    for (index, (a, b)) in zip(occluding.frames, whole.frames).enumerated() {
      let (worst, differing) = a.difference(from: b, visible: 1)
      #expect(worst == 0, "frame \(index): \(differing) pixels differ, by up to \(worst)")
    }
  }

  /// The next person's card waits transparent under the last card shown, its layers made while the window is
  /// idle: the throw that uncovers it draws no card again (a portrait costs several milliseconds at 2x), and
  /// the drag before it compares no view type for the first time.
  @Test func theNextCardAndTheViewComparisonsArePreparedWhileIdle() {
    let run = Run(policy: .whenCheaper)
    run.driver.host.prepareWhileIdle()
    let comparisons = ViewEquality.known.count
    run.driver.touchDown(at: CGPoint(x: 195, y: 400))
    for step in 1...10 {
      run.driver.touchMove(to: CGPoint(x: 195 + CGFloat(step) * 12, y: 400))
      run.frames(1, moving: true)
    }
    #expect(ViewEquality.known.count == comparisons, "no view type compared for the first time")
    run.driver.touchUp(at: CGPoint(x: 195 + 150, y: 400))
    // The release draws the Rewind button anew (enabled by the first swipe), with its shadow; after it, the
    // frames of the throw, while the cards move, composite layers only.
    run.frames(1, moving: true)
    #expect(run.driver.host.isAnimating)
    var rasterized = 0
    for _ in 0..<10 {
      run.frames(1, moving: true)
      rasterized += run.driver.host.renderStats.rasterized
    }
    #expect(rasterized == 0, "\(rasterized) layers made during the throw")
  }

  /// "It's a match!" waits transparent over the deck while the person on top would like you back, its layer
  /// made while the window is idle: the like's frames fade it in by compositing that layer (drawn whole for
  /// the first time mid-throw, it cost about 50 ms at 2x) and look as drawn directly.
  @Test func theMatchScreenIsPreparedWhileIdleAndFadesInFromItsLayer() throws {
    let everyone = CommunityGenerator.makeCommunity()
    let liker = try #require(everyone.dropFirst().first { $0.likesBack(boosted: false) })
    let strangers = everyone.dropFirst().filter { !$0.likesBack(boosted: true) }.prefix(4)
    func run(_ policy: LayerCachePolicy) -> (
      frames: [RenderedImage], rasterized: Int, shown: Double
    ) {
      let model = DeckModel(community: [liker] + strangers)
      let driver = AppDriver(DiscoverView(model: model, me: everyone[0]), scale: 2)
      driver.host.layerCachePolicy = policy
      _ = driver.screenshot()
      driver.host.prepareWhileIdle()
      #expect(!driver.exists("It's a match!"), "waiting, it does not show")
      driver.press(.right)
      // The release frame draws the buttons anew (disabled while the match shows).
      driver.host.advance(by: 1.0 / 60)
      var frames = [driver.screenshot()]
      var rasterized = 0
      for _ in 0..<8 {
        driver.host.advance(by: 1.0 / 60)
        frames.append(driver.screenshot())
        rasterized += driver.host.renderStats.rasterized
      }
      return (frames, rasterized, driver.opacity(of: "It's a match!") ?? 0)
    }
    let layered = run(.whenCheaper)
    let direct = run(.never)
    #expect(layered.shown > 0.3 && layered.shown < 1, "fading in: \(layered.shown)")
    #expect(layered.rasterized == 0, "\(layered.rasterized) layers made while it fades in")
    for (index, (a, b)) in zip(layered.frames, direct.frames).enumerated() {
      let (_, visible) = a.difference(from: b, visible: 24)
      #expect(
        visible < a.pixelWidth * a.pixelHeight / 100,
        "frame \(index): \(visible) pixels differ visibly")
    }
  }

  /// The match screen's view types, fonts and text layouts are made with the deck's first frame, by one for
  /// yourself that never shows — not in the throw that brings the first person who would like you back on top
  /// (7-9 ms at 2x). Even with no such person in the deck it is laid out, and it is never drawn: idle
  /// preparation makes no layer of it (a window of pixels), and nothing of it can be seen.
  @Test func aMatchScreenIsLaidOutFromTheFirstFrameAndNeverDrawn() throws {
    let everyone = CommunityGenerator.makeCommunity()
    let strangers = Array(everyone.dropFirst().filter { !$0.likesBack(boosted: true) }.prefix(4))
    let model = DeckModel(community: strangers)
    let driver = AppDriver(DiscoverView(model: model, me: everyone[0]), scale: 2)
    _ = driver.screenshot()
    driver.host.prepareWhileIdle()
    func nodes(under node: ViewNode) -> [ViewNode] {
      [node] + node.children.flatMap { nodes(under: $0) }
    }
    let overlays = nodes(under: driver.host.graph.root).filter { $0.view is MatchOverlay }
    #expect(overlays.count == 1, "\(overlays.count) match screens laid out")
    let overlay = try #require(overlays.first)
    #expect(overlay.frame.size.width > 300, "laid out at full size: \(overlay.frame)")
    let layered = nodes(under: overlay).filter { $0.layerCache != nil || $0.shadowCache != nil }
    #expect(layered.isEmpty, "\(layered.count) layers of the match screen")
    #expect(!driver.exists("It's a match!"))
    #expect(!driver.exists("Keep swiping"))
  }

  /// Once faded in whole, "It's a match!" is still composited from the layer it faded in from: the frames that
  /// end the like do not draw the screen and its two portraits again, and look as drawn directly.
  @Test func theMatchScreenShownWholeIsDrawnFromItsLayer() throws {
    let everyone = CommunityGenerator.makeCommunity()
    let liker = try #require(everyone.dropFirst().first { $0.likesBack(boosted: false) })
    let strangers = everyone.dropFirst().filter { !$0.likesBack(boosted: true) }.prefix(4)
    func run(_ policy: LayerCachePolicy) -> (
      image: RenderedImage, nodes: Int, fading: Int, shown: Double
    ) {
      let model = DeckModel(community: [liker] + strangers)
      let driver = AppDriver(DiscoverView(model: model, me: everyone[0]), scale: 2)
      driver.host.layerCachePolicy = policy
      _ = driver.screenshot()
      driver.host.prepareWhileIdle()
      driver.press(.right)
      var frames = 0
      var image: RenderedImage
      var fading = 0
      var nodes = 0
      // Until the frame the like ends in: the card has flown, the match screen shows whole.
      repeat {
        fading = nodes
        driver.host.advance(by: 1.0 / 60)
        image = driver.screenshot()
        nodes = driver.host.renderStats.nodes
        frames += 1
      } while driver.host.isAnimating && frames < 120
      return (image, nodes, fading, driver.opacity(of: "It's a match!") ?? 0)
    }
    let layered = run(.whenCheaper)
    let direct = run(.never)
    #expect(layered.shown == 1 && direct.shown == 1, "shown whole: \(layered.shown)")
    // Drawn, the match screen is some 40 nodes (texts, buttons, portraits); composited while it faded and once
    // it shows whole, a few wrappers.
    #expect(
      layered.nodes <= layered.fading,
      "\(layered.nodes) nodes drawn with the match shown whole, \(layered.fading) while it faded in"
    )
    let (_, off) = layered.image.difference(from: direct.image, visible: 3)
    #expect(
      off < layered.image.pixelWidth * layered.image.pixelHeight / 100, "\(off) pixels differ")
  }

  /// When a throw ends, the cards that grew into place come to rest: that frame composites the layers they
  /// grew with, drawing no card again (a portrait costs several milliseconds at 2x), and idle preparation makes
  /// their exact layers and asks for their pixels to be drawn again, which then look as drawn directly.
  @Test func cardsComingToRestAreMadeExactWhileIdle() {
    func settle(_ run: Run, frames count: Int?) -> Int {
      run.driver.host.prepareWhileIdle()
      run.driver.press(.left)
      var frames = 0
      if let count {
        run.frames(count, moving: true)
        return count
      }
      repeat {
        run.frames(1, moving: true)
        frames += 1
      } while run.driver.host.isAnimating && frames < 120
      return frames
    }
    let layered = Run(policy: .whenCheaper)
    var count = settle(layered, frames: nil)
    #expect(!layered.driver.host.isAnimating, "the throw ended after \(count) frames")
    // The throw's end removes the flown card: the cards are at rest in the frame after.
    layered.frames(1, moving: false)
    count += 1
    let rasterized = layered.driver.host.renderStats.rasterized
    #expect(rasterized == 0, "the frame at rest made \(rasterized) layers")
    var asked: [CGRect] = []
    layered.driver.host.onNeedsDisplay = { asked.append($0) }
    #expect(layered.driver.host.prepareWhileIdle() >= 2, "the cards at rest got exact layers")
    // The two cards that grew: the new top card and the one behind it.
    #expect(asked.count >= 2, "their pixels were asked to be drawn again: \(asked)")
    layered.frames(1, moving: false)
    let direct = Run(policy: .never)
    _ = settle(direct, frames: count)
    direct.frames(1, moving: false)
    let a = layered.frames.last!
    let (_, off) = a.difference(from: direct.frames.last!, visible: 3)
    // Rounding, and the outermost pixels along the cards' rounded corners and edges.
    #expect(off < a.pixelWidth * a.pixelHeight / 100, "\(off) pixels differ at rest")
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
