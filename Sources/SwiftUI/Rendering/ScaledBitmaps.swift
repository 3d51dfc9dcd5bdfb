import CCairo
import Foundation

/// A bitmap drawn smaller than its pixels (a photo in a card) is resampled with cairo's good filter, a
/// convolution over every source pixel under each device pixel: about 200 M instructions for a 1600x1200 photo in
/// a 290x220 frame at 2x, most of a card's first frame. The bitmap keeps what that drawing made, so the next
/// drawing of it at the same place on its target — the same view in a new layer, another host showing the same
/// `UIImage` — copies those pixels by whole pixels instead.
///
/// The same place, not only the same fraction of a pixel: pixman samples at fixed-point positions that depend on
/// where a pixel is on its surface, so the same image a whole number of pixels away comes out a level different
/// here and there (some 0.4 % of a photo's pixels). A copy is made by the same cairo calls on the same pixel grid,
/// so it holds the pixels drawing directly makes, and drawing from it gives the same frame (`ScaledBitmapTests`).
/// Copies are made only when shrinking (where the filter convolves), for drawings into layers or drawn twice at
/// one place, and they count against one budget for the process. The first drawing pays for the copy, painted
/// in two halves on two threads (`makeCopy`).
final class ScaledBitmapCopies: @unchecked Sendable {
  /// Copies kept per bitmap, most recently used last.
  static let perBitmap = 4

  /// Where a copy is drawn: the user-to-pixel matrix of its target and the rectangle in user space.
  struct Key: Equatable {
    let matrix: cairo_matrix_t
    let rect: CGRect
    let width: Double
    let height: Double
    /// The box of the target's clip, in its pixels: left, top, right, bottom.
    let clip: [Int]
    static func == (a: Key, b: Key) -> Bool {
      a.clip == b.clip && a.rect == b.rect && a.width == b.width && a.height == b.height
        && a.matrix.xx == b.matrix.xx
        && a.matrix.yy == b.matrix.yy && a.matrix.x0 == b.matrix.x0 && a.matrix.y0 == b.matrix.y0
        && a.matrix.xy == b.matrix.xy && a.matrix.yx == b.matrix.yx
    }
  }

  fileprivate final class Copy {
    let key: Key
    let surface: OpaquePointer
    /// The target pixel of the surface's top-left corner.
    let left: Int
    let top: Int
    init(key: Key, surface: OpaquePointer, left: Int, top: Int) {
      self.key = key
      self.surface = surface
      self.left = left
      self.top = top
    }
    var bytes: Int {
      Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface))
    }
    deinit { cairo_surface_destroy(surface) }
  }

  /// Places it was last drawn directly without a copy.
  fileprivate var placesDrawn: [Key] = []
  fileprivate var copies: [Copy] = []
  fileprivate var bytes: Int { copies.reduce(0) { $0 + $1.bytes } }
  var count: Int { copies.count }

  init() {}
}

@MainActor enum ScaledBitmaps {
  /// Bytes of copies kept in the process at most; the least recently used bitmap's oldest copy goes first.
  static var byteLimit = 32 << 20
  /// The device pixels around the bitmap's own that a copy keeps: the filter reaches under a pixel past its edge.
  static let margin = 2
  /// Whether copies are made and used (tests compare with drawing directly).
  static var isEnabled = true

  /// Bitmaps holding copies, least recently drawn first.
  private static var holders: [WeakCopies] = []
  private struct WeakCopies {
    weak var copies: ScaledBitmapCopies?
  }
  /// How many copies were made (for tests).
  private(set) static var made = 0

