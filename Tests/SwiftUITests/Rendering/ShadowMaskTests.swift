import CCairo
import Foundation
import Testing

@testable import SwiftUI

/// Shadow masks are blurred once per alpha and shared (ShadowMasks.swift); the blur itself divides by table.
/// Neither may change a pixel.
@MainActor @Suite(.serialized) struct ShadowMaskTests {
  private struct ShadowedCard: View {
    var body: some View {
      ZStack {
        Color(red: 0.5, green: 0.3, blue: 0.7)
        VStack(spacing: 8) {
          Circle().fill(Color.orange).frame(width: 40, height: 40)
          Text("Nick").font(.title)
        }
        .padding()
        .background(Color.white)
        .cornerRadius(10)
        .shadow(radius: 10)
      }
    }
  }

  private func host() -> ViewHost {
    ViewHost(
      rootView: ShadowedCard(), size: CGSize(width: 200, height: 200), scale: 2,
      safeAreaInsets: EdgeInsets())
  }

  @Test func aSecondCardReusesTheMaskAndDrawsTheSamePixels() {
    ShadowMasks.shared.removeAll()
    let first = host().render()
    let blurs = ShadowMasks.shared.blurs
    let reuses = ShadowMasks.shared.reuses
    let second = host().render()
    #expect(ShadowMasks.shared.blurs == blurs)
    #expect(ShadowMasks.shared.reuses == reuses + 1)
    #expect(second.difference(from: first).worst == 0)
    // Drawn with no mask kept at all: the same again.
    ShadowMasks.shared.removeAll()
    let fresh = host().render()
    #expect(ShadowMasks.shared.blurs == blurs + 1)
    #expect(fresh.difference(from: first).worst == 0)
  }

  private func alpha(_ seed: Int, width: Int32 = 120, height: Int32 = 90) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
    let cr = cairo_create(surface)!
    cairo_rectangle(cr, 20 + Double(seed), 15, 60, 40)
    cairo_set_source_rgba(cr, 0, 0, 0, 0.9)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }

  @Test func masksAreKeptWithinTheirLimits() {
    let masks = ShadowMasks(countLimit: 2, byteLimit: 1 << 20)
    for seed in 0..<3 { cairo_surface_destroy(masks.blurred(alpha(seed), radius: 8)) }
    #expect(masks.count == 2)
    #expect(masks.blurs == 3)
    // The oldest went: asked again, it is blurred again; the newest is found.
    cairo_surface_destroy(masks.blurred(alpha(2), radius: 8))
    #expect(masks.reuses == 1)
    cairo_surface_destroy(masks.blurred(alpha(0), radius: 8))
    #expect(masks.blurs == 4)
    // Another radius is another mask.
    cairo_surface_destroy(masks.blurred(alpha(0), radius: 12))
    #expect(masks.blurs == 5)
    let small = ShadowMasks(countLimit: 8, byteLimit: 30_000)
    for seed in 0..<3 { cairo_surface_destroy(small.blurred(alpha(seed), radius: 8)) }
    // 120 x 90 alpha and blurred: 21.6 kB each, so one at a time.
    #expect(small.count == 1)
    #expect(small.bytes <= 30_000)
  }

  /// The blur as it was written first: a division per byte and pass.
  private func referenceBlur(_ surface: OpaquePointer, radius: Double) {
    let boxRadius = Int((radius / 2).rounded())
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let window = 2 * boxRadius + 1
    for _ in 0..<3 {
      for y in 0..<height {
        let row = Array(UnsafeBufferPointer(start: data + y * stride, count: width * channels))
        for channel in 0..<channels {
          for x in 0..<width {
            var sum = 0
            for i in (x - boxRadius)...(x + boxRadius) where i >= 0 && i < width {
              sum += Int(row[i * channels + channel])
            }
            data[y * stride + x * channels + channel] = UInt8(sum / window)
          }
        }
      }
      let columns = Array(UnsafeBufferPointer(start: data, count: stride * height))
      for y in 0..<height {
        for x in 0..<(width * channels) {
          var sum = 0
          for j in (y - boxRadius)...(y + boxRadius) where j >= 0 && j < height {
            sum += Int(columns[j * stride + x])
          }
          data[y * stride + x] = UInt8(sum / window)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Small surfaces, and large ones (a quarter of a megabyte and more), which are blurred on two threads.
  @Test(arguments: [
    (CAIRO_FORMAT_A8, 90, 70), (CAIRO_FORMAT_ARGB32, 90, 70), (CAIRO_FORMAT_A8, 530, 501),
    (CAIRO_FORMAT_ARGB32, 301, 223),
  ])
  func theBlurGivesTheQuotientsOfItsSums(format: cairo_format_t, width: Int32, height: Int32) {
    func make() -> OpaquePointer {
      let surface = cairo_image_surface_create(format, width, height)!
      let cr = cairo_create(surface)!
      // The same drawing over the whole surface, whatever its size: every part of it has edges to blur.
      cairo_scale(cr, Double(width) / 90, Double(height) / 70)
      cairo_arc(cr, 40, 30, 22, 0, 2 * .pi)
      cairo_set_source_rgba(cr, 0.9, 0.4, 0.1, 0.8)
      cairo_fill(cr)
      cairo_rectangle(cr, 50, 40, 30, 25)
      cairo_set_source_rgba(cr, 0.1, 0.5, 0.9, 1)
      cairo_fill(cr)
      cairo_destroy(cr)
      cairo_surface_flush(surface)
      return surface
    }
    for radius in width > 100 ? [9.0] : [3.0, 9.0, 20.0] {
      let blurred = make()
      let reference = make()
      defer {
        cairo_surface_destroy(blurred)
        cairo_surface_destroy(reference)
      }
      Blur.apply(to: blurred, radius: radius)
      referenceBlur(reference, radius: radius)
      #expect(Renderer.samePixels(blurred, reference), "radius \(radius)")
      // And it blurred something.
      let original = make()
      defer { cairo_surface_destroy(original) }
      #expect(!Renderer.samePixels(blurred, original))
    }
  }
}
