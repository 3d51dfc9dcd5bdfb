import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// `Canvas` and `GraphicsContext` as app code uses them, checked by the pixels they draw.
@MainActor @Suite struct CanvasTests {
  let pureRed = Color(red: 1, green: 0, blue: 0)
  let pureBlue = Color(red: 0, green: 0, blue: 1)

  func draw(
    size: CGSize = CGSize(width: 100, height: 100),
    _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) -> RenderedImage {
    render(Canvas(renderer: renderer), size: size, scale: 1)
  }

  func pixel(_ red: Int, _ green: Int, _ blue: Int) -> RenderedImage.Pixel {
    RenderedImage.Pixel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
  }

  @Test func fillsAndStrokesPathsWithTheCanvasSize() {
    var seen = CGSize.zero
    let image = draw { context, size in
      seen = size
      context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(pureRed))
      context.stroke(
        Path(CGRect(x: 60, y: 60, width: 30, height: 30)), with: .color(pureBlue),
        style: StrokeStyle(lineWidth: 4))
      context.stroke(
        Path(ellipseIn: CGRect(x: 60, y: 0, width: 30, height: 30)), with: .color(.black),
        lineWidth: 2)
    }
    #expect(seen == CGSize(width: 100, height: 100), "a canvas takes the space it is offered")
    #expect(image.pixel(at: CGPoint(x: 20, y: 20)) == pixel(255, 0, 0))
    #expect(image.pixel(at: CGPoint(x: 45, y: 20)) == .white)
    // The stroke straddles the rectangle's edge at x = 60: 58…62.
    #expect(image.pixel(at: CGPoint(x: 59, y: 75)) == pixel(0, 0, 255))
    #expect(image.pixel(at: CGPoint(x: 61.5, y: 75)) == pixel(0, 0, 255))
    #expect(image.pixel(at: CGPoint(x: 75, y: 75)) == .white, "stroked, not filled")
    #expect(image.pixel(at: CGPoint(x: 75, y: 0.5)) == pixel(0, 0, 0))
    #expect(image.pixel(at: CGPoint(x: 75, y: 15)) == .white)
  }

  @Test func transformsApplyToLaterDrawingInOrder() {
    let image = draw { context, _ in
      var moved = context
      moved.translateBy(x: 50, y: 10)
      moved.scaleBy(x: 2, y: 3)
      // A 10 × 10 square at the origin becomes (50, 10)-(70, 40).
      moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(pureRed))
      var turned = context
      turned.translateBy(x: 20, y: 60)
      turned.rotate(by: .degrees(90))
      // A 30 × 10 bar along x turns to run down from (20, 60): x 10…20, y 60…90.
      turned.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 10)), with: .color(pureBlue))
      // The original context kept its identity transform.
      context.fill(Path(CGRect(x: 90, y: 90, width: 10, height: 10)), with: .color(.black))
    }
    #expect(image.pixel(at: CGPoint(x: 51, y: 11)) == pixel(255, 0, 0))
    #expect(image.pixel(at: CGPoint(x: 69, y: 39)) == pixel(255, 0, 0))
    #expect(image.pixel(at: CGPoint(x: 71, y: 25)) == .white)
    #expect(image.pixel(at: CGPoint(x: 15, y: 85)) == pixel(0, 0, 255))
    #expect(image.pixel(at: CGPoint(x: 25, y: 65)) == .white, "rotated, not drawn along x")
    #expect(image.pixel(at: CGPoint(x: 95, y: 95)) == pixel(0, 0, 0))
    #expect(image.pixel(at: CGPoint(x: 5, y: 5)) == .white)
  }

  @Test func concatenateAndTransformMatchApplesOrder() {
    var context: GraphicsContext?
    _ = draw { ctx, _ in
      ctx.translateBy(x: 10, y: 0)
      ctx.scaleBy(x: 2, y: 2)
      context = ctx
    }
    // Later operations apply first: (1, 1) scales to (2, 2) then moves to (12, 2).
    let point = CGPoint(x: 1, y: 1).applying(context!.transform)
    #expect(point == CGPoint(x: 12, y: 2))
  }

  @Test func clipsToAPathAndItsInverse() {
    let image = draw { context, size in
      var left = context
      left.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
      #expect(left.clipBoundingRect == CGRect(x: 0, y: 0, width: 50, height: 50))
      left.fill(Path(CGRect(origin: .zero, size: size)), with: .color(pureRed))
      var outside = context
      outside.clip(
        to: Path(ellipseIn: CGRect(x: 50, y: 50, width: 50, height: 50)), options: .inverse)
      outside.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(pureBlue))
    }
    #expect(image.pixel(at: CGPoint(x: 25, y: 25)) == pixel(255, 0, 0))
    #expect(image.pixel(at: CGPoint(x: 75, y: 25)) == .white)
    #expect(image.pixel(at: CGPoint(x: 25, y: 75)) == .white)
    #expect(image.pixel(at: CGPoint(x: 75, y: 75)) == .white, "inside the ellipse is clipped away")
    #expect(image.pixel(at: CGPoint(x: 52, y: 52)) == pixel(0, 0, 255), "its corners are drawn")
  }

  @Test func clipsToTheAlphaOfALayer() {
    let image = draw { context, size in
      context.clipToLayer { layer in
        layer.fill(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
      }
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(pureRed))
    }
    #expect(image.pixel(at: CGPoint(x: 50, y: 50)) == pixel(255, 0, 0))
    #expect(image.pixel(at: CGPoint(x: 3, y: 3)) == .white)
  }

  @Test func opacityAndLayersComposite() {
    let image = draw { context, _ in
      var faded = context
      faded.opacity = 0.5
      // Two overlapping fills, each at half opacity: the overlap is darker.
      faded.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 40)), with: .color(.black))
      faded.fill(Path(CGRect(x: 20, y: 0, width: 30, height: 40)), with: .color(.black))
      // The same two in one layer at half opacity: one even grey.
      faded.drawLayer { layer in
        layer.fill(Path(CGRect(x: 0, y: 60, width: 30, height: 40)), with: .color(.black))
        layer.fill(Path(CGRect(x: 20, y: 60, width: 30, height: 40)), with: .color(.black))
      }
    }
    let half = image.pixel(at: CGPoint(x: 10, y: 20))
    #expect(abs(Int(half.red) - 128) <= 2)
    #expect(abs(Int(image.pixel(at: CGPoint(x: 25, y: 20)).red) - 64) <= 2)
    #expect(image.pixel(at: CGPoint(x: 10, y: 80)).distance(to: half) <= 1)
    #expect(image.pixel(at: CGPoint(x: 25, y: 80)).distance(to: half) <= 1, "one layer, one fade")
  }

  @Test func blendModesMixOnlyWithTheCanvasOwnDrawing() {
    let image = render(
      ZStack {
        Color(red: 0, green: 1, blue: 0)
        Canvas { context, size in
          context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), with: .color(pureRed))
          var multiply = context
          multiply.blendMode = .multiply
          multiply.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(pureBlue))
          var punch = context
          punch.blendMode = .destinationOut
          punch.fill(Path(CGRect(x: 60, y: 10, width: 20, height: 20)), with: .color(.black))
        }
      }, size: CGSize(width: 100, height: 100), scale: 1)
    #expect(image.pixel(at: CGPoint(x: 25, y: 25)) == pixel(0, 0, 0), "red × blue = black")
    // Where the canvas held nothing, multiply leaves the blue as drawn (it mixes with the canvas, not the
    // green behind it).
    #expect(image.pixel(at: CGPoint(x: 25, y: 75)) == pixel(0, 0, 255))
    #expect(image.pixel(at: CGPoint(x: 90, y: 25)) == pixel(255, 0, 0))
    // Destination-out clears the canvas's own red, showing the green behind.
    #expect(image.pixel(at: CGPoint(x: 70, y: 20)) == pixel(0, 255, 0))
  }

  @Test func filtersChangeWhatIsDrawnAfterThem() {
    let image = draw { context, _ in
      var gray = context
      gray.addFilter(.grayscale(1))
      gray.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(pureRed))
      var tinted = context
      tinted.addFilter(.colorMultiply(Color(red: 0, green: 1, blue: 1)))
      tinted.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(.white))
    }
    let gray = image.pixel(at: CGPoint(x: 25, y: 25))
    #expect(gray.red == gray.green && gray.green == gray.blue)
    #expect(abs(Int(gray.red) - 54) <= 2, "Rec. 709 luma of pure red")
    #expect(image.pixel(at: CGPoint(x: 75, y: 25)) == pixel(0, 255, 255))
  }

  @Test func resolvedTextIsMeasuredAsTheTextViewAndDrawnWhereAnchored() {
    var measured = CGSize.zero
    var wrapped = CGSize.zero
    let image = draw(size: CGSize(width: 200, height: 100)) { context, _ in
      let text = context.resolve(Text("Hello canvas").font(.system(size: 20)))
      measured = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
      wrapped = text.measure(in: CGSize(width: 60, height: CGFloat.infinity))
      context.draw(text, at: CGPoint(x: 100, y: 50), anchor: .center)
    }
    let view = TextEngine.shared.measure(
      "Hello canvas", style: TextEngine.Style(font: .system(size: 20)), proposal: .unspecified
    ).size
    #expect(measured == view)
    #expect(wrapped.width <= 60 && wrapped.height > measured.height, "wraps to the offered width")
    // Ink inside the anchored frame, none outside it.
    var inkInside = 0
    var inkOutside = 0
    for y in stride(from: 0, to: 100, by: 1) {
      for x in stride(from: 0, to: 200, by: 1) {
        let p = image.pixel(x: x, y: y)
        guard p.red < 128 else { continue }
        let frame = CGRect(
          x: 100 - measured.width / 2, y: 50 - measured.height / 2, width: measured.width,
          height: measured.height)
        if frame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) {
          inkInside += 1
        } else {
          inkOutside += 1
        }
      }
    }
    #expect(inkInside > 100)
    #expect(inkOutside == 0)
  }

  @Test func drawsImagesInARectAndAtAPoint() {
    var resolvedSize = CGSize.zero
    let image = draw { context, _ in
      let box = context.resolve(Image("red-box", bundle: .module))
      resolvedSize = box.size
      context.draw(box, in: CGRect(x: 0, y: 0, width: 40, height: 40))
      context.draw(box, at: CGPoint(x: 80, y: 80), anchor: .bottomTrailing)
      var tinted = context.resolve(Image("red-box", bundle: .module))
      tinted.shading = .color(pureBlue)
      context.draw(tinted, in: CGRect(x: 0, y: 60, width: 20, height: 10))
    }
    #expect(resolvedSize == CGSize(width: 20, height: 10))
    let boxRed = image.pixel(at: CGPoint(x: 20, y: 20))
    #expect(boxRed.red > 200 && boxRed.green < 80, "stretched over 40 × 40")
    #expect(image.pixel(at: CGPoint(x: 70, y: 75)).distance(to: boxRed) <= 3, "ends at (80, 80)")
    #expect(image.pixel(at: CGPoint(x: 85, y: 75)) == .white)
    #expect(image.pixel(at: CGPoint(x: 70, y: 65)) == .white)
    #expect(image.pixel(at: CGPoint(x: 10, y: 65)) == pixel(0, 0, 255), "drawn in its shading")
  }

  @Test func gradientsAreInTheContextsPoints() {
    let image = draw { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .linearGradient(
          Gradient(colors: [pureRed, pureBlue]), startPoint: CGPoint(x: 20, y: 0),
          endPoint: CGPoint(x: 80, y: 0)))
    }
    #expect(image.pixel(at: CGPoint(x: 10, y: 50)) == pixel(255, 0, 0), "padded before the start")
    #expect(image.pixel(at: CGPoint(x: 90, y: 50)) == pixel(0, 0, 255))
    let middle = image.pixel(at: CGPoint(x: 50, y: 50))
    #expect(abs(Int(middle.red) - Int(middle.blue)) <= 6)
  }
}