  /// Draws `bitmap` over `rect` (user space of `cr`) from a copy scaled as cairo's good filter scales it, made
  /// now if there is none: with `mask`, as the mask of the current source; otherwise painted. False when a copy
  /// does not fit: a turned or enlarged drawing, a target that is not whole device pixels.
  static func draw(
    _ bitmap: Bitmap, in rect: CGRect, cr: OpaquePointer, mask: Bool, inLayer: Bool
  ) -> Bool {
    guard isEnabled, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return false }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0,
      let target = cairo_get_target(cr)
    else { return false }
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard scaleX == 1, scaleY == 1, offsetX == offsetX.rounded(), offsetY == offsetY.rounded()
    else { return false }
    // The user space in the target's pixels (a group's surface sits at an offset from the device).
    var pixels = matrix
    pixels.x0 += offsetX
    pixels.y0 += offsetY
    let size = bitmap.pixelSize
    let x = pixels.xx * Double(rect.minX) + pixels.x0
    let y = pixels.yy * Double(rect.minY) + pixels.y0
    let width = pixels.xx * Double(rect.width)
    let height = pixels.yy * Double(rect.height)
    // Only shrinking, where the filter is a convolution, not to nothing, and inside the target's pixel grid
    // (a copy is drawn on that grid, see `makeCopy`).
    let margin = Double(Self.margin)
    guard width >= 1, height >= 1, width <= Double(size.width), height <= Double(size.height),
      width * height * 2 <= Double(size.width * size.height),
      x - margin >= 0, y - margin >= 0, x + width < 32_768, y + height < 32_768
    else { return false }
    // cairo fits its fixed-point sampling to the middle of the pixels drawn (the clip's box within the
    // target), so the copy is made with the same box.
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let clipLeft = max(Int((pixels.xx * x1 + pixels.x0).rounded()), 0)
    let clipTop = max(Int((pixels.yy * y1 + pixels.y0).rounded()), 0)
    let clipRight = min(
      Int((pixels.xx * x2 + pixels.x0).rounded()), Int(cairo_image_surface_get_width(target)))
    let clipBottom = min(
      Int((pixels.yy * y2 + pixels.y0).rounded()), Int(cairo_image_surface_get_height(target)))
    guard clipRight > clipLeft, clipBottom > clipTop else { return false }
    let key = ScaledBitmapCopies.Key(
      matrix: pixels, rect: rect, width: width, height: height,
      clip: [clipLeft, clipTop, clipRight, clipBottom])
    guard
      let copy = copy(
        of: bitmap, key: key, x: x, y: y, width: width, height: height, inLayer: inLayer)
    else { return false }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(copy.left) - offsetX, Double(copy.top) - offsetY)
    if mask {
      cairo_mask_surface(cr, copy.surface, 0, 0)
    } else {
      cairo_set_source_surface(cr, copy.surface, 0, 0)
      cairo_paint(cr)
    }
    cairo_restore(cr)
    return true
  }

  private static func copy(
    of bitmap: Bitmap, key: ScaledBitmapCopies.Key, x: Double, y: Double, width: Double,
    height: Double, inLayer: Bool
  ) -> ScaledBitmapCopies.Copy? {
    let copies = bitmap.scaledCopies
    if let index = copies.copies.lastIndex(where: { $0.key == key }) {
      let found = copies.copies.remove(at: index)
      copies.copies.append(found)
      noteUse(copies)
      return found
    }
    // Drawn straight to the screen for the first time at this place, it may be moving (a photo in a list
    // scrolled, drawn directly): a copy made now would serve one frame. Into a layer (a card's content, which is
    // composited while it moves), or a second time here, it is worth keeping.
    if !inLayer, !copies.placesDrawn.contains(key) {
      copies.placesDrawn.append(key)
      if copies.placesDrawn.count > ScaledBitmapCopies.perBitmap {
        copies.placesDrawn.removeFirst()
      }
      return nil
    }
    guard let copy = makeCopy(of: bitmap, key: key, x: x, y: y, width: width, height: height)
    else { return nil }
    made += 1
    copies.copies.append(copy)
    if copies.copies.count > ScaledBitmapCopies.perBitmap { copies.copies.removeFirst() }
    noteUse(copies)
    keepWithinBudget()
    return copy
  }

  /// Draws the bitmap as `RenderContext.drawImage` would onto a target whose pixel grid is that of the target
  /// it is drawn to (the same user-to-pixel matrix): pixman's fixed-point sampling positions, and so the pixels,
  /// depend on where a pixel is on its surface, not only on the fraction of a pixel the image falls at. The
  /// surface is as large as that grid up to the image, but only the image's rows are ever touched (memory
  /// reserved, not committed); they are copied out into a surface of their own.
  private static func makeCopy(
    of bitmap: Bitmap, key: ScaledBitmapCopies.Key, x: Double, y: Double, width: Double,
    height: Double
  ) -> ScaledBitmapCopies.Copy? {
    let margin = Self.margin
    let left = Int(x.rounded(.down)) - margin
    let top = Int(y.rounded(.down)) - margin
    let right = Int((x + width).rounded(.up)) + margin
    let bottom = Int((y + height).rounded(.up)) + margin
    let copyWidth = right - left
    let copyHeight = bottom - top
    // The pixels painted: the target's clip box, within the copy.
    let box = (
      left: max(key.clip[0], left), top: max(key.clip[1], top), right: min(key.clip[2], right),
      bottom: min(key.clip[3], bottom)
    )
    guard copyWidth * copyHeight * 4 <= byteLimit, box.right > box.left, box.bottom > box.top,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(copyWidth), Int32(copyHeight))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    // Two halves of the rows, the lower one on a thread of its own that ends before the copy is returned. Each
    // clip adds one pixel at the far corner of the other half, so both have the box of the whole and cairo
    // fits its sampling to the same middle: the halves are the rows of one drawing.
    let middle = (box.top + box.bottom) / 2
    let upper = CopyPart(
      bitmap: bitmap, matrix: key.matrix, rect: key.rect, gridWidth: right, gridHeight: bottom,
      rows: (box.left, box.top, box.right, middle), corner: (box.right - 1, box.bottom - 1))
    let lower = CopyPart(
      bitmap: bitmap, matrix: key.matrix, rect: key.rect, gridWidth: right, gridHeight: bottom,
      rows: (box.left, middle, box.right, box.bottom), corner: (box.left, box.top))
    let splits = middle > box.top && CopyHelper.isAvailable
    if splits {
      let lowerDone = CopyHelper.run(lower)
      upper.paint()
      lowerDone.wait()
    } else {
      lower.paintWhole(box)
    }
    defer {
      upper.release()
      lower.release()
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for row in 0..<copyHeight {
      let y = top + row
      guard y >= box.top, y < box.bottom else { continue }
      let part = splits && y < middle ? upper : lower
      guard let grid = part.grid else {
        cairo_surface_destroy(surface)
        return nil
      }
      (data + row * stride).update(
        from: grid + y * part.gridStride + left * 4, count: copyWidth * 4)
    }
    cairo_surface_mark_dirty(surface)
    return ScaledBitmapCopies.Copy(key: key, surface: surface, left: left, top: top)
  }

  private static func noteUse(_ copies: ScaledBitmapCopies) {
    holders.removeAll { $0.copies == nil || $0.copies === copies }
    holders.append(WeakCopies(copies: copies))
  }

  private static func keepWithinBudget() {
    var total = holders.reduce(0) { $0 + ($1.copies?.bytes ?? 0) }
    var index = 0
    while total > byteLimit, index < holders.count {
      guard let copies = holders[index].copies, !copies.copies.isEmpty else {
        index += 1
        continue
      }
      total -= copies.copies.removeFirst().bytes
    }
    holders.removeAll { ($0.copies?.copies.isEmpty ?? true) }
  }

  /// Bytes of copies kept in the process.
  static var bytes: Int { holders.reduce(0) { $0 + ($1.copies?.bytes ?? 0) } }

  /// Forgets every copy.
  static func removeAll() {
    for holder in holders { holder.copies?.copies.removeAll() }
    holders = []
  }
}

