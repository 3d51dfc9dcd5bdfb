import CCairo
import Foundation

/// Gaussian-like blur of an image surface: three box-blur passes per axis over premultiplied channels (so
/// transparent edges do not darken). ARGB32 surfaces blur four channels; A8 surfaces (a shadow's mask) one.
enum Blur {
  static func apply(to surface: OpaquePointer, radius: Double) {
    let boxRadius = Int((radius / 2).rounded())  // SwiftUI's radius behaves like 2 sigma
    guard boxRadius > 0 else { return }
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
    let rowBytes = width * channels
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
    defer { copy.deallocate() }
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowBytes)
    defer { sums.deallocate() }
    // A window's sum divided by its length, looked up: a division per byte and pass was most of the blur's
    // time (a shadowed card's mask at 2x is some 0.7 M bytes, six passes). The same quotients.
    let window = 2 * boxRadius + 1
    let quotients = UnsafeMutablePointer<UInt8>.allocate(capacity: 255 * window + 1)
    defer { quotients.deallocate() }
    for sum in 0...(255 * window) { quotients[sum] = UInt8(sum / window) }
    let passes = Passes(
      data: data, copy: copy, sums: sums, quotients: quotients, width: width, height: height,
      stride: stride, channels: channels, radius: boxRadius)
    // A large surface (a card's shadow mask, made in the card's first frame) is blurred on two threads, each
    // taking half of the rows, then half of the columns; the second thread is started for it and ends with it.
    // Each byte comes out of the same sums either way.
    if rowBytes * height >= 256 * 1024, height >= 2, rowBytes >= 2,
      ProcessInfo.processInfo.activeProcessorCount > 1
    {
      let helperArrived = DispatchSemaphore(value: 0)
      let mainArrived = DispatchSemaphore(value: 0)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        passes.run(part: 1, of: 2) {
          helperArrived.signal()
          mainArrived.wait()
        }
        done.signal()
      }
      thread.stackSize = 256 * 1024
      thread.start()
      passes.run(part: 0, of: 2) {
        mainArrived.signal()
        helperArrived.wait()
      }
      done.wait()
    } else {
      passes.run(part: 0, of: 1) {}
    }
    cairo_surface_mark_dirty(surface)
  }

  /// The three pairs of passes over one surface, shared out in parts: rows, then byte columns, with every part
  /// waiting for the others between them (`meet`). Each part writes only its own rows or columns.
  private struct Passes: @unchecked Sendable {
    let data: UnsafeMutablePointer<UInt8>
    /// The surface's rows packed, as the vertical pass reads them (each row also the horizontal pass's input).
    let copy: UnsafeMutablePointer<UInt8>
    let sums: UnsafeMutablePointer<Int32>
    let quotients: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int
    let channels: Int
    let radius: Int

    func run(part: Int, of parts: Int, meet: () -> Void) {
      let rowBytes = width * channels
      let rows = (height * part / parts)..<(height * (part + 1) / parts)
      let columns = (rowBytes * part / parts)..<(rowBytes * (part + 1) / parts)
      for _ in 0..<3 {
        for y in rows {
          let row = data + y * stride
          let packed = copy + y * rowBytes
          packed.update(from: row, count: rowBytes)
          blurRow(
            packed, into: row, count: width, channels: channels, radius: radius,
            quotients: quotients)
          packed.update(from: row, count: rowBytes)
        }
        meet()
        blurColumns(
          copy, rowBytes: rowBytes, columns: columns, height: height, into: data, stride: stride,
          radius: radius, sums: sums, quotients: quotients)
        meet()
      }
    }
  }

  /// One horizontal pass; beyond the ends counts as transparent.
  private static func blurRow(
    _ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, count: Int,
    channels: Int, radius: Int, quotients: UnsafePointer<UInt8>
  ) {
    for channel in 0..<channels {
      let from = source + channel
      let to = destination + channel
      var sum = 0
      for i in 0...min(radius, count - 1) { sum &+= Int(from[i &* channels]) }
      // Where the window lies inside the row, both ends move; near the ends one of them is outside.
      for i in 0..<count {
        to[i &* channels] = quotients[sum]
        let outIndex = i &- radius
        let inIndex = i &+ radius &+ 1
        if inIndex < count { sum &+= Int(from[inIndex &* channels]) }
        if outIndex >= 0 { sum &-= Int(from[outIndex &* channels]) }
      }
    }
  }

  /// One vertical pass over the byte columns `columns`, walking down the rows with a running sum per byte of a
  /// row (in memory order, rather than column by column across the whole surface).
  private static func blurColumns(
    _ source: UnsafePointer<UInt8>, rowBytes: Int, columns: Range<Int>, height: Int,
    into destination: UnsafeMutablePointer<UInt8>,
    stride: Int, radius: Int, sums: UnsafeMutablePointer<Int32>, quotients: UnsafePointer<UInt8>
  ) {
    let first = columns.lowerBound
    let count = columns.count
    guard count > 0 else { return }
    let sums = sums + first
    sums.update(repeating: 0, count: count)
    for y in 0...min(radius, height - 1) {
      let row = source + y * rowBytes + first
      for x in 0..<count { sums[x] &+= Int32(row[x]) }
    }
    for y in 0..<height {
      let out = destination + y * stride + first
      for x in 0..<count { out[x] = quotients[Int(sums[x])] }
      if y + radius + 1 < height {
        let row = source + (y + radius + 1) * rowBytes + first
        for x in 0..<count { sums[x] &+= Int32(row[x]) }
      }
      if y - radius >= 0 {
        let row = source + (y - radius) * rowBytes + first
        for x in 0..<count { sums[x] &-= Int32(row[x]) }
      }
    }
  }
}

