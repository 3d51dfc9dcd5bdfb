import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Shapes, gradients and effects as pixels; a snapshot of all of them together catches what single pixels miss.
@MainActor @Suite struct PrimitiveRenderingTests {
  let red = RenderedImage.Pixel(Color.red)
  let blue = RenderedImage.Pixel(Color.blue)
  let green = RenderedImage.Pixel(Color.green)

  @Test func rectangleAndRoundedRectangleFill() {
    let image = render(
      VStack(spacing: 0) {
        Rectangle().fill(Color.red).frame(width: 80, height: 40)
        RoundedRectangle(cornerRadius: 15).fill(Color.blue).frame(width: 80, height: 40)
      },
      size: CGSize(width: 100, height: 100))
    // Rectangle: (10, 10)-(90, 50); rounded rectangle: (10, 50)-(90, 90).
    #expect(image.pixel(at: CGPoint(x: 10.5, y: 10.5)) == red)
    #expect(image.pixel(at: CGPoint(x: 89.5, y: 49.5)) == red)
    #expect(image.pixel(at: CGPoint(x: 9.5, y: 30)) == .white)
    #expect(image.pixel(at: CGPoint(x: 50, y: 70)) == blue)
    #expect(image.pixel(at: CGPoint(x: 11, y: 51)) == .white, "rounded corner")
    #expect(image.pixel(at: CGPoint(x: 10.5, y: 70)) == blue, "straight edge")
  }

