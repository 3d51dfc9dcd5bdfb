import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

@Observable final class DamageModel {
  var label = "Before"
  var offset: CGFloat = 0
  var showsBadge = true
}

/// Damage tracking: a frame draws only where something changed since the canvas's last frame — a changed
/// text where the text is, a moved square where it was and where it is, a removed badge where it was — and
/// what the canvas then holds is the frame drawn whole.
@MainActor @Suite struct DamageTests {
  struct Screen: View {
    let model: DamageModel
    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.white
        Text(model.label).font(.title).position(x: 100, y: 40)
        Color.blue.frame(width: 40, height: 40).offset(x: 20 + model.offset, y: 150)
        if model.showsBadge {
          Circle().fill(Color.red).frame(width: 30, height: 30).offset(x: 150, y: 300)
        }
      }
    }
  }

  func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    var differing = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
    }
    return differing
  }

  /// The union of the rectangles drawn, in points.
  func drawnPoints(_ canvas: DamageCanvas, scale: CGFloat) -> CGRect {
    canvas.clip.reduce(CGRect.null) { $0.union($1) }.applying(
      CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
  }

  @Test func onlyWhatChangedIsDrawn() throws {
    let model = DamageModel()
    let driver = AppDriver(
      Screen(model: model), size: CGSize(width: 300, height: 400), scale: 2)
    driver.host.layerCachePolicy = .never
    let canvas = try #require(DamageCanvas(host: driver.host))
    // The views sit below the phone's 47 pt safe area.
    #expect(canvas.renderChanges() == nil, "the first frame is drawn whole")
    #expect(canvas.renderChanges() == [], "nothing changed, nothing drawn")

    model.label = "After"
    #expect(canvas.renderChanges() != nil)
    var drawn = drawnPoints(canvas, scale: 2)
    #expect(drawn.minY >= 30 && drawn.maxY <= 150, "the text's line: \(drawn)")
    #expect(differingPixels(canvas.snapshot(), driver.screenshot()) == 0)

    model.offset = 100
    #expect(canvas.renderChanges() != nil)
    drawn = drawnPoints(canvas, scale: 2)
    #expect(drawn.minY >= 150 && drawn.maxY <= 290, "the square's row: \(drawn)")
    #expect(drawn.minX <= 20 && drawn.maxX >= 160, "where it was and where it is: \(drawn)")
    #expect(differingPixels(canvas.snapshot(), driver.screenshot()) == 0)

    model.showsBadge = false
    #expect(canvas.renderChanges() != nil)
    drawn = drawnPoints(canvas, scale: 2)
    #expect(drawn.minY >= 300, "where the badge was: \(drawn)")
    #expect(differingPixels(canvas.snapshot(), driver.screenshot()) == 0)
  }

  /// Two rows far apart in a stack that slides sideways, as a step of the onboarding does.
  struct Slide: View {
    let model: DamageModel
    var body: some View {
      ZStack {
        Color.white
        VStack {
          Text("Top row").font(.title)
          Spacer()
          Text("Bottom row").font(.title)
        }
        .padding(.vertical, 60)
        .offset(x: model.offset)
      }
    }
  }

  @Test func aSlidingStackRedrawsItsRowsNotTheGapBetweenThem() throws {
    let model = DamageModel()
    let driver = AppDriver(Slide(model: model), size: CGSize(width: 300, height: 500), scale: 2)
    driver.host.layerCachePolicy = .never
    let canvas = try #require(DamageCanvas(host: driver.host))
    #expect(canvas.renderChanges() == nil, "the first frame is drawn whole")

    model.offset = 40
    #expect(canvas.renderChanges() != nil)
    let rects = canvas.clip.map { $0.applying(CGAffineTransform(scaleX: 0.5, y: 0.5)) }
    #expect(rects.count == 2, "a band for each row: \(rects)")
    // The rows sit near the top (below the 47 pt safe area and the padding) and near the bottom.
    #expect(
      !rects.contains { $0.intersects(CGRect(x: 0, y: 180, width: 300, height: 140)) },
      "nothing drawn between the rows: \(rects)")
    #expect(differingPixels(canvas.snapshot(), driver.screenshot()) == 0)
  }
}
