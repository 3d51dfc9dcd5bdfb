import CCairo
import Foundation

/// Composites a turned layer (a card under the finger, a card thrown), sampled bilinearly as cairo's default
/// filter samples it. pixman takes a general path for a rotated image, about 10 ns a pixel (a card at 2x: 10 ms);
/// here the layer is resampled into an unturned image of the pixels it covers (the four texels of a sample
/// that are all alike are copied; others are blended 4 channels at once in 16-bit lanes), which pixman then
/// lays over the target with its fast path. The weights have 7 bits, as pixman's, so a pixel differs from
/// cairo's by a level or two of rounding.
enum TransformedComposite {
  /// Paints `layer` with `cr`'s current matrix (layer pixels to device) at `opacity`: resampled here into
  /// `scratch` over the device pixels it covers inside the clip's extents, then laid over the target by cairo
  /// as an unturned image (whatever the clip and target). False when it does not apply (scaled only, or shrunk
  /// so much that cairo filters more than four texels): cairo paints it then. `painted`: the layer's pixels
  /// that are not transparent (all of it when nil); only those are sampled, the rest being zero anyway.
  static func paint(
    _ layer: OpaquePointer, painted: PaintedPixels? = nil, opacity: Double, in cr: OpaquePointer,
    scratch: ScratchPixels
  ) -> Bool {
    guard cairo_image_surface_get_format(layer) == CAIRO_FORMAT_ARGB32 else { return false }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    // Scaled only, pixman has a fast path of its own.
    guard matrix.xy != 0 || matrix.yx != 0 else { return false }
    let stretchX = (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot()
    let stretchY = (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot()
    guard (0.75...1.34).contains(stretchX), (0.75...1.34).contains(stretchY) else { return false }
    var inverse = matrix
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return false }
    if let painted, painted.isEmpty { return true }
    let layerWidth = Int(cairo_image_surface_get_width(layer))
    let layerHeight = Int(cairo_image_surface_get_height(layer))
    // A texel is sampled for pixels up to one texel away: the region keeps a transparent texel more on each
    // side, so every pixel a painted texel reaches is visited.
    let region =
      painted.map { painted in
        let x0 = max(painted.x - 1, 0)
        let y0 = max(painted.y - 1, 0)
        let x1 = min(painted.x + painted.width + 1, layerWidth)
        let y1 = min(painted.y + painted.height + 1, layerHeight)
        return PaintedPixels(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      } ?? PaintedPixels(x: 0, y: 0, width: layerWidth, height: layerHeight)
    let sourceWidth = region.width
    let sourceHeight = region.height
    cairo_surface_flush(layer)
    let sourceStride = Int(cairo_image_surface_get_stride(layer))
    // The painted region's first pixel; sample positions are found in the whole layer and moved to it by whole
    // pixels in fixed point, so every weight is what sampling the whole layer gives.
    let source = UnsafeRawPointer(
      cairo_image_surface_get_data(layer)! + region.y * sourceStride + region.x * 4)
    let origin = (x: region.x, y: region.y)
    // The device pixels the layer covers, inside the clip.
    var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
    cairo_restore(cr)
    let (minX, minY) = (Double(region.x), Double(region.y))
    let (maxX, maxY) = (Double(region.x + region.width), Double(region.y + region.height))
    func device(_ x: Double, _ y: Double) -> (Double, Double) {
      (matrix.xx * x + matrix.xy * y + matrix.x0, matrix.yx * x + matrix.yy * y + matrix.y0)
    }
    let corners = [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)].map(device)
    // Rows are stepped in fixed point from the left end of the whole layer's cover, as when all of it is
    // sampled: the same start gives every pixel the same sample position, bit for bit.
    let wholeLeft = [
      (0.0, 0.0), (Double(layerWidth), 0), (0, Double(layerHeight)),
      (Double(layerWidth), Double(layerHeight)),
    ].map { device($0.0, $0.1).0 }.min()!
    if opacity >= 0.999,
      paintDirectly(
        source: source, sourceStride: sourceStride, origin: origin, inverse: inverse,
        covered: corners, steppedFrom: Int(floor(wholeLeft)), in: cr, sourceWidth: sourceWidth,
        sourceHeight: sourceHeight)
    {
      return true
    }
    let left = Int(max(floor(corners.map(\.0).min()!), floor(clip.x1)))
    let reference = Int(max(floor(wholeLeft), floor(clip.x1)))
    let top = Int(max(floor(corners.map(\.1).min()!), floor(clip.y1)))
    let right = Int(min(ceil(corners.map(\.0).max()!), ceil(clip.x2)))
    let bottom = Int(min(ceil(corners.map(\.1).max()!), ceil(clip.y2)))
    guard left < right, top < bottom else { return true }
    let width = right - left
    let height = bottom - top
    let stride = width * 4
    let pixels = scratch.pixels(count: width * height)
    for y in top..<bottom {
      // Indexed by device x.
      let row = pixels + (y - top) * width - left
      paintRow(
        row, y: y, from: left, to: right, steppedFrom: reference, inverse: inverse, origin: origin,
        source: source, sourceStride: sourceStride, sourceWidth: sourceWidth,
        sourceHeight: sourceHeight)
    }
    let image = cairo_image_surface_create_for_data(
      UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
      Int32(width), Int32(height), Int32(stride))!
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, image, Double(left), Double(top))
    if opacity < 0.999 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
    cairo_restore(cr)
    cairo_surface_destroy(image)
    return true
  }

