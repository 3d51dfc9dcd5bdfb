import CCairo
import Foundation
import Testing

@testable import SwiftUI

/// A layer's opaque cover lets the renderer leave out what lies under it: a cover that reached over a pixel that
/// is not opaque would show a hole through the card to nothing. The scan reads eight pixels a step, so a see-through
/// pixel is placed at every position relative to those steps.
@MainActor @Suite struct OpaqueCoverTests {
  /// A 100x60 layer, opaque over x 10..<90 and y 5..<55, with one half-transparent pixel at (`x`, 30).
  func layer(withSeeThroughPixelAt x: Int?) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 60)!
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_rectangle(cr, 10, 5, 80, 50)
    cairo_fill(cr)
    if let x {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(cr, 1, 1, 1, 0.5)
      cairo_rectangle(cr, Double(x), 30, 1, 1)
      cairo_fill(cr)
    }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }

  func cover(of surface: OpaquePointer) -> CGRect? {
    let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    return OpaqueCover.of(surface, placement: LayerPlacement(matrix: identity, x: 0, y: 0))?.rect
  }

  @Test func anOpaqueRectangleIsCoveredTwoPixelsInside() throws {
    let surface = layer(withSeeThroughPixelAt: nil)
    defer { cairo_surface_destroy(surface) }
    #expect(cover(of: surface) == CGRect(x: 12, y: 7, width: 76, height: 46))
  }

  @Test(arguments: [10, 11, 17, 18, 25, 41, 42, 49, 51, 52, 58, 59, 66, 70, 82, 88, 89])
  func theCoverStopsBeforeASeeThroughPixel(x: Int) throws {
    let surface = layer(withSeeThroughPixelAt: x)
    defer { cairo_surface_destroy(surface) }
    let rect = try #require(cover(of: surface))
    // The row through the pixel limits the run every other row shares.
    let left = x < 50 ? x + 1 : 10
    let right = x > 50 ? x : 90
    #expect(rect == CGRect(x: left + 2, y: 7, width: right - left - 4, height: 46))
    #expect(!rect.contains(CGPoint(x: Double(x) + 0.5, y: 30.5)))
  }
}
