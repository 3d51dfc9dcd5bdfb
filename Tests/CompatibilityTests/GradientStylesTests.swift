import SwiftUI
import SwiftUITesting
import Testing

/// `GradientTilesScreen` against iOS: `Color.gradient` is a subtle top-to-bottom blend of the colour, an
/// elliptical gradient stretches its circles with the frame, and a mesh gradient takes each vertex's colour at
/// its point and blends smoothly between them.
@MainActor struct GradientStylesTests {
  @Test func aColorsGradientIsASubtleBlendFromTopToBottom() throws {
    let app = AppDriver(GradientTilesScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/gradient-tiles.png")
    let tile = try #require(app.find(identifier: "tile")).frame
    let top = image.pixel(at: CGPoint(x: tile.midX, y: tile.minY + 2))
    let middle = image.pixel(at: CGPoint(x: tile.midX, y: tile.midY))
    let bottom = image.pixel(at: CGPoint(x: tile.midX, y: tile.maxY - 2))
    #expect(
      middle.isClose(to: 0, 122, 255, tolerance: 8), "the colour itself in the middle: \(middle)")
    // Lighter above, deeper below, but still plainly blue.
    #expect(Int(top.red) + Int(top.green) > Int(middle.red) + Int(middle.green) + 20, "\(top)")
    #expect(Int(bottom.green) + Int(bottom.blue) < Int(middle.green) + Int(middle.blue) - 10)
    for pixel in [top, bottom] { #expect(pixel.blue > 200 && pixel.red < 60, "\(pixel)") }
  }

  @Test func anEllipticalGradientStretchesWithItsFrame() throws {
    let app = AppDriver(GradientTilesScreen())
    let image = app.screenshot()
    let spot = try #require(app.find(identifier: "spotlight")).frame
    #expect(
      image.pixel(at: CGPoint(x: spot.midX, y: spot.midY)).isClose(to: 255, 204, 0, tolerance: 6))
    // The end radius (0.5) reaches the middle of every edge: red there, and beyond it in the corners.
    #expect(
      image.pixel(at: CGPoint(x: spot.maxX - 1, y: spot.midY)).isClose(
        to: 255, 59, 48, tolerance: 8))
    #expect(
      image.pixel(at: CGPoint(x: spot.midX, y: spot.maxY - 1)).isClose(
        to: 255, 59, 48, tolerance: 8))
    #expect(image.pixel(at: CGPoint(x: spot.minX + 2, y: spot.minY + 2)).isClose(to: 255, 59, 48))
    // Halfway to the side edge (75 pt) and halfway to the bottom edge (25 pt) are the same colour: an
    // ellipse, where a circle's colour would depend on the distance in points.
    let across = image.pixel(at: CGPoint(x: spot.midX + spot.width / 4, y: spot.midY))
    let down = image.pixel(at: CGPoint(x: spot.midX, y: spot.midY + spot.height / 4))
    #expect(across.isClose(to: down, tolerance: 6), "\(across) \(down)")
    #expect(
      !across.isClose(to: 255, 204, 0, tolerance: 20)
        && !across.isClose(to: 255, 59, 48, tolerance: 20))
  }

  @Test func aMeshGradientTakesEachVertexsColourAtItsPoint() throws {
    let app = AppDriver(GradientTilesScreen())
    let image = app.screenshot()
    let mesh = try #require(app.find(identifier: "mesh")).frame
    func at(_ x: CGFloat, _ y: CGFloat) -> RenderedImage.Pixel {
      image.pixel(
        at: CGPoint(
          x: min(max(mesh.minX + x * mesh.width, mesh.minX + 1), mesh.maxX - 1),
          y: min(max(mesh.minY + y * mesh.height, mesh.minY + 1), mesh.maxY - 1)))
    }
    let expected: [(CGFloat, CGFloat, (Int, Int, Int))] = [
      (0, 0, (255, 59, 48)), (0.5, 0, (175, 82, 222)), (1, 0, (88, 86, 214)),
      (0, 0.5, (255, 149, 0)), (0.5, 0.5, (255, 255, 255)), (1, 0.5, (0, 122, 255)),
      (0, 1, (255, 204, 0)), (0.5, 1, (52, 199, 89)), (1, 1, (0, 199, 190)),
    ]
    for (x, y, (r, g, b)) in expected {
      let pixel = at(x, y)
      #expect(pixel.isClose(to: r, g, b, tolerance: 14), "vertex at \(x), \(y): \(pixel)")
    }
    // Between the red, purple, orange and white vertices of the first cell, a blend of the four.
    let between = at(0.25, 0.25)
    #expect(
      between.red > 200 && (90...210).contains(between.green) && (60...220).contains(between.blue),
      "\(between)")
    // Smooth, not faceted: along the top edge the colour changes without a step.
    var previous = at(0, 0.02)
    for step in 1...40 {
      let pixel = at(CGFloat(step) / 40, 0.02)
      #expect(pixel.isClose(to: previous, tolerance: 24), "step \(step): \(previous) → \(pixel)")
      previous = pixel
    }
  }

  @Test func aCanvasFillsAPathWithAMeshGradient() throws {
    let app = AppDriver(GradientTilesScreen())
    let image = app.screenshot()
    let canvas = try #require(app.find(identifier: "canvas")).frame
    // Near each corner (inside the path's rounded corners), that vertex's colour.
    func near(_ x: CGFloat, _ y: CGFloat) -> RenderedImage.Pixel {
      image.pixel(
        at: CGPoint(
          x: x == 0 ? canvas.minX + 12 : canvas.maxX - 12,
          y: y == 0 ? canvas.minY + 4 : canvas.maxY - 4))
    }
    #expect(near(0, 0).isClose(to: 255, 59, 48, tolerance: 30), "\(near(0, 0))")
    #expect(near(1, 0).isClose(to: 0, 122, 255, tolerance: 30), "\(near(1, 0))")
    #expect(near(0, 1).isClose(to: 52, 199, 89, tolerance: 30), "\(near(0, 1))")
    #expect(near(1, 1).isClose(to: 255, 204, 0, tolerance: 30), "\(near(1, 1))")
    // The path's rounded corners are left out.
    #expect(image.pixel(at: CGPoint(x: canvas.minX + 1, y: canvas.minY + 1)).isWhite())
  }
}
