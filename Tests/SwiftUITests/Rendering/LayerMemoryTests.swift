import CCairo
import Foundation
import Testing

@testable import SwiftUI

/// Layer memory is kept for the next layer of its size: what a user could notice is a layer that showed what an
/// earlier one drew, so reused memory must come back transparent, and what is kept must stay within its bound.
@Suite struct LayerMemoryTests {
  func paintRed(_ surface: OpaquePointer) {
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 1, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
  }

  func pixels(of surface: OpaquePointer) -> [UInt32] {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let width = Int(cairo_image_surface_get_width(surface))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return (0..<height).flatMap { row in
      (0..<width).map { data.load(fromByteOffset: row * stride + $0 * 4, as: UInt32.self) }
    }
  }

  @Test func memoryOfAGoneLayerIsReusedTransparent() throws {
    let memory = LayerMemory(capacity: 1 << 20)
    let first = try #require(memory.surface(width: 64, height: 32))
    let firstData = cairo_image_surface_get_data(first)
    paintRed(first)
    #expect(memory.heldBytes == 0)
    cairo_surface_destroy(first)
    #expect(memory.heldBytes == 64 * 4 * 32)

    let second = try #require(memory.surface(width: 64, height: 32))
    defer { cairo_surface_destroy(second) }
    #expect(cairo_image_surface_get_data(second) == firstData, "the same memory, reused")
    #expect(memory.heldBytes == 0)
    #expect(pixels(of: second).allSatisfy { $0 == 0 }, "no red left from the layer before")
  }

  @Test func memoryGivenBackIsClearedBeforeAFrameAsksForIt() throws {
    let memory = LayerMemory(capacity: 1 << 20)
    let layer = try #require(memory.surface(width: 32, height: 32))
    let data = try #require(cairo_image_surface_get_data(layer))
    paintRed(layer)
    cairo_surface_destroy(layer)
    memory.finishClearing()
    // Still held (not freed), so it may be read: transparent without a frame having cleared it.
    let words = UnsafeRawPointer(data).bindMemory(to: UInt32.self, capacity: 32 * 32)
    #expect((0..<(32 * 32)).allSatisfy { words[$0] == 0 })
    #expect(memory.heldBytes == 32 * 4 * 32)
    memory.release()
  }

  @Test func aSurfaceStillReferencedElsewhereKeepsItsMemory() throws {
    let memory = LayerMemory(capacity: 1 << 20)
    let surface = try #require(memory.surface(width: 16, height: 16))
    paintRed(surface)
    // A pattern drawing the layer holds it beyond the layer's own release.
    let pattern = cairo_pattern_create_for_surface(surface)!
    cairo_surface_destroy(surface)
    #expect(memory.heldBytes == 0)
    let other = try #require(memory.surface(width: 16, height: 16))
    #expect(pixels(of: other).allSatisfy { $0 == 0 })
    cairo_surface_destroy(other)
    cairo_pattern_destroy(pattern)
    #expect(memory.heldBytes == 2 * 16 * 4 * 16)
  }

  @Test func keptMemoryStaysWithinItsBoundOldestGivenBackFirst() throws {
    let layerBytes = 100 * 4 * 100
    let memory = LayerMemory(capacity: 2 * layerBytes + layerBytes / 2)
    let surfaces = try (0..<3).map { _ in try #require(memory.surface(width: 100, height: 100)) }
    for surface in surfaces { cairo_surface_destroy(surface) }
    #expect(memory.heldBytes == 2 * layerBytes)
    // A layer larger than the bound is never kept.
    let huge = try #require(memory.surface(width: 1000, height: 1000))
    cairo_surface_destroy(huge)
    #expect(memory.heldBytes == 2 * layerBytes)
    memory.release()
    #expect(memory.heldBytes == 0)
  }

  @Test func aSlightlySmallerLayerUsesKeptMemoryOfUpToAQuarterMore() throws {
    let memory = LayerMemory(capacity: 1 << 20)
    let first = try #require(memory.surface(width: 100, height: 100))
    cairo_surface_destroy(first)
    let smaller = try #require(memory.surface(width: 100, height: 90))
    #expect(memory.heldBytes == 0)
    #expect(cairo_image_surface_get_height(smaller) == 90)
    cairo_surface_destroy(smaller)
    let muchSmaller = try #require(memory.surface(width: 50, height: 50))
    #expect(memory.heldBytes == 100 * 4 * 100, "a quarter of the memory is not worth holding on to")
    cairo_surface_destroy(muchSmaller)
  }
}
