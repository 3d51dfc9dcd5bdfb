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
    host.layerCachingEnabled = caching
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
}