  @Test func circleAndCapsuleFill() {
    let image = render(
      VStack(spacing: 0) {
        Circle().fill(Color.green).frame(width: 50, height: 50)
        Capsule().fill(Color.red).frame(width: 90, height: 30)
      },
      size: CGSize(width: 100, height: 100))
    // Circle: centre (50, 35), radius 25; capsule: (5, 60)-(95, 90).
    #expect(image.pixel(at: CGPoint(x: 50, y: 35)) == green)
    #expect(image.pixel(at: CGPoint(x: 50, y: 11)) == green)
    #expect(
      image.pixel(at: CGPoint(x: 27, y: 12)) == .white, "outside the circle, inside its frame")
    #expect(image.pixel(at: CGPoint(x: 50, y: 75)) == red)
    #expect(
      image.pixel(at: CGPoint(x: 6, y: 75)) == red,
      "round end reaches the frame's edge at mid-height")
    #expect(image.pixel(at: CGPoint(x: 6, y: 61)) == .white, "round end leaves the corner empty")
  }

  @Test func strokeStraddlesThePathAndStrokeBorderStaysInside() {
    let image = render(
      HStack(spacing: 20) {
        Rectangle().stroke(Color.red, lineWidth: 6).frame(width: 30, height: 30)
        Rectangle().strokeBorder(Color.blue, lineWidth: 6).frame(width: 30, height: 30)
      },
      size: CGSize(width: 100, height: 100))
    // Frames: (10, 35)-(40, 65) and (60, 35)-(90, 65).
    #expect(image.pixel(at: CGPoint(x: 8.5, y: 50)) == red, "stroke reaches 3 pt outside")
    #expect(image.pixel(at: CGPoint(x: 11.5, y: 50)) == red)
    #expect(image.pixel(at: CGPoint(x: 14, y: 50)) == .white, "stroke reaches 3 pt inside")
    #expect(image.pixel(at: CGPoint(x: 25, y: 50)) == .white, "stroke does not fill")
    #expect(image.pixel(at: CGPoint(x: 59, y: 50)) == .white, "strokeBorder stays inside the frame")
    #expect(image.pixel(at: CGPoint(x: 60.5, y: 50)) == blue)
    #expect(image.pixel(at: CGPoint(x: 65.5, y: 50)) == blue)
    #expect(image.pixel(at: CGPoint(x: 67, y: 50)) == .white)
  }

  @Test func linearGradientRunsFromStartToEnd() {
    let image = render(
      LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing),
      size: CGSize(width: 200, height: 20))
    #expect(image.pixel(at: CGPoint(x: 0, y: 10)).isClose(to: red))
    #expect(image.pixel(at: CGPoint(x: 199.5, y: 10)).isClose(to: blue))
    let middle = image.pixel(at: CGPoint(x: 100, y: 10))
    #expect(
      middle.isClose(to: RenderedImage.Pixel(red: 128, green: 91, blue: 152), tolerance: 4),
      "\(middle)")
  }

  @Test func largeGradientsMatchSmallOnes() {
    // Large gradients are painted from a cached raster computed by GradientRasterizer; small ones by cairo.
    for size in [CGSize(width: 40, height: 40), CGSize(width: 300, height: 300)] {
      let linear = render(
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), size: size
      )
      let radial = render(
        RadialGradient(
          colors: [.red, .green, .blue], center: .trailing, startRadius: 0, endRadius: size.width),
        size: size)
      for (x, y) in [(0.1, 0.1), (0.5, 0.5), (0.25, 0.75), (0.9, 0.9)] as [(CGFloat, CGFloat)] {
        let point = CGPoint(x: size.width * x, y: size.height * y)
        let t = x
        let expectedLinear = RenderedImage.Pixel(
          red: UInt8((255 * (1 - t)).rounded()), green: UInt8((59 + (122 - 59) * t).rounded()),
          blue: UInt8((48 + (255 - 48) * t).rounded()))
        #expect(
          linear.pixel(at: point).isClose(to: expectedLinear, tolerance: 6),
          "\(size) \(point) \(linear.pixel(at: point))")
        let distance = hypot(size.width - point.x, size.height / 2 - point.y) / size.width
        let (a, b, f) =
          distance < 0.5 ? (red, green, distance * 2) : (green, blue, min((distance - 0.5) * 2, 1))
        func mix(_ p: UInt8, _ q: UInt8) -> UInt8 {
          UInt8((Double(p) + (Double(q) - Double(p)) * f).rounded())
        }
        let expectedRadial = RenderedImage.Pixel(
          red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue))
        #expect(
          radial.pixel(at: point).isClose(to: expectedRadial, tolerance: 6),
          "\(size) \(point) \(radial.pixel(at: point))")
      }
    }
  }

  @Test func largeTranslucentGradientsMatchSmallOnes() {
    // cairo (small) and GradientRasterizer (large) must blend translucent stops alike.
    let small = render(
      ZStack {
        Color.orange
        LinearGradient(
          colors: [.white.opacity(0.4), .clear], startPoint: .leading, endPoint: .trailing)
      },
      size: CGSize(width: 40, height: 40))
    let large = render(
      ZStack {
        Color.orange
        LinearGradient(
          colors: [.white.opacity(0.4), .clear], startPoint: .leading, endPoint: .trailing)
      },
      size: CGSize(width: 300, height: 300))
    for x in [0.1, 0.3, 0.5, 0.7, 0.9] as [CGFloat] {
      let a = small.pixel(at: CGPoint(x: 40 * x, y: 20))
      let b = large.pixel(at: CGPoint(x: 300 * x, y: 150))
      #expect(a.isClose(to: b, tolerance: 4), "at \(x): \(a) vs \(b)")
    }
  }

  @Test func radialGradientRunsFromTheCentreOutward() {
    let image = render(
      RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50),
      size: CGSize(width: 100, height: 100))
    #expect(image.pixel(at: CGPoint(x: 50, y: 50)).isClose(to: red, tolerance: 6))
    #expect(image.pixel(at: CGPoint(x: 50, y: 0)).isClose(to: blue, tolerance: 6))
    #expect(image.pixel(at: CGPoint(x: 1, y: 1)) == blue, "beyond the end radius: the last colour")
    let halfway = image.pixel(at: CGPoint(x: 75, y: 50))
    #expect(
      halfway.isClose(to: RenderedImage.Pixel(red: 128, green: 91, blue: 152), tolerance: 6),
      "\(halfway)")
  }

  @Test func angularGradientSweepsClockwiseFromTrailing() {
    let image = render(
      AngularGradient(colors: [.red, .blue], center: .center), size: CGSize(width: 100, height: 100)
    )
    #expect(image.pixel(at: CGPoint(x: 95, y: 52)).isClose(to: red, tolerance: 12), "just after 0°")
    #expect(
      image.pixel(at: CGPoint(x: 95, y: 48)).isClose(to: blue, tolerance: 12), "just before 360°")
    let bottom = image.pixel(at: CGPoint(x: 50, y: 95))
    let left = image.pixel(at: CGPoint(x: 5, y: 50))
    // A quarter turn: three quarters red; half a turn: an even mix.
    #expect(bottom.red > left.red && bottom.blue < left.blue, "\(bottom) \(left)")
    #expect(
      left.isClose(to: RenderedImage.Pixel(red: 128, green: 91, blue: 152), tolerance: 8), "\(left)"
    )
  }

  @Test func shadowDarkensBelowTheViewOnly() {
    let image = render(
      Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 0, y: 8),
      size: CGSize(width: 100, height: 100))
    // View: (30, 30)-(70, 70); shadow offset 8 down.
    let below = image.pixel(at: CGPoint(x: 50, y: 74))
    #expect(below.red < 160, "\(below)")
    #expect(image.pixel(at: CGPoint(x: 50, y: 50)) == .white, "the view itself")
    #expect(image.pixel(at: CGPoint(x: 50, y: 24)) == .white, "nothing above")
    #expect(image.pixel(at: CGPoint(x: 50, y: 95)) == .white, "fades out")
  }

  @Test func opacityBlendsWithWhatIsBehind() {
    let image = render(Color.red.opacity(0.5), size: CGSize(width: 20, height: 20))
    let pixel = image.pixel(at: CGPoint(x: 10, y: 10))
    #expect(
      pixel.isClose(to: RenderedImage.Pixel(red: 255, green: 157, blue: 152), tolerance: 2),
      "\(pixel)")
  }

  @Test func clipShapeCutsTheContent() {
    let image = render(
      Color.red.frame(width: 60, height: 60).clipShape(Circle()),
      size: CGSize(width: 100, height: 100))
    #expect(image.pixel(at: CGPoint(x: 50, y: 50)) == red)
    #expect(
      image.pixel(at: CGPoint(x: 22, y: 22)) == .white, "corner of the frame, outside the circle")
    #expect(image.pixel(at: CGPoint(x: 50, y: 21)) == red)
  }

  @Test func symbolByNameDrawsAndAnUnknownNameDrawsNothing() {
    func inkCount(_ image: RenderedImage) -> Int {
      var count = 0
      for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).red < 128 { count += 1 }
      }
      return count
    }
    let star = render(
      Image(systemName: "star.fill").font(.system(size: 40)).foregroundColor(.black),
      size: CGSize(width: 80, height: 80))
    let ink = inkCount(star)
    // A filled star covers a good part of its ~48 pt box, not all of it.
    #expect(ink > 48 * 48 * 4 / 5 && ink < 48 * 48 * 4 * 4 / 5, "\(ink) dark pixels")
    #expect(star.pixel(at: CGPoint(x: 40, y: 40)).red < 128, "the star's centre")
    let probe = LayoutProbe(
      Image(systemName: "no.such.symbol.anywhere").accessibilityIdentifier("unknown"))
    #expect(probe.size("unknown") == .zero)
    let unknown = render(
      Image(systemName: "no.such.symbol.anywhere").font(.system(size: 40)).foregroundColor(.black),
      size: CGSize(width: 80, height: 80))
    #expect(inkCount(unknown) == 0)
  }

  @Test func laterChildrenDrawOnTopUnlessZIndexSaysOtherwise() {
    let plain = render(
      ZStack {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 40, height: 40)
      })
    #expect(plain.pixel(at: CGPoint(x: 50, y: 50)) == blue)
    let reordered = render(
      ZStack {
        Color.red.frame(width: 40, height: 40).zIndex(1)
        Color.blue.frame(width: 40, height: 40)
      })
    #expect(reordered.pixel(at: CGPoint(x: 50, y: 50)) == red)
  }

  @Test func backgroundDrawsBehindAndOverlayAbove() {
    let image = render(
      Color.green.frame(width: 40, height: 40)
        .background(Color.red.frame(width: 60, height: 60))
        .overlay(Color.blue.frame(width: 20, height: 20)))
    #expect(image.pixel(at: CGPoint(x: 50, y: 50)) == blue)
    #expect(image.pixel(at: CGPoint(x: 35, y: 50)) == green)
    #expect(image.pixel(at: CGPoint(x: 25, y: 50)) == red)
  }

  @Test func primitivesSnapshot() {
    let image = render(
      VStack(spacing: 10) {
        HStack(spacing: 10) {
          Rectangle().fill(Color.red)
          RoundedRectangle(cornerRadius: 12).fill(Color.orange)
          Circle().fill(Color.green)
          Capsule().fill(Color.blue)
        }
        HStack(spacing: 10) {
          Circle().stroke(Color.purple, lineWidth: 4)
          RoundedRectangle(cornerRadius: 12).strokeBorder(Color.pink, lineWidth: 6)
          Capsule().stroke(Color.teal, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
          Rectangle().fill(Color.indigo).clipShape(Circle()).opacity(0.5)
        }
        HStack(spacing: 10) {
          LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom)
          RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40)
          AngularGradient(colors: [.red, .green, .blue, .red], center: .center)
          RoundedRectangle(cornerRadius: 10).fill(Color.white).shadow(
            color: .black.opacity(0.5), radius: 6, x: 0, y: 4)
        }
        HStack(spacing: 10) {
          Image(systemName: "heart.fill").font(.system(size: 30)).foregroundColor(.red)
          Image(systemName: "star.fill").font(.system(size: 30)).foregroundColor(.orange)
          Image(systemName: "heart.text.square.fill").resizable().scaledToFit().foregroundColor(
            .purple)
          Text("Aa").font(.title).bold()
        }
      }
      .padding(10),
      size: CGSize(width: 300, height: 300))
    assertSnapshot(image, named: "primitives")
  }
}
