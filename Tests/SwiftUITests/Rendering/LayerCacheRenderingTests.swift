import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Cached layers and cached gradient rasters are optimisations: frames must look the same without them.
@MainActor @Suite struct LayerCacheRenderingTests {
  private struct Cards: View {
    @State var step = 0
    let advance: (@escaping () -> Void) -> Void
    var body: some View {
      ZStack {
        LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
          .ignoresSafeArea()
        if step == 0 {
          card("First", .blue).transition(
            .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
        } else {
          card("Second", .green).transition(
            .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
        }
      }
      .onAppear { advance { withAnimation(.linear(duration: 1)) { step += 1 } } }
    }
    func card(_ title: String, _ color: Color) -> some View {
      VStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 16).fill(color).frame(width: 120, height: 80)
        Text(title).font(.title).foregroundColor(.white)
      }
      .padding(20)
      .background(
        RadialGradient(
          colors: [.white.opacity(0.5), .white.opacity(0)], center: .center, startRadius: 0,
          endRadius: 120))
    }
  }

  func midTransitionFrame(caching: Bool) -> RenderedImage {
    var next: (() -> Void)?
    let host = ViewHost(
      rootView: Cards(advance: { next = $0 }), size: CGSize(width: 300, height: 300), scale: 2,
      safeAreaInsets: EdgeInsets())
    // Always, whatever the cost rule would choose for these cards: this compares a cached layer with direct drawing.
    host.layerCachePolicy = caching ? .always : .never
    _ = host.render()
    next?()
    host.update()
    var image = host.render()
    for _ in 0..<23 {
      host.advance(by: 1.0 / 60)
      image = host.render()
    }
    return image
  }

