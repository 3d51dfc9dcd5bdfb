import CCairo
import Foundation
import Testing

@testable import SwiftUI

/// A kept layer is composited only over its painted pixels (not the room around it): the frame must come out
/// the same, bit for bit, as compositing the whole layer.
@MainActor @Suite struct PaintedPixelsTests {
  /// A layer with room around its content: a turned, half-transparent ellipse and an opaque bar.
  private func makeLayer() -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 220, 160)!
    let cr = cairo_create(surface)!
    cairo_translate(cr, 110, 80)
    cairo_rotate(cr, 0.3)
    cairo_scale(cr, 60, 35)
    cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
    cairo_set_source_rgba(cr, 0.8, 0.2, 0.4, 0.7)
    cairo_fill(cr)
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, 40, 100, 90, 12)
    cairo_set_source_rgb(cr, 0.1, 0.6, 0.3)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }

  /// A target with something on it everywhere, so a pixel laid wrongly shows.
  private func makeTarget() -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 260)!
    let cr = cairo_create(surface)!
    let pattern = cairo_pattern_create_linear(0, 0, 300, 260)!
    cairo_pattern_add_color_stop_rgb(pattern, 0, 0.9, 0.9, 0.2)
    cairo_pattern_add_color_stop_rgb(pattern, 1, 0.2, 0.3, 0.9)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_pattern_destroy(pattern)
    cairo_destroy(cr)
    return surface
  }

  @Test func paintedPixelsAreTheSmallestRectangleHoldingEveryVisiblePixel() throws {
    let layer = makeLayer()
    defer { cairo_surface_destroy(layer) }
    let painted = try #require(PaintedPixels.of(layer))
    #expect(painted.width < 220 && painted.height < 160)
    let data = cairo_image_surface_get_data(layer)!
    let stride = Int(cairo_image_surface_get_stride(layer))
    var found = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
    for y in 0..<160 {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<220 where row[x] != 0 {
        found = (min(found.minX, x), min(found.minY, y), max(found.maxX, x), max(found.maxY, y))
      }
    }
    #expect(
      painted
        == PaintedPixels(
          x: found.minX, y: found.minY, width: found.maxX - found.minX + 1,
          height: found.maxY - found.minY + 1))
  }

  @Test func aClearLayerPaintsNothing() throws {
    let layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30)!
    defer { cairo_surface_destroy(layer) }
    #expect(try #require(PaintedPixels.of(layer)).isEmpty)
  }

  @Test(arguments: [1.0, 0.6])
  func aTurnedLayerSampledOverItsPaintedPixelsLaysTheSamePixels(opacity: Double) throws {
    let layer = makeLayer()
    defer { cairo_surface_destroy(layer) }
    let painted = try #require(PaintedPixels.of(layer))
    func composite(painted: PaintedPixels?) -> OpaquePointer {
      let target = makeTarget()
      let cr = cairo_create(target)!
      // Turned and a little enlarged, at a fractional position, partly outside the target.
      cairo_translate(cr, 57.3, 21.6)
      cairo_rotate(cr, 0.21)
      cairo_scale(cr, 1.07, 1.07)
      let drawn = TransformedComposite.paint(
        layer, painted: painted, opacity: opacity, in: cr, scratch: ScratchPixels())
      #expect(drawn)
      cairo_destroy(cr)
      cairo_surface_flush(target)
      return target
    }
    let whole = composite(painted: nil)
    let part = composite(painted: painted)
    let untouched = makeTarget()
    defer {
      cairo_surface_destroy(whole)
      cairo_surface_destroy(part)
      cairo_surface_destroy(untouched)
    }
    #expect(Renderer.samePixels(whole, part))
    // And the layer did show.
    #expect(!Renderer.samePixels(whole, untouched))
  }
}
