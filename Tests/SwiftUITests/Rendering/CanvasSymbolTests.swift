import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// `Canvas(renderer:symbols:)`: views tagged in `symbols` drawn by the renderer where it asks, and nowhere else.
@MainActor @Suite struct CanvasSymbolTests {
  let red = RenderedImage.Pixel(red: 255, green: 0, blue: 0)
  let blue = RenderedImage.Pixel(red: 0, green: 0, blue: 255)

  @Test func resolvedSymbolsAreDrawnAtAPointAndInARect() {
    var sizes: [CGSize?] = []
    let canvas = Canvas { context, _ in
      let dot = context.resolveSymbol(id: "dot")
      let bar = context.resolveSymbol(id: 2)
      sizes = [dot?.size, bar?.size, context.resolveSymbol(id: "missing")?.size]
      if let dot {
        context.draw(dot, at: CGPoint(x: 40, y: 40))
        context.draw(dot, at: CGPoint(x: 100, y: 100), anchor: .bottomTrailing)
      }
      if let bar { context.draw(bar, in: CGRect(x: 0, y: 90, width: 60, height: 10)) }
    } symbols: {
      Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).tag("dot")
      Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 5).tag(2)
    }
    let image = render(canvas, scale: 1)
    #expect(sizes == [CGSize(width: 20, height: 20), CGSize(width: 10, height: 5), nil])
    // Centred at (40, 40): 30…50.
    #expect(image.pixel(at: CGPoint(x: 31, y: 31)) == red)
    #expect(image.pixel(at: CGPoint(x: 49, y: 49)) == red)
    #expect(image.pixel(at: CGPoint(x: 28, y: 40)) == .white)
    #expect(image.pixel(at: CGPoint(x: 52, y: 40)) == .white)
    // Its bottom-right corner at (100, 100): 80…100.
    #expect(image.pixel(at: CGPoint(x: 81, y: 81)) == red)
    #expect(image.pixel(at: CGPoint(x: 78, y: 90)) == .white)
    // The 10 × 5 bar stretched to 60 × 10.
    #expect(image.pixel(at: CGPoint(x: 1, y: 91)) == blue)
    #expect(image.pixel(at: CGPoint(x: 58, y: 98)) == blue)
    #expect(image.pixel(at: CGPoint(x: 62, y: 95)) == .white)
    #expect(image.pixel(at: CGPoint(x: 30, y: 88)) == .white)
  }

  @Test func symbolsAreNotDrawnWhereTheyAreLaidOut() {
    let canvas = Canvas { _, _ in
    } symbols: {
      Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).tag("dot")
      Text("Hidden").tag("text")
    }
    let image = render(canvas, scale: 1)
    for y in stride(from: 0, to: 100, by: 2) {
      for x in stride(from: 0, to: 100, by: 2) {
        guard image.pixel(x: x, y: y) == .white else {
          Issue.record("a symbol showed at (\(x), \(y)) though the renderer drew nothing")
          return
        }
      }
    }
  }

  @Test func symbolsAreNeitherFoundNorTappedWhereTheyAreLaidOut() throws {
    final class Taps { var count = 0 }
    let taps = Taps()
    let driver = AppDriver(
      Canvas { context, _ in
        if let button = context.resolveSymbol(id: "button") {
          context.draw(button, at: CGPoint(x: 195, y: 600))
        }
      } symbols: {
        Button("Tap me") { taps.count += 1 }.tag("button")
      })
    #expect(
      !driver.exists("Tap me"), "a symbol is a picture the renderer draws, not a view on screen")
    // It is drawn in blue where the renderer put it (the canvas starts under the status bar).
    let image = driver.screenshot()
    let drawn = try #require(image.bounds { $0.isAccentBlue })
    #expect(abs(drawn.midX - 195) < 3 && drawn.midY > 600, "\(drawn)")
    // Where the shelf lays it out (the canvas's top-left corner) and where it is drawn, a tap reaches nothing.
    driver.tap(at: CGPoint(x: 20, y: 55))
    driver.tap(at: CGPoint(x: drawn.midX, y: drawn.midY))
    #expect(taps.count == 0)
  }

  @Test func symbolsTakeTheContextsTransformAndOpacity() {
    let canvas = Canvas { context, _ in
      guard let dot = context.resolveSymbol(id: 0) else { return }
      var moved = context
      moved.translateBy(x: 50, y: 0)
      moved.scaleBy(x: 2, y: 2)
      moved.draw(dot, at: .zero, anchor: .topLeading)
      var faint = context
      faint.opacity = 0.5
      faint.draw(dot, at: CGPoint(x: 0, y: 60), anchor: .topLeading)
    } symbols: {
      Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).tag(0)
    }
    let image = render(canvas, scale: 1)
    // Scaled twice: 50…90 × 0…40.
    #expect(image.pixel(at: CGPoint(x: 88, y: 38)) == red)
    #expect(image.pixel(at: CGPoint(x: 92, y: 20)) == .white)
    // Half opacity over white: pink.
    #expect(
      image.pixel(at: CGPoint(x: 10, y: 70)).isClose(to: .init(red: 255, green: 128, blue: 128)))
  }

  @Test func textSymbolsShowTheirText() {
    let canvas = Canvas { context, size in
      if let label = context.resolveSymbol(id: "label") {
        context.draw(label, at: CGPoint(x: size.width / 2, y: size.height / 2))
      }
    } symbols: {
      Text("Hello").font(.system(size: 20)).foregroundColor(.black).tag("label")
    }
    let image = render(canvas, size: CGSize(width: 200, height: 100), scale: 1)
    var inkLeft = Int.max
    var inkRight = Int.min
    var ink = 0
    for y in 0..<100 {
      for x in 0..<200 where image.pixel(x: x, y: y).red < 100 {
        ink += 1
        inkLeft = min(inkLeft, x)
        inkRight = max(inkRight, x)
      }
    }
    #expect(ink > 100, "the text's glyphs are drawn")
    // Centred: as much room on the left as on the right.
    #expect(abs((inkLeft - 0) - (199 - inkRight)) <= 4, "ink spans \(inkLeft)…\(inkRight)")
  }
}
