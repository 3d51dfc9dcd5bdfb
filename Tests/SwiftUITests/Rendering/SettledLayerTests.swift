import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Content that stays the same while something around it changes (the cards behind a dragged one) is drawn from a
/// layer made where it sits while the window was idle: those frames look as drawn directly, at fractional positions, scales and angles too.
/// Content that only moves (a card under the finger, turning as it goes) is drawn from its layer resampled, which
/// may differ from drawing directly only along edges.
@MainActor @Suite struct SettledLayerTests {
  /// Many small shapes: costly to draw again, cheap to composite.
  private struct Busy: View {
    let hue: Double
    var body: some View {
      ZStack {
        ForEach(0..<60, id: \.self) { index in
          Circle()
            .fill(Color(hue: hue + Double(index) / 200, saturation: 0.7, brightness: 0.9))
            .frame(width: 40 + CGFloat(index % 7) * 9, height: 40 + CGFloat(index % 7) * 9)
            .offset(x: CGFloat(index % 9) * 11 - 44, y: CGFloat(index / 9) * 13 - 40)
        }
      }
      .frame(width: 150, height: 130)
      .clipShape(RoundedRectangle(cornerRadius: 12))
    }
  }

  private struct Screen: View {
    @State var tick = 0
    let start: (@escaping () -> Void) -> Void
    /// Whether the last card turns with every tick (moved, not animated) or stays.
    let turns: Bool
    var body: some View {
      VStack(spacing: 7.25) {
        // A fixed width: the cards below stay where they are while the label changes.
        Text("tick \(tick)").frame(width: 120)
        Busy(hue: 0.1).offset(x: 0.3, y: 0.45)
        Busy(hue: 0.5).scaleEffect(0.95)
        Busy(hue: 0.7).rotationEffect(.degrees(turns ? 7 + Double(tick) * 1.5 : 7))
      }
      .onAppear { start { tick += 1 } }
    }
  }

  private func frames(_ policy: LayerCachePolicy, turns: Bool) -> (
    frames: [RenderedImage], rasterized: Int, reused: Int
  ) {
    var tick: (() -> Void)?
    let host = ViewHost(
      rootView: Screen(start: { tick = $0 }, turns: turns), size: CGSize(width: 200, height: 500),
      scale: 2, safeAreaInsets: EdgeInsets())
    host.layerCachePolicy = policy
    var images = [host.render()]
    // What the window does once nothing happens for a moment after a frame: content at rest gets its layers.
    var rasterized = host.prepareWhileIdle()
    var reused = 0
    for _ in 0..<4 {
      tick?()
      host.update()
      images.append(host.render())
      rasterized += host.renderStats.rasterized
      reused += host.renderStats.reused
      rasterized += host.prepareWhileIdle()
    }
    return (images, rasterized, reused)
  }

  @Test func contentAtRestIsDrawnFromLayersThatLookAsDrawnDirectly() {
    let layered = frames(.whenCheaper, turns: false)
    let direct = frames(.never, turns: false)
    #expect(layered.rasterized > 0, "layers were made for the content that stayed")
    #expect(layered.reused >= 6, "and reused on later frames")
    #expect(direct.rasterized == 0)
    for (index, (a, b)) in zip(layered.frames, direct.frames).enumerated() {
      let (_, visible) = a.difference(from: b, visible: 3)
      // The rounding of compositing a layer once instead of each shape, and the outermost pixels along a
      // clip's edge (cairo covers them a little differently on a layer): no more than that.
      #expect(
        visible < a.pixelWidth * a.pixelHeight / 100, "frame \(index): \(visible) pixels differ")
    }
  }

  @Test func contentThatTurnsIsDrawnFromItsLayerResampled() {
    let layered = frames(.whenCheaper, turns: true)
    let direct = frames(.never, turns: true)
    #expect(layered.reused >= 6)
    for (index, (a, b)) in zip(layered.frames, direct.frames).enumerated() {
      // The turning card is the last third of the screen; the two above stay exact.
      let split = a.pixelHeight * 3 / 5
      let still = a.difference(from: b, rows: 0..<split, visible: 3)
      #expect(
        still.visible < a.pixelWidth * split / 100,
        "frame \(index): \(still.visible) still pixels differ")
      let turning = a.difference(from: b, rows: split..<a.pixelHeight, visible: 24)
      // Resampling softens edges by up to a pixel: visible differences only along them.
      #expect(
        turning.visible < a.pixelWidth * (a.pixelHeight - split) / 50,
        "frame \(index): \(turning.visible) pixels of the turning card differ visibly")
    }
  }
}
