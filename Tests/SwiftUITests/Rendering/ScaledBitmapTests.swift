import CCairo
import Foundation
import Testing

@testable import SwiftUI

/// A bitmap drawn smaller is drawn from the copy it keeps at that size (ScaledBitmaps.swift): the pixels must be
/// those of drawing it directly with cairo's good filter, wherever it falls within a device pixel, and the
/// copies must stay within their budget.
@MainActor @Suite(.serialized) struct ScaledBitmapTests {
  /// A "photo" with detail at every scale (stripes, rings, a gradient), so resampling differences show.
  private func makeBitmap(width: Int32 = 640, height: Int32 = 480) -> Bitmap {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let cr = cairo_create(surface)!
    let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))!
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0.95, 0.6, 0.1)
    cairo_pattern_add_color_stop_rgb(gradient, 0.5, 0.9, 0.2, 0.5)
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0.1, 0.3, 0.9)
    cairo_set_source(cr, gradient)
    cairo_paint(cr)
    cairo_pattern_destroy(gradient)
    cairo_set_source_rgba(cr, 1, 1, 1, 0.8)
    var x = 0.0
    while x < Double(width) {
      cairo_rectangle(cr, x, 0, 1.5, Double(height) / 2)
      x += 3.7
    }
    cairo_fill(cr)
    for ring in 0..<20 {
      cairo_arc(cr, Double(width) * 0.6, Double(height) * 0.6, Double(ring) * 6 + 3, 0, 2 * .pi)
      cairo_set_source_rgba(cr, 0, 0, 0, 0.5)
      cairo_set_line_width(cr, 1.3)
      cairo_stroke(cr)
    }
    // A transparent corner: the copy keeps alpha too.
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_rectangle(cr, 0, Double(height) - 60, 80, 60)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return Bitmap(surface: surface, scale: 1)
  }

  private struct Card: View {
    let image: UIImage
    let offset: CGSize
    let tint: Color?
    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.gray
        if let tint {
          Image(uiImage: image).renderingMode(.template).resizable().scaledToFill()
            .frame(width: 145, height: 110).clipped().cornerRadius(7).foregroundColor(tint)
            .offset(offset)
        } else {
          Image(uiImage: image).resizable().scaledToFill()
            .frame(width: 145, height: 110).clipped().cornerRadius(7)
            .offset(offset)
        }
      }
    }
  }

  private func render(
    _ image: UIImage, offset: CGSize, scale: CGFloat, tint: Color? = nil, copies: Bool
  ) -> RenderedImage {
    ScaledBitmaps.isEnabled = copies
    defer { ScaledBitmaps.isEnabled = true }
    let host = ViewHost(
      rootView: Card(image: image, offset: offset, tint: tint),
      size: CGSize(width: 200, height: 160), scale: scale, safeAreaInsets: EdgeInsets())
    host.layerCachePolicy = .never
    return host.render()
  }

  @Test func copiesDrawTheSamePixelsAsDrawingDirectly() {
    let bitmap = makeBitmap()
    let image = UIImage(bitmap: bitmap)
    let made = ScaledBitmaps.made
    // Whole, half and odd fractions of a point, at 1x, 2x and 3x: the image's corner lands at every kind of
    // fraction of a device pixel.
    for scale: CGFloat in [1, 2, 3] {
      for offset in [
        CGSize(width: 10, height: 12), CGSize(width: 10.5, height: 3.25),
        CGSize(width: 7.3, height: 21.9), CGSize(width: 0.123, height: 0.77),
      ] {
        let direct = render(image, offset: offset, scale: scale, copies: false)
        let copied = render(image, offset: offset, scale: scale, copies: true)
        let difference = copied.difference(from: direct)
        #expect(difference.worst == 0, "scale \(scale), offset \(offset): \(difference)")
        // Drawn again from the copy (not made again): still the same.
        let again = render(image, offset: offset, scale: scale, copies: true)
        #expect(
          again.difference(from: direct).worst == 0,
          "again scale \(scale), offset \(offset): \(again.difference(from: direct))")
      }
    }
    // The last offset puts the image (wider than its frame) past the surface's left edge, where no copy is made.
    #expect(ScaledBitmaps.made - made == 9)
    #expect(bitmap.scaledCopies.count == ScaledBitmapCopies.perBitmap)
  }

  private struct SlidingCard: View {
    let image: UIImage
    @State var shown = false
    var body: some View {
      ZStack {
        Color.purple
        if shown {
          VStack {
            Image(uiImage: image).resizable().scaledToFill().frame(width: 145, height: 110)
              .clipped()
              .cornerRadius(10)
            Text("Nick")
          }
          .padding()
          .background(Color.white)
          .cornerRadius(10)
          .shadow(radius: 10)
          .transition(.move(edge: .bottom))
        }
      }
      .onTapGesture { withAnimation(.spring()) { shown = true } }
    }
  }

  /// Every frame of a photo card sliding in, under each layer policy: the frames drawn from copies (the card's
  /// layers are made from them) are the frames drawn directly.
  @Test(arguments: [LayerCachePolicy.whenCheaper, .always, .never])
  func aSlidingCardDrawsTheSameFrames(policy: LayerCachePolicy) {
    let image = UIImage(bitmap: makeBitmap())
    func frames(copies: Bool) -> [RenderedImage] {
      ScaledBitmaps.isEnabled = copies
      defer { ScaledBitmaps.isEnabled = true }
      var frames: [RenderedImage] = []
      // Twice: the second host finds the copies the first one made.
      for _ in 0..<2 {
        let host = ViewHost(
          rootView: SlidingCard(image: image), size: CGSize(width: 200, height: 240), scale: 2,
          safeAreaInsets: EdgeInsets())
        host.layerCachePolicy = policy
        _ = host.render()
        host.send(.pointerDown(CGPoint(x: 100, y: 120)))
        host.send(.pointerUp(CGPoint(x: 100, y: 120)))
        host.update()
        var count = 0
        repeat {
          host.advance(by: 1.0 / 60)
          frames.append(host.render())
          count += 1
        } while host.isAnimating && count < 300
        frames.append(host.render())
      }
      return frames
    }
    let made = ScaledBitmaps.made
    let copied = frames(copies: true)
    #expect(ScaledBitmaps.made > made)
    let direct = frames(copies: false)
    #expect(copied.count == direct.count)
    #expect(copied.count > 20)
    for (index, (a, b)) in zip(copied, direct).enumerated() {
      #expect(a.difference(from: b).worst == 0, "frame \(index)")
    }
  }

  @Test func templateCopiesDrawTheSamePixels() {
    let image = UIImage(bitmap: makeBitmap())
    for offset in [CGSize(width: 10, height: 12), CGSize(width: 7.3, height: 21.9)] {
      let direct = render(image, offset: offset, scale: 2, tint: .purple, copies: false)
      let copied = render(image, offset: offset, scale: 2, tint: .purple, copies: true)
      #expect(copied.difference(from: direct).worst == 0)
    }
  }

  @Test func anotherHostShowingTheImageUsesTheCopy() {
    let bitmap = makeBitmap()
    let image = UIImage(bitmap: bitmap)
    let offset = CGSize(width: 20, height: 20)
    // Drawn straight to the screen: the first time is not kept (it may be moving), the second is.
    let made = ScaledBitmaps.made
    _ = render(image, offset: offset, scale: 2, copies: true)
    #expect(ScaledBitmaps.made == made)
    _ = render(image, offset: offset, scale: 2, copies: true)
    #expect(ScaledBitmaps.made == made + 1)
    _ = render(image, offset: offset, scale: 2, copies: true)
    #expect(ScaledBitmaps.made == made + 1)
    #expect(bitmap.scaledCopies.count == 1)
  }

  @Test func enlargedImagesAreDrawnDirectly() {
    let bitmap = makeBitmap(width: 60, height: 40)
    let image = UIImage(bitmap: bitmap)
    let made = ScaledBitmaps.made
    _ = render(image, offset: .zero, scale: 2, copies: true)
    #expect(ScaledBitmaps.made == made)
    #expect(bitmap.scaledCopies.count == 0)
  }

  @Test func copiesStayWithinTheirBudget() {
    let limit = ScaledBitmaps.byteLimit
    defer { ScaledBitmaps.byteLimit = limit }
    ScaledBitmaps.removeAll()
    // A copy of the card's photo at 2x is some 300 x 230 pixels, 0.28 MB: room for three.
    ScaledBitmaps.byteLimit = 900_000
    let bitmaps = (0..<6).map { _ in makeBitmap() }
    let images = bitmaps.map { UIImage(bitmap: $0) }
    for image in images {
      _ = render(image, offset: CGSize(width: 5, height: 5), scale: 2, copies: true)
      _ = render(image, offset: CGSize(width: 5, height: 5), scale: 2, copies: true)
      #expect(ScaledBitmaps.bytes <= ScaledBitmaps.byteLimit)
    }
    #expect(bitmaps.map(\.scaledCopies.count) == [0, 0, 0, 1, 1, 1])
  }
}