/// `.ultraThinMaterial` and friends: the pixels already drawn behind the shape, blurred, with a light tint.
@MainActor enum MaterialEffect {
  static func fillCurrentPath(in context: RenderContext, material: Material, rect: CGRect) {
    let cr = context.cr
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_path_extents(cr, &x1, &y1, &x2, &y2)
    let target = cairo_get_target(cr)!
    let isRoot = target == context.rootSurface
    if isRoot, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
      // Copy the device-space area under the path, blur it and paint it back through the path.
      var dx1 = x1
      var dy1 = y1
      var dx2 = x2
      var dy2 = y2
      cairo_user_to_device(cr, &dx1, &dy1)
      cairo_user_to_device(cr, &dx2, &dy2)
      let margin = material.blurRadius * Double(context.scale)
      let left = Int(floor(min(dx1, dx2) - margin))
      let top = Int(floor(min(dy1, dy2) - margin))
      let width = Int(ceil(abs(dx2 - dx1) + 2 * margin))
      let height = Int(ceil(abs(dy2 - dy1) + 2 * margin))
      // Blurred at a quarter of the resolution and drawn back smoothly, as compositors blur behind glass:
      // the blur is wide (16 to 32 pt across), so nothing it keeps is lost, and a card over a map being
      // panned costs a sixteenth of the pixels each frame.
      let radius = material.blurRadius * 2 * Double(context.scale)
      let reduction = radius >= 16 ? 4.0 : 1.0
      if width > 0, height > 0,
        let copy = reduced(
          target, left: left, top: top, width: width, height: height, by: reduction)
      {
        Blur.apply(to: copy, radius: radius / reduction)
        // The path filled with the blur drawn back up smoothly, the tint over it.
        let pattern = cairo_pattern_create_for_surface(copy)!
        // User space to the device (the context's matrix), then to the reduced copy's pixels.
        var toCopy = cairo_matrix_t()
        cairo_matrix_init_scale(&toCopy, 1 / reduction, 1 / reduction)
        cairo_matrix_translate(&toCopy, Double(-left), Double(-top))
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &toDevice)
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &toDevice, &toCopy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_fill_preserve(cr)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(copy)
      }
    }
    context.setColor(SystemColor.materialTint.opacity(material.tint))
    cairo_fill(cr)
  }

  /// The device pixels of `target` in the rectangle, averaged down `reduction` times along each axis: halved
  /// with bilinear sampling at exact half steps (each step a 2×2 average), so thin lines under the glass do not
  /// flicker as what is behind moves.
  private static func reduced(
    _ target: OpaquePointer, left: Int, top: Int, width: Int, height: Int, by reduction: Double
  ) -> OpaquePointer? {
    var source = target
    var sourceLeft = Double(left)
    var sourceTop = Double(top)
    var currentWidth = width
    var currentHeight = height
    var factor = 1.0
    var made: OpaquePointer?
    repeat {
      let step = factor * 2 <= reduction ? 2.0 : 1.0
      let nextWidth = Int((Double(currentWidth) / step).rounded(.up))
      let nextHeight = Int((Double(currentHeight) / step).rounded(.up))
      guard
        let next = cairo_image_surface_create(
          CAIRO_FORMAT_ARGB32, Int32(nextWidth), Int32(nextHeight))
      else {
        if let made { cairo_surface_destroy(made) }
        return nil
      }
      let context = cairo_create(next)!
      cairo_scale(context, 1 / step, 1 / step)
      cairo_set_source_surface(context, source, -sourceLeft, -sourceTop)
      cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_paint(context)
      cairo_destroy(context)
      if let made { cairo_surface_destroy(made) }
      made = next
      source = next
      sourceLeft = 0
      sourceTop = 0
      currentWidth = nextWidth
      currentHeight = nextHeight
      factor *= step
    } while factor < reduction
    return made
  }
}