  /// Stripes of rows a large resampling is shared in: more than the cores, so that a core busy elsewhere
  /// (another process) leaves its stripes to the others.
  private static let stripes = ProcessInfo.processInfo.activeProcessorCount > 1 ? 8 : 1

  /// Lays the samples straight over the target's pixels, when the clip is whole-pixel rectangles (no copy to
  /// make and composite).
  private static func paintDirectly(
    source: UnsafeRawPointer, sourceStride: Int, origin: (x: Int, y: Int), inverse: cairo_matrix_t,
    covered corners: [(Double, Double)], steppedFrom wholeLeft: Int, in cr: OpaquePointer,
    sourceWidth: Int, sourceHeight: Int
  ) -> Bool {
    let target = cairo_get_group_target(cr)!
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    else { return false }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)!
    // Rows are stepped from the same pixel in every rectangle of the clip (the left of them all), so a layer
    // composited around an opaque sibling (Occlusion.swift) samples each pixel as composited whole.
    var clipLeft = 0.0
    var clipTop = 0.0
    var clipRight = 0.0
    var clipBottom = 0.0
    cairo_clip_extents(cr, &clipLeft, &clipTop, &clipRight, &clipBottom)
    cairo_restore(cr)
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let left = Int(floor(corners.map(\.0).min()!))
    let top = Int(floor(corners.map(\.1).min()!))
    let right = Int(ceil(corners.map(\.0).max()!))
    let bottom = Int(ceil(corners.map(\.1).max()!))
    cairo_surface_flush(target)
    let destination = cairo_image_surface_get_data(target)!
    let destinationStride = Int(cairo_image_surface_get_stride(target))
    let destinationWidth = Int(cairo_image_surface_get_width(target))
    let destinationHeight = Int(cairo_image_surface_get_height(target))
    let dx = Int(offsetX)
    let dy = Int(offsetY)
    for index in 0..<Int(list.pointee.num_rectangles) {
      let r = list.pointee.rectangles[index]
      // Device pixels, within the layer's cover and the target.
      let x0 = max(Int(r.x.rounded()), left, -dx)
      let reference = max(Int(clipLeft.rounded()), wholeLeft, -dx)
      let x1 = min(Int((r.x + r.width).rounded()), right, destinationWidth - dx)
      let y0 = max(Int(r.y.rounded()), top, -dy)
      let y1 = min(Int((r.y + r.height).rounded()), bottom, destinationHeight - dy)
      guard x0 < x1, y0 < y1 else { continue }
      // A card at 2x is about a million pixels, some 10 ms on one core: its rows are shared out in stripes
      // among the cores (each row written by one thread, the same pixels as in turn).
      let rows = y1 - y0
      let stripes = rows * (x1 - x0) >= 150_000 ? Self.stripes : 1
      DispatchQueue.concurrentPerform(iterations: stripes) { stripe in
        for y in (y0 + rows * stripe / stripes)..<(y0 + rows * (stripe + 1) / stripes) {
          let row =
            UnsafeMutableRawPointer(destination + (y + dy) * destinationStride)
            .assumingMemoryBound(to: UInt32.self) + dx
          paintRow(
            row, y: y, from: x0, to: x1, steppedFrom: reference, inverse: inverse, origin: origin,
            source: source, sourceStride: sourceStride, sourceWidth: sourceWidth,
            sourceHeight: sourceHeight, over: true)
        }
      }
    }
    cairo_surface_mark_dirty(target)
    return true
  }

  /// One row of device pixels [x0, x1): each pixel's centre mapped into the layer, sampled between the four
  /// nearest texels (7-bit weights, zero outside the layer) and laid over what is there. `source` is the
  /// layer's pixel at `origin`, the region sampled `sourceWidth` by `sourceHeight` from there. Sample
  /// positions are stepped in fixed point from pixel `reference` (at or left of x0).
  private static func paintRow(
    _ row: UnsafeMutablePointer<UInt32>, y: Int, from x0: Int, to x1: Int,
    steppedFrom reference: Int,
    inverse: cairo_matrix_t,
    origin: (x: Int, y: Int), source: UnsafeRawPointer, sourceStride: Int, sourceWidth: Int,
    sourceHeight: Int, over: Bool = false
  ) {
    // Texel centres sit at half pixels: sample position = mapped centre - 0.5, in 16.16 fixed point.
    let cx = Double(reference) + 0.5
    let cy = Double(y) + 0.5
    let du = Int(inverse.xx * 65536)
    let dv = Int(inverse.yx * 65536)
    let u0 =
      Int((inverse.xx * cx + inverse.xy * cy + inverse.x0 - 0.5) * 65536) - origin.x << 16 + du
      * (x0 - reference)
    let v0 =
      Int((inverse.yx * cx + inverse.yy * cy + inverse.y0 - 0.5) * 65536) - origin.y << 16 + dv
      * (x0 - reference)
    let count = x1 - x0
    // Only the pixels whose four texels touch the layer.
    let (uStart, uEnd) = span(u0, du, below: -65536, above: sourceWidth << 16, count: count)
    let (vStart, vEnd) = span(v0, dv, below: -65536, above: sourceHeight << 16, count: count)
    let start = max(uStart, vStart)
    let end = max(start, min(uEnd, vEnd))
    if !over {
      // Pixels outside the layer are clear.
      (row + x0).update(repeating: 0, count: start)
      (row + x0 + end).update(repeating: 0, count: count - end)
    }
    // The pixels whose four texels are all inside take the fast loop; the layer's edges the careful one.
    let (innerUStart, innerUEnd) = span(
      u0, du, below: -1, above: (sourceWidth - 1) << 16, count: count)
    let (innerVStart, innerVEnd) = span(
      v0, dv, below: -1, above: (sourceHeight - 1) << 16, count: count)
    var innerStart = min(max(innerUStart, innerVStart, start), end)
    var innerEnd = max(innerStart, min(innerUEnd, innerVEnd, end))
    // The spans are found in floating point: the fast loop reads without bounds, so its ends are checked.
    let innerU = UInt((sourceWidth - 1) << 16)
    let innerV = UInt((sourceHeight - 1) << 16)
    func inside(_ k: Int) -> Bool {
      UInt(bitPattern: u0 + du * k) < innerU && UInt(bitPattern: v0 + dv * k) < innerV
    }
    while innerStart < innerEnd, !inside(innerStart) { innerStart += 1 }
    while innerStart < innerEnd, !inside(innerEnd - 1) { innerEnd -= 1 }
    let out = row + x0
    if innerStart < innerEnd {
      paintInside(
        out, from: innerStart, to: innerEnd, u: u0 + du * innerStart, v: v0 + dv * innerStart,
        du: du, dv: dv, source: source, sourceStride: sourceStride, over: over)
    }
    for k in start..<innerStart {
      paintEdge(
        out + k, u: u0 + du * k, v: v0 + dv * k, source: source, sourceStride: sourceStride,
        sourceWidth: sourceWidth, sourceHeight: sourceHeight, over: over)
    }
    for k in innerEnd..<end {
      paintEdge(
        out + k, u: u0 + du * k, v: v0 + dv * k, source: source, sourceStride: sourceStride,
        sourceWidth: sourceWidth, sourceHeight: sourceHeight, over: over)
    }
  }

  /// Pixels [from, to) of `out` whose four texels are all inside the layer (u, v: the first one's sample
  /// position in 16.16). A texel is four bytes widened to 16-bit lanes; the left texels (top and bottom) are
  /// blended with the right ones in one vector, then top with bottom: the same arithmetic, in the same order,
  /// as the edge pixels' 64-bit lanes.
  @inline(__always)
  private static func paintInside(
    _ out: UnsafeMutablePointer<UInt32>, from: Int, to: Int, u u0: Int, v v0: Int, du: Int,
    dv: Int, source: UnsafeRawPointer, sourceStride: Int, over: Bool
  ) {
    var u = u0
    var v = v0
    for k in from..<to {
      let base = source + (v >> 16) * sourceStride + (u >> 16) * 4
      let top = base.loadUnaligned(as: SIMD2<UInt32>.self)
      let bottom = base.loadUnaligned(fromByteOffset: sourceStride, as: SIMD2<UInt32>.self)
      let wx = UInt16(truncatingIfNeeded: (u >> 9) & 0x7F)
      let wy = UInt16(truncatingIfNeeded: (v >> 9) & 0x7F)
      u &+= du
      v &+= dv
      let topLeft = top.x
      let sample: SIMD4<UInt16>
      if (top.y ^ topLeft) | (bottom.x ^ topLeft) | (bottom.y ^ topLeft) == 0 {
        if !over || topLeft >> 24 == 255 {
          out[k] = topLeft
          continue
        }
        sample = widen(topLeft)
      } else {
        let left = widen(SIMD2<UInt32>(topLeft, bottom.x))
        let right = widen(SIMD2<UInt32>(top.y, bottom.y))
        let across = (left &* (128 &- wx) &+ right &* wx) &>> 7
        sample = (across.lowHalf &* (128 &- wy) &+ across.highHalf &* wy) &>> 7
      }
      lay(sample, on: out + k, over: over)
    }
  }

  /// One pixel whose texels may lie partly outside the layer (zero there).
  @inline(__always)
  private static func paintEdge(
    _ pixel: UnsafeMutablePointer<UInt32>, u: Int, v: Int, source: UnsafeRawPointer,
    sourceStride: Int, sourceWidth: Int, sourceHeight: Int, over: Bool
  ) {
    guard u > -65536, v > -65536, u < sourceWidth << 16, v < sourceHeight << 16 else {
      if !over { pixel.pointee = 0 }
      return
    }
    let tx = u >> 16
    let ty = v >> 16
    let wx = UInt64((u >> 9) & 0x7F)
    let wy = UInt64((v >> 9) & 0x7F)
    let tl = texel(source, sourceStride, sourceWidth, sourceHeight, tx, ty)
    let tr = texel(source, sourceStride, sourceWidth, sourceHeight, tx + 1, ty)
    let bl = texel(source, sourceStride, sourceWidth, sourceHeight, tx, ty + 1)
    let br = texel(source, sourceStride, sourceWidth, sourceHeight, tx + 1, ty + 1)
    lay(widen(pack(lerp(lerp(tl, tr, wx), lerp(bl, br, wx), wy))), on: pixel, over: over)
  }

  /// Stores a premultiplied sample, or lays it over what is there: destination × (255 − α) / 255 (rounded as
  /// pixman does), plus the sample.
  @inline(__always)
  private static func lay(
    _ sample: SIMD4<UInt16>, on pixel: UnsafeMutablePointer<UInt32>, over: Bool
  ) {
    let alpha = sample[3]
    if !over || alpha == 255 {
      pixel.pointee = narrow(sample)
    } else if alpha != 0 {
      let under = widen(pixel.pointee) &* (255 &- alpha) &+ 0x80
      pixel.pointee = narrow(((under &+ (under &>> 8)) &>> 8) &+ sample)
    }
  }

  /// The bytes of a pixel (b, g, r, a in memory order) in 16-bit lanes.
  @inline(__always) private static func widen(_ p: UInt32) -> SIMD4<UInt16> {
    SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
  }

  @inline(__always) private static func widen(_ p: SIMD2<UInt32>) -> SIMD8<UInt16> {
    SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD8<UInt8>.self))
  }

  @inline(__always) private static func narrow(_ p: SIMD4<UInt16>) -> UInt32 {
    unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: p), to: UInt32.self)
  }

  /// The steps k in [0, count) where below < p0 + dp × k < above.
  @inline(__always)
  private static func span(_ p0: Int, _ dp: Int, below: Int, above: Int, count: Int) -> (Int, Int) {
    if dp == 0 { return below < p0 && p0 < above ? (0, count) : (0, 0) }
    let a = Double(below - p0) / Double(dp)
    let b = Double(above - p0) / Double(dp)
    let first = Int(floor(min(a, b))) + 1
    let last = Int(ceil(max(a, b)))
    return (max(0, min(first, count)), max(0, min(last, count)))
  }

  @inline(__always)
  private static func texel(
    _ source: UnsafeRawPointer, _ stride: Int, _ width: Int, _ height: Int, _ x: Int, _ y: Int
  ) -> UInt64 {
    guard x >= 0, y >= 0, x < width, y < height else { return 0 }
    return spread(source.load(fromByteOffset: y * stride + x * 4, as: UInt32.self))
  }

  private static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF

  /// ARGB in four 16-bit lanes (a, r, g, b from high to low).
  @inline(__always) private static func spread(_ p: UInt32) -> UInt64 {
    let x = UInt64(p)
    return ((x & 0xFF00_0000) << 24) | ((x & 0x00FF_0000) << 16) | ((x & 0x0000_FF00) << 8)
      | (x & 0xFF)
  }

  @inline(__always) private static func pack(_ x: UInt64) -> UInt32 {
    UInt32(
      truncatingIfNeeded: ((x >> 24) & 0xFF00_0000) | ((x >> 16) & 0x00FF_0000)
        | ((x >> 8) & 0xFF00) | (x & 0xFF))
  }

  /// a + (b − a) × w / 128 per lane, as a × (128 − w) + b × w, then / 128.
  @inline(__always) private static func lerp(_ a: UInt64, _ b: UInt64, _ w: UInt64) -> UInt64 {
    ((a &* (128 - w) &+ b &* w) >> 7) & lanes
  }
}

/// Memory for the resampled image of `TransformedComposite`, kept by the renderer from frame to frame.
final class ScratchPixels {
  private var storage: UnsafeMutablePointer<UInt32>?
  private var capacity = 0

  /// At least `count` pixels (their contents undefined).
  func pixels(count: Int) -> UnsafeMutablePointer<UInt32> {
    if let storage, capacity >= count { return storage }
    storage?.deallocate()
    let made = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
    storage = made
    capacity = count
    return made
  }

  deinit { storage?.deallocate() }
}