  @Test func aTransitionLooksTheSameWithAndWithoutLayerCaching() {
    let cached = midTransitionFrame(caching: true)
    let direct = midTransitionFrame(caching: false)
    var differing = 0
    for y in 0..<cached.pixelHeight {
      for x in 0..<cached.pixelWidth
      where cached.pixel(x: x, y: y).distance(to: direct.pixel(x: x, y: y)) > 24 {
        differing += 1
      }
    }
    // Cached layers are placed at whole device pixels: only edges of the moving cards may differ.
    #expect(differing < cached.pixelWidth * cached.pixelHeight / 100, "\(differing) pixels differ")
    // Both cards are on screen, the old one leaving to the left, the new one coming from the right.
    #expect(
      cached.pixel(at: CGPoint(x: 150 - 100 + 1, y: 115)).distance(
        to: RenderedImage.Pixel(Color.blue)) < 40)
    #expect(
      cached.pixel(at: CGPoint(x: 150 + 100 - 1, y: 115)).distance(
        to: RenderedImage.Pixel(Color.green)) < 40)
    assertSnapshot(cached, named: "transition-midway")
  }

  /// A section that moves in: either text on a clear frame as large as the screen (seed 000's steps: cheap to
  /// draw, costly to composite), or a card with a shadow (its blurred mask is costly to draw again).
  private struct Sliding: View {
    let shadowed: Bool
    @State var shown = false
    let start: (@escaping () -> Void) -> Void
    var body: some View {
      ZStack {
        Color.purple.ignoresSafeArea()
        if shown {
          section.transition(.move(edge: .trailing))
        }
      }
      .onAppear { start { withAnimation(.linear(duration: 1)) { shown = true } } }
    }
    @ViewBuilder var section: some View {
      if shadowed {
        VStack(spacing: 12) {
          Circle().fill(Color.orange).frame(width: 80, height: 80)
          Text("Nick").font(.title)
        }
        .padding(30)
        .background(Color.white)
        .cornerRadius(10)
        .shadow(radius: 10)
        .padding(20)  // as the app's profile card: the shadowed view is inside the one that moves
      } else {
        VStack(spacing: 20) {
          Text("What's your name?").font(.title).foregroundColor(.white)
          Text("Tell us a little about yourself.").foregroundColor(.white)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }

  /// A frame a third of the way through the slide, and how many nodes were drawn for it (a cached layer
  /// stands for its whole subtree).
  func slidingFrame(shadowed: Bool, policy: LayerCachePolicy) -> (
    image: RenderedImage, nodesDrawn: Int
  ) {
    var start: (() -> Void)?
    let host = ViewHost(
      rootView: Sliding(shadowed: shadowed, start: { start = $0 }),
      size: CGSize(width: 300, height: 400), scale: 2,
      safeAreaInsets: EdgeInsets())
    host.layerCachePolicy = policy
    _ = host.render()
    start?()
    host.update()
    var image = host.render()
    for _ in 0..<20 {
      host.advance(by: 1.0 / 60)
      image = host.render()
    }
    return (image, host.renderStats.nodes)
  }

  @Test func onlyContentThatCostsMoreToDrawThanToCompositeIsCached() {
    for shadowed in [false, true] {
      let byCost = slidingFrame(shadowed: shadowed, policy: .whenCheaper)
      let direct = slidingFrame(shadowed: shadowed, policy: .never)
      if shadowed {
        #expect(
          byCost.nodesDrawn < direct.nodesDrawn, "the shadowed card slides as one cached layer")
      } else {
        #expect(
          byCost.nodesDrawn == direct.nodesDrawn,
          "text on a clear full-screen frame is drawn directly")
      }
      var differing = 0
      for y in 0..<byCost.image.pixelHeight {
        for x in 0..<byCost.image.pixelWidth
        where byCost.image.pixel(x: x, y: y).distance(to: direct.image.pixel(x: x, y: y)) > 24 {
          differing += 1
        }
      }
      #expect(
        differing < byCost.image.pixelWidth * byCost.image.pixelHeight / 100,
        "\(differing) pixels differ")
      // Mid-slide, the section is on screen: white text or the white card over the purple.
      let whites = (0..<byCost.image.pixelHeight).reduce(0) { count, y in
        count
          + (0..<byCost.image.pixelWidth).filter {
            byCost.image.pixel(x: $0, y: y).distance(to: .white) < 30
          }.count
      }
      #expect(whites > 200, "the sliding section is visible")
    }
  }

  /// Seed 000's step: a section with a large symbol slides in over 290 pt in a second, 9⅔ px a frame at 2x. The
  /// section is drawn directly (text on a full-screen frame); the symbol inside it moves by fractions of a pixel
  /// from frame to frame, so it is drawn again each time and a layer of it would never be composited.
  private struct SlidingSymbol: View {
    @State var shown = false
    let start: (@escaping () -> Void) -> Void
    var body: some View {
      ZStack {
        Color.purple.ignoresSafeArea()
        if shown {
          VStack(spacing: 20) {
            Image(systemName: "heart.fill").resizable().scaledToFit().frame(width: 240, height: 240)
            Text("What's your name?").font(.title)
          }
          .foregroundColor(.white)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .transition(.move(edge: .trailing))
        }
      }
      .onAppear { start { withAnimation(.linear(duration: 1)) { shown = true } } }
    }
  }

  @Test func contentMovingByFractionsOfAPixelGetsNoLayer() {
    var start: (() -> Void)?
    let host = ViewHost(
      rootView: SlidingSymbol(start: { start = $0 }), size: CGSize(width: 290, height: 400),
      scale: 2, safeAreaInsets: EdgeInsets())
    _ = host.render()
    start?()
    host.update()
    var rasterized = 0
    var image = host.render()
    for _ in 0..<30 {
      host.advance(by: 1.0 / 60)
      image = host.render()
      rasterized += host.renderStats.rasterized
    }
    #expect(rasterized == 0, "layers made while the symbol moved by fractions of a pixel")
    // Half-way through, the symbol is on screen: white over the purple.
    let whites = (0..<image.pixelHeight).reduce(0) { count, y in
      count
        + (0..<image.pixelWidth).filter { image.pixel(x: $0, y: y).distance(to: .white) < 30 }.count
    }
    #expect(whites > 10_000, "the symbol slides in")
  }
}