/// One part of a copy's rows, painted as `RenderContext.drawImage` would onto memory laid out as the target's
/// pixel grid, reserved up to the image but touched only where painted. Painted on one thread and read after
/// it, by the thread that made it, once the painting thread is done.
private final class CopyPart: @unchecked Sendable {
  let matrix: cairo_matrix_t
  let rect: CGRect
  let gridWidth: Int
  let gridHeight: Int
  let gridStride: Int
  let rows: (left: Int, top: Int, right: Int, bottom: Int)
  let corner: (x: Int, y: Int)
  /// The bitmap's pixels, read by both parts through surfaces of their own (cairo objects are not shared
  /// across threads).
  let source: UnsafeMutablePointer<UInt8>
  let sourceWidth: Int32
  let sourceHeight: Int32
  let sourceStride: Int32
  private let bitmap: Bitmap
  private(set) var grid: UnsafeMutablePointer<UInt8>?

  init(
    bitmap: Bitmap, matrix: cairo_matrix_t, rect: CGRect, gridWidth: Int, gridHeight: Int,
    rows: (Int, Int, Int, Int), corner: (Int, Int)
  ) {
    self.bitmap = bitmap
    self.matrix = matrix
    self.rect = rect
    self.gridWidth = gridWidth
    self.gridHeight = gridHeight
    gridStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(gridWidth)))
    self.rows = rows
    self.corner = corner
    cairo_surface_flush(bitmap.surface)
    source = cairo_image_surface_get_data(bitmap.surface)!
    sourceWidth = cairo_image_surface_get_width(bitmap.surface)
    sourceHeight = cairo_image_surface_get_height(bitmap.surface)
    sourceStride = cairo_image_surface_get_stride(bitmap.surface)
  }

  private var gridBytes: Int { gridStride * gridHeight }

  /// Its rows and the corner pixel.
  func paint() {
    paint { cr in
      cairo_rectangle(
        cr, Double(rows.left), Double(rows.top), Double(rows.right - rows.left),
        Double(rows.bottom - rows.top))
      cairo_rectangle(cr, Double(corner.x), Double(corner.y), 1, 1)
    }
  }

  /// All of `box` (too few rows to share out).
  func paintWhole(_ box: (left: Int, top: Int, right: Int, bottom: Int)) {
    paint { cr in
      cairo_rectangle(
        cr, Double(box.left), Double(box.top), Double(box.right - box.left),
        Double(box.bottom - box.top))
    }
  }

  private func paint(clip: (OpaquePointer) -> Void) {
    guard gridStride > 0,
      let memory = mmap(
        nil, gridBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
      memory != MAP_FAILED
    else { return }
    let bytes = memory.assumingMemoryBound(to: UInt8.self)
    let target = cairo_image_surface_create_for_data(
      bytes, CAIRO_FORMAT_ARGB32, Int32(gridWidth), Int32(gridHeight), Int32(gridStride))!
    let image = cairo_image_surface_create_for_data(
      source, CAIRO_FORMAT_ARGB32, sourceWidth, sourceHeight, sourceStride)!
    let cr = cairo_create(target)!
    clip(cr)
    cairo_clip(cr)
    var matrix = matrix
    cairo_set_matrix(cr, &matrix)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(sourceWidth), rect.height / Double(sourceHeight))
    cairo_set_source_surface(cr, image, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(target)
    cairo_surface_destroy(target)
    cairo_surface_destroy(image)
    grid = bytes
  }

  func release() {
    if let grid { munmap(grid, gridBytes) }
    grid = nil
  }
}

/// The second thread a copy is painted on: started for one part and ended with it (an idle window keeps no
/// thread that wakes).
private enum CopyHelper {
  /// Whether a second core is there to share the work with.
  static var isAvailable: Bool { ProcessInfo.processInfo.activeProcessorCount > 1 }

  /// Paints `part` on a new thread; the semaphore is signalled when it is done.
  static func run(_ part: CopyPart) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      part.paint()
      done.signal()
    }
    thread.stackSize = 256 * 1024
    thread.start()
    return done
  }
}
