import CCairo
import Foundation

/// Blurred shadow masks, shared by every renderer in the process and found by the alpha they were blurred
/// from. A shadowed view made again (a card shown anew, in another window or after its view went away) has the
/// same alpha, and blurring it was most of its first frame (a card's mask at 2x is some 0.7 M pixels); the
/// same alpha blurred the same way gives the same mask, so reusing it draws the same pixels.
@MainActor final class ShadowMasks {
  static let shared = ShadowMasks()

  /// Masks kept at most, and their bytes (alpha and blurred) at most; the least recently used go first.
  let countLimit: Int
  let byteLimit: Int

  private final class Entry {
    /// The alpha before blurring, compared byte for byte with the one asked about.
    let alpha: OpaquePointer
    let blurred: OpaquePointer
    let radius: Double
    init(alpha: OpaquePointer, blurred: OpaquePointer, radius: Double) {
      self.alpha = alpha
      self.blurred = blurred
      self.radius = radius
    }
    var bytes: Int {
      2 * Int(cairo_image_surface_get_stride(alpha) * cairo_image_surface_get_height(alpha))
    }
    deinit {
      cairo_surface_destroy(alpha)
      cairo_surface_destroy(blurred)
    }
  }

  /// Most recently used last.
  private var entries: [Entry] = []
  private(set) var bytes = 0
  /// How many masks were blurred and how many were found (for tests).
  private(set) var blurs = 0
  private(set) var reuses = 0

  init(countLimit: Int = 24, byteLimit: Int = 16 << 20) {
    self.countLimit = countLimit
    self.byteLimit = byteLimit
  }

  var count: Int { entries.count }

  /// `alpha` (an A8 surface, taken over) blurred by `radius` device pixels: a mask kept from an earlier
  /// identical alpha, or `alpha` itself blurred now and kept. The caller destroys the surface returned.
  func blurred(_ alpha: OpaquePointer, radius: Double) -> OpaquePointer {
    if let index = entries.lastIndex(where: {
      $0.radius == radius && Renderer.samePixels($0.alpha, alpha)
    }) {
      let entry = entries.remove(at: index)
      entries.append(entry)
      reuses += 1
      cairo_surface_destroy(alpha)
      return cairo_surface_reference(entry.blurred)
    }
    blurs += 1
    let width = cairo_image_surface_get_width(alpha)
    let height = cairo_image_surface_get_height(alpha)
    guard let copy = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height),
      cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_stride(copy) == cairo_image_surface_get_stride(alpha),
      let from = cairo_image_surface_get_data(alpha), let to = cairo_image_surface_get_data(copy)
    else {
      Blur.apply(to: alpha, radius: radius)
      return alpha
    }
    cairo_surface_flush(alpha)
    to.update(from: from, count: Int(cairo_image_surface_get_stride(alpha) * height))
    cairo_surface_mark_dirty(copy)
    Blur.apply(to: alpha, radius: radius)
    let entry = Entry(alpha: copy, blurred: cairo_surface_reference(alpha), radius: radius)
    guard entry.bytes <= byteLimit else { return alpha }
    entries.append(entry)
    bytes += entry.bytes
    while entries.count > countLimit || bytes > byteLimit {
      bytes -= entries.removeFirst().bytes
    }
    return alpha
  }

  /// Forgets every mask.
  func removeAll() {
    entries = []
    bytes = 0
  }
}
