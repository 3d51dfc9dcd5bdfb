import Foundation
import Testing

@testable import SwiftUI

/// A large gradient's first fill is computed in bands and nothing is kept; from its second fill on it is painted
/// from a kept raster. Both must show the same pixels.
@MainActor @Suite struct GradientRasterCacheTests {
  struct Backgrounds: View {
    var body: some View {
      ZStack {
        Color.yellow
        RadialGradient(
          colors: [.red, .blue], center: .topLeading, startRadius: 5, endRadius: 300)
        Circle()
          .fill(
            LinearGradient(
              colors: [.green.opacity(0.5), .purple], startPoint: .top, endPoint: .bottom)
          )
          .frame(width: 150, height: 150)
      }
    }
  }

  func largestDifference(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    var largest = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth {
        largest = max(largest, a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y)))
      }
    }
    return largest
  }

  @Test func aGradientIsKeptOnlyFromItsSecondFillOnAndLooksTheSame() {
    let size = CGSize(width: 200, height: 300)
    let host = ViewHost(rootView: Backgrounds(), size: size, scale: 2, safeAreaInsets: EdgeInsets())
    let banded = host.render()
    #expect(host.renderer.gradientRasters.keptPixels == 0, "a gradient drawn once keeps no raster")
    let firstFromRaster = host.render()
    // The background (400x600 px) and the circle's gradient (300x300 px).
    #expect(host.renderer.gradientRasters.keptPixels == 400 * 600 + 300 * 300)
    #expect(host.renderer.gradientRasters.misses == 4)
    #expect(largestDifference(banded, firstFromRaster) <= 1)
    // And it is the gradient: red at its centre (the top-left corner), blue past its end radius.
    #expect(banded.pixel(x: 0, y: 0).distance(to: RenderedImage.Pixel(Color.red)) < 12)
    #expect(banded.pixel(x: 399, y: 599).distance(to: RenderedImage.Pixel(Color.blue)) < 12)
    // The circle's translucent top blends with the background; outside it the background shows.
    #expect(banded.pixel(x: 200, y: 160) != banded.pixel(x: 200, y: 140))
  }

  @Test func aPressKeepsTheRastersOfTheGradientsOnScreenForTheFrameThatFollows() {
    let size = CGSize(width: 200, height: 300)
    let host = ViewHost(rootView: Backgrounds(), size: size, scale: 2, safeAreaInsets: EdgeInsets())
    let banded = host.render()
    host.send(.pointerMoved(CGPoint(x: 100, y: 100)))
    #expect(host.renderer.gradientRasters.keptPixels == 0, "a pointer passing over keeps nothing")
    host.send(.pointerDown(CGPoint(x: 100, y: 100)))
    host.send(.pointerUp(CGPoint(x: 100, y: 100)))
    #expect(host.renderer.gradientRasters.keptPixels == 400 * 600 + 300 * 300)
    let next = host.render()
    #expect(
      host.renderer.gradientRasters.hits == 2, "the frame after the press copies both rasters")
    #expect(host.renderer.gradientRasters.misses == 2, "only the first frame computed them")
    #expect(largestDifference(banded, next) <= 1)
  }

  /// The window draws the frame again off screen once it is idle (`prepareWhileIdle`): that drawing is no
  /// second fill, so the idle window keeps no raster, and a press afterwards still finds the gradients of the
  /// frame on screen and makes their rasters for the frame that follows.
  @Test func idlePreparationKeepsNoRasterAndAPressStillMakesThem() {
    let size = CGSize(width: 200, height: 300)
    let host = ViewHost(rootView: Backgrounds(), size: size, scale: 2, safeAreaInsets: EdgeInsets())
    _ = host.render()
    host.prepareWhileIdle()
    host.prepareWhileIdle()
    #expect(host.renderer.gradientRasters.keptPixels == 0, "an idle window keeps no raster")
    host.send(.pointerDown(CGPoint(x: 100, y: 100)))
    host.send(.pointerUp(CGPoint(x: 100, y: 100)))
    #expect(host.renderer.gradientRasters.keptPixels == 400 * 600 + 300 * 300)
  }
}
