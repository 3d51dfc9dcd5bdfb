import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// `GraphicsContext.Filter.shadow` with its options, and the plus-darker blend mode, by the pixels drawn.
@MainActor @Suite struct CanvasShadowAndBlendTests {
  let red = RenderedImage.Pixel(red: 255, green: 0, blue: 0)
  let black = RenderedImage.Pixel(red: 0, green: 0, blue: 0)

  /// A red square 20…50 with a hard black shadow moved by (10, 10): the shadow's own square is 30…60.
  func square(
    options: GraphicsContext.ShadowOptions, blendMode: GraphicsContext.BlendMode = .normal
  )
    -> RenderedImage
  {
    render(
      Canvas { context, _ in
        context.addFilter(
          .shadow(color: .black, radius: 0, x: 10, y: 10, blendMode: blendMode, options: options))
        context.fill(
          Path(CGRect(x: 20, y: 20, width: 30, height: 30)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
      }, scale: 1)
  }

  @Test func aShadowIsDrawnBelowWhatCastsIt() {
    let image = square(options: [])
    #expect(image.pixel(at: CGPoint(x: 25, y: 25)) == red)
    #expect(image.pixel(at: CGPoint(x: 45, y: 45)) == red, "the square covers its shadow")
    #expect(image.pixel(at: CGPoint(x: 55, y: 55)) == black)
    #expect(image.pixel(at: CGPoint(x: 55, y: 25)) == .white)
    #expect(image.pixel(at: CGPoint(x: 25, y: 55)) == .white)
  }

  @Test func shadowAboveCoversTheSquare() {
    let image = square(options: .shadowAbove)
    #expect(image.pixel(at: CGPoint(x: 25, y: 25)) == red)
    #expect(image.pixel(at: CGPoint(x: 45, y: 45)) == black)
    #expect(image.pixel(at: CGPoint(x: 55, y: 55)) == black)
  }

  @Test func shadowOnlyLeavesTheSquareOut() {
    let image = square(options: .shadowOnly)
    #expect(image.pixel(at: CGPoint(x: 25, y: 25)) == .white)
    #expect(image.pixel(at: CGPoint(x: 45, y: 45)) == black)
    #expect(image.pixel(at: CGPoint(x: 15, y: 15)) == .white)
  }

  @Test func invertedAlphaAboveAndAtopMakesAnInnerShadow() {
    let image = square(options: [.shadowAbove, .invertsAlpha], blendMode: .sourceAtop)
    // Inside the square, the band the moved square no longer covers (its top and left 10 points) is dark.
    #expect(image.pixel(at: CGPoint(x: 25, y: 40)) == black)
    #expect(image.pixel(at: CGPoint(x: 40, y: 25)) == black)
    #expect(image.pixel(at: CGPoint(x: 40, y: 40)) == red)
    // Nothing outside the square.
    #expect(image.pixel(at: CGPoint(x: 55, y: 55)) == .white)
    #expect(image.pixel(at: CGPoint(x: 10, y: 10)) == .white)
  }

  @Test func theShadowsRadiusSoftensItsEdgeAndTheDefaultColourIsAFaintGray() {
    let image = render(
      Canvas { context, _ in
        context.addFilter(.shadow(radius: 8, y: 20))
        context.fill(
          Path(CGRect(x: 20, y: 10, width: 60, height: 40)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
      }, scale: 1)
    // The shadow's square is 20…80 × 30…70; well inside it, the default colour (black at 0.33) over white.
    let inside = image.pixel(at: CGPoint(x: 50, y: 62))
    #expect(abs(Int(inside.red) - 171) <= 8 && inside.red == inside.blue, "\(inside)")
    // Across its lower edge at y = 70 the shade fades: darker above, lighter below, neither end abrupt.
    let above = image.pixel(at: CGPoint(x: 50, y: 67)).red
    let edge = image.pixel(at: CGPoint(x: 50, y: 70)).red
    let below = image.pixel(at: CGPoint(x: 50, y: 73)).red
    #expect(above < edge && edge < below && below < 255, "\(above) \(edge) \(below)")
    #expect(image.pixel(at: CGPoint(x: 50, y: 85)) == .white)
  }

  @Test func plusDarkerAddsAndTakesOne() {
    let base = Color(red: 0.8, green: 0.6, blue: 0.3)
    let paint = Color(red: 0.5, green: 0.9, blue: 0.5)
    let image = render(
      Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), with: .color(base))
        var darker = context
        darker.blendMode = .plusDarker
        darker.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(paint))
      }, scale: 1)
    // Over the base: S + D − 1, clamped at 0 (multiply would give 0.4, 0.54, 0.15).
    let mixed = image.pixel(at: CGPoint(x: 25, y: 25))
    #expect(mixed.isClose(to: .init(red: 77, green: 128, blue: 0), tolerance: 2), "\(mixed)")
    // Over the canvas's own transparent layer the paint shows as it is (then over the white behind).
    #expect(
      image.pixel(at: CGPoint(x: 25, y: 75)).isClose(to: RenderedImage.Pixel(paint), tolerance: 2))
    // Where it was not drawn the base is untouched.
    #expect(
      image.pixel(at: CGPoint(x: 75, y: 25)).isClose(to: RenderedImage.Pixel(base), tolerance: 2))
  }

  @Test func plusDarkerWithOpacityDarkensLess() {
    let image = render(
      Canvas { context, _ in
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.white))
        var darker = context
        darker.blendMode = .plusDarker
        darker.opacity = 0.5
        darker.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
      }, scale: 1)
    // Premultiplied: Ra = 1, Rc = 1 − (0.5 − 0) − (1 − 1) = 0.5.
    #expect(
      image.pixel(at: CGPoint(x: 50, y: 50)).isClose(
        to: .init(red: 128, green: 128, blue: 128), tolerance: 2))
  }

  /// The red square with its hard shadow, drawn at half opacity.
  func translucentSquare(options: GraphicsContext.ShadowOptions) -> RenderedImage {
    render(
      Canvas { context, _ in
        context.opacity = 0.5
        context.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 10, options: options))
        context.fill(
          Path(CGRect(x: 20, y: 20, width: 30, height: 30)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
      }, scale: 1)
  }

  @Test func aGroupedShadowIsHiddenUnderItsTranslucentSquare() {
    let image = translucentSquare(options: [])
    // Square and shadow are one layer, then made translucent: the square covers its shadow.
    let pink = RenderedImage.Pixel(red: 255, green: 128, blue: 128)
    #expect(image.pixel(at: CGPoint(x: 45, y: 45)).isClose(to: pink, tolerance: 2))
    #expect(image.pixel(at: CGPoint(x: 25, y: 25)).isClose(to: pink, tolerance: 2))
    let gray = RenderedImage.Pixel(red: 128, green: 128, blue: 128)
    #expect(image.pixel(at: CGPoint(x: 55, y: 55)).isClose(to: gray, tolerance: 2))
  }

  @Test func disablesGroupLetsTheShadowShowThroughTheTranslucentSquare() {
    let image = translucentSquare(options: .disablesGroup)
    // The shadow is composited first (half black over white), then the square at half opacity over it.
    #expect(
      image.pixel(at: CGPoint(x: 45, y: 45)).isClose(
        to: .init(red: 191, green: 64, blue: 64), tolerance: 2),
      "\(image.pixel(at: CGPoint(x: 45, y: 45)))")
    #expect(
      image.pixel(at: CGPoint(x: 25, y: 25)).isClose(
        to: .init(red: 255, green: 128, blue: 128), tolerance: 2))
    #expect(
      image.pixel(at: CGPoint(x: 55, y: 55)).isClose(
        to: .init(red: 128, green: 128, blue: 128), tolerance: 2))
    #expect(image.pixel(at: CGPoint(x: 15, y: 15)) == .white)
  }

  @Test func disablesGroupKeepsShadowAboveAndShadowOnly() {
    let above = translucentSquare(options: [.disablesGroup, .shadowAbove])
    // The square first, then the half-black shadow over it.
    #expect(
      above.pixel(at: CGPoint(x: 45, y: 45)).isClose(
        to: .init(red: 128, green: 64, blue: 64), tolerance: 2),
      "\(above.pixel(at: CGPoint(x: 45, y: 45)))")
    let only = translucentSquare(options: [.disablesGroup, .shadowOnly])
    #expect(only.pixel(at: CGPoint(x: 25, y: 25)) == .white)
    #expect(
      only.pixel(at: CGPoint(x: 45, y: 45)).isClose(
        to: .init(red: 128, green: 128, blue: 128), tolerance: 2))
  }
}
