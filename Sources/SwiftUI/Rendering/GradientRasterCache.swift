import CCairo
import Foundation

/// Gradients are the most expensive thing we draw: pixman evaluates a radial or angular gradient per pixel, about
/// 25 ms for a full iPhone screen at 2x, while copying the finished pixels takes about 1 ms. The welcome screen's
/// background is such a gradient and stays the same while the content above it changes, so finished gradient
/// rasters are kept (by gradient, size and scale; one cache per renderer) and large gradient fills are painted
/// from them. A raster is kept only from a gradient's second fill on: a screen drawn once and then left alone
/// (an idle window) does not hold a full-window raster (5 MiB at 2x) for nothing; the first fill is computed in
/// bands of rows (`fillInBands`) by the same rasterizer. When input begins (a press, a key) the gradients of the
/// frame on screen get their rasters at once (`keepShownGradients`): what the input changes is drawn next, over
/// them, and the first frame of it copies them instead of computing them.
@MainActor final class GradientRasterCache {
  struct Key: Equatable {
    let paint: GradientPaint
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: CGFloat
  }

  /// The gradient part of `Paint`, comparable so rasters can be looked up.
  enum GradientPaint: Equatable {
    case linear(Gradient, UnitPoint, UnitPoint)
    case radial(Gradient, UnitPoint, CGFloat, CGFloat)
    case angular(Gradient, UnitPoint, Angle, Angle)
    case elliptical(Gradient, UnitPoint, CGFloat, CGFloat)
    case mesh(MeshGradient)

    init?(_ paint: Paint) {
      switch paint {
      case .linear(let g, let s, let e): self = .linear(g, s, e)
      case .radial(let g, let c, let s, let e): self = .radial(g, c, s, e)
      case .angular(let g, let c, let s, let e): self = .angular(g, c, s, e)
      case .elliptical(let g, let c, let s, let e): self = .elliptical(g, c, s, e)
      case .mesh(let mesh): self = .mesh(mesh)
      case .color, .material: return nil
      }
    }

    var isOpaque: Bool {
      switch self {
      case .linear(let g, _, _), .radial(let g, _, _, _), .angular(let g, _, _, _),
        .elliptical(let g, _, _, _):
        return g.stops.allSatisfy { $0.color.alpha >= 1 }
      case .mesh:
        // Patches may leave pixels uncovered whatever their colours.
        return false
      }
    }
  }

  final class Raster {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
  }

  /// Below this many device pixels a gradient is cheaper to draw than to look up and keep.
  static let minimumPixels = 40_000
  /// Memory kept for rasters by default: four full iPhone screens at 3x. A window host sizes it to its window.
  static let defaultBudgetPixels = 12_000_000
  var budgetPixels = GradientRasterCache.defaultBudgetPixels {
    didSet { trim() }
  }

  private var entries: [(key: Key, raster: Raster)] = []
  /// Gradients filled once in bands and not kept yet, with the frame that filled them, most recent last.
  private var filledOnce: [(key: Key, frame: Int)] = []
  /// Counts the frames drawn (`frameBegins`).
  private var frame = 0
  private static let filledOnceLimit = 16
  private(set) var hits = 0
  private(set) var misses = 0
  /// While set (idle preparation draws off screen), fills neither count as a gradient's second fill nor make
  /// rasters: an idle window keeps none, and input that begins next still finds the frame on screen's gradients
  /// (`keepShownGradients`). Rasters already kept are used.
  var leavesRastersAlone = false
  /// Device pixels held in rasters.
  var keptPixels: Int { entries.reduce(0) { $0 + $1.key.pixelWidth * $1.key.pixelHeight } }

  /// The key of a gradient fill worth a raster: a gradient over a rectangle neither too small nor too large.
  private func key(for paint: Paint, size: CGSize, scale: CGFloat) -> Key? {
    guard let gradient = GradientPaint(paint) else { return nil }
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    guard width > 0, height > 0, width * height >= Self.minimumPixels,
      width * height <= budgetPixels
    else {
      return nil
    }
    return Key(paint: gradient, pixelWidth: width, pixelHeight: height, scale: scale)
  }

  /// A finished raster of `paint` over a `size` rectangle at `scale` (device pixels, top-left at the rect's
  /// origin), or nil when the paint is not a gradient, the rectangle is too small or too large to keep, or
  /// this is the gradient's first fill and `fillInBands` can draw it without a raster.
  func raster(for paint: Paint, size: CGSize, scale: CGFloat, draw: (OpaquePointer) -> Void)
    -> Raster?
  {
    guard let key = key(for: paint, size: size, scale: scale) else { return nil }
    let gradient = key.paint
    if let index = entries.firstIndex(where: { $0.key == key }) {
      let entry = entries.remove(at: index)
      entries.append(entry)
      hits += 1
      return entry.raster
    }
    if leavesRastersAlone { return nil }
    misses += 1
    if GradientRasterizer.handles(gradient) {
      if let index = filledOnce.firstIndex(where: { $0.key == key }) {
        filledOnce.remove(at: index)
      } else {
        filledOnce.append((key, frame))
        if filledOnce.count > Self.filledOnceLimit { filledOnce.removeFirst() }
        return nil
      }
    }
    return withoutActuallyEscaping(draw) { makeRaster(key, draw: $0) }
  }

  /// A frame starts drawing.
  func frameBegins() {
    if !leavesRastersAlone { frame += 1 }
  }

  /// Makes and keeps the rasters of the gradients the last frame filled in bands: the ones on screen, which the
  /// next frame fills again.
  func keepShownGradients() {
    let shown = filledOnce.filter { $0.frame == frame }.map(\.key)
    guard !shown.isEmpty else { return }
    filledOnce.removeAll { $0.frame == frame }
    for key in shown { _ = makeRaster(key, draw: nil) }
  }

  /// Computes and keeps the raster of `key`; `draw` draws what the rasterizer does not compute (without it,
  /// such a gradient gets no raster).
  private func makeRaster(_ key: Key, draw: ((OpaquePointer) -> Void)?) -> Raster? {
    let gradient = key.paint
    let width = key.pixelWidth
    let height = key.pixelHeight
    let scale = key.scale
    // Opaque gradients go into an RGB surface, which pixman copies rather than blends.
    let format = gradient.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    if !GradientRasterizer.fill(
      surface, with: gradient, size: CGSize(width: width, height: height), scale: scale)
    {
      guard let draw else {
        cairo_surface_destroy(surface)
        return nil
      }
      let cr = cairo_create(surface)!
      cairo_scale(cr, scale, scale)
      draw(cr)
      cairo_destroy(cr)
    }
    let raster = Raster(surface: surface)
    entries.append((key, raster))
    trim(keepingNewest: true)
    return raster
  }

  /// Drops rasters, least recently used first, until the rest fit the budget.
  func trim(keepingNewest: Bool = false) {
    while entries.count > (keepingNewest ? 1 : 0),
      entries.reduce(0, { $0 + $1.key.pixelWidth * $1.key.pixelHeight }) > budgetPixels
    {
      entries.removeFirst()
    }
  }

  func removeAll() {
    entries.removeAll()
    filledOnce.removeAll()
  }

  /// Fills the current path of `cr` (user space, `rect` the gradient's frame) with `paint`, computed a band of
  /// rows at a time into one small surface, as the raster would show it. False (the path left alone) when the
  /// paint is not a gradient the rasterizer computes.
  func fillInBands(_ paint: Paint, rect: CGRect, scale: CGFloat, in cr: OpaquePointer) -> Bool {
    guard let key = key(for: paint, size: rect.size, scale: scale),
      GradientRasterizer.handles(key.paint)
    else { return false }
    let width = key.pixelWidth
    let height = key.pixelHeight
    let bandRows = max(1, 65_536 / width)
    let format = key.paint.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    // Two bands computed at once, on two cores where there are: a full-screen gradient is most of a window's
    // first frame (the welcome screen's, some 8 ms at 2x on one core), and nothing else runs then.
    var bands: [OpaquePointer] = []
    defer { for band in bands { cairo_surface_destroy(band) } }
    for _ in 0..<(height > bandRows ? 2 : 1) {
      guard let band = cairo_image_surface_create(format, Int32(width), Int32(bandRows)),
        cairo_surface_status(band) == CAIRO_STATUS_SUCCESS
      else { return false }
      bands.append(band)
    }
    // A thread of this fill's own, ended before it returns: nothing of it is left to wake an idle window.
    let helper = bands.count > 1 ? BandHelper() : nil
    defer { helper?.end() }
    cairo_save(cr)
    cairo_clip(cr)
    // Bands meet on pixel centres: without antialiasing each pixel belongs to exactly one band (the clip keeps
    // the path's own antialiased edge).
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    // One colour table for every band (a full-screen gradient at 2x is some twenty bands).
    let colors = GradientRasterizer.colorTable(for: key.paint)
    let size = CGSize(width: width, height: height)
    let paint = key.paint
    var top = 0
    computing: while top < height {
      let starts = bands.indices.map { top + $0 * bandRows }.filter { $0 < height }
      let filled = UnsafeMutableBufferPointer<Bool>.allocate(capacity: starts.count)
      defer { filled.deallocate() }
      filled.initialize(repeating: false)
      let work = BandFills(
        bands: bands, starts: starts, bandRows: bandRows, height: height, size: size, scale: scale,
        paint: paint, colors: colors, filled: filled)
      if starts.count > 1, let helper {
        helper.run { work.fill(1) }
        work.fill(0)
        helper.wait()
      } else {
        for index in starts.indices { work.fill(index) }
      }
      for (index, start) in starts.enumerated() {
        guard filled[index] else { break computing }
        paintBand(
          bands[index], rows: start..<min(start + bandRows, height), height: height, rect: rect,
          scale: scale, in: cr)
        top = min(start + bandRows, height)
      }
    }
    cairo_restore(cr)
    return true
  }

  /// The bands one step of `fillInBands` computes, each on a thread of its own: each fill writes only its own
  /// band and its own answer.
  private struct BandFills: @unchecked Sendable {
    let bands: [OpaquePointer]
    let starts: [Int]
    let bandRows: Int
    let height: Int
    let size: CGSize
    let scale: CGFloat
    let paint: GradientPaint
    let colors: [UInt32]?
    let filled: UnsafeMutableBufferPointer<Bool>

    func fill(_ index: Int) {
      let start = starts[index]
      filled[index] = GradientRasterizer.fill(
        bands[index], with: paint, size: size, scale: scale,
        rows: start..<min(start + bandRows, height), colors: colors)
    }
  }

  /// A second thread for `fillInBands`: runs one job at a time, handed over and waited for with semaphores.
  private final class BandHelper: @unchecked Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var job: (@Sendable () -> Void)?
    private var ending = false

    init() {
      let thread = Thread { [self] in
        while true {
          started.wait()
          if ending { break }
          job?()
          finished.signal()
        }
        finished.signal()
      }
      thread.stackSize = 256 * 1024
      thread.start()
    }

    func run(_ job: @escaping @Sendable () -> Void) {
      self.job = job
      started.signal()
    }

    func wait() { finished.wait() }

    /// Ends the thread and waits until it has left its loop.
    func end() {
      ending = true
      started.signal()
      finished.wait()
    }
  }

  /// Paints rows `rows` of a gradient's raster, computed into `band`, where they belong in `rect`.
  private func paintBand(
    _ band: OpaquePointer, rows: Range<Int>, height: Int, rect: CGRect, scale: CGFloat,
    in cr: OpaquePointer
  ) {
    let top = rows.lowerBound
    // Pattern space is the band's pixels: user point p maps to (p - rect.origin) * scale - (0, top).
    let pattern = cairo_pattern_create_for_surface(band)!
    let s = Double(scale)
    var matrix = cairo_matrix_t(
      xx: s, yx: 0, xy: 0, yy: s, x0: -Double(rect.minX) * s,
      y0: -Double(rect.minY) * s - Double(top))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
    // The first and last bands reach past the frame, as the padded raster would.
    let y0 = top == 0 ? Double(rect.minY) - 1 : Double(rect.minY) + Double(top) / s
    let y1 =
      rows.upperBound >= height
      ? Double(rect.maxY) + 1 : Double(rect.minY) + Double(rows.upperBound) / s
    cairo_rectangle(cr, Double(rect.minX) - 1, y0, Double(rect.width) + 2, y1 - y0)
    cairo_fill(cr)
  }
}

/// Linear and radial gradients computed directly into a raster: pixman evaluates its general two-circle formula
/// per pixel (about 25 ns a pixel, 40 ms for the first frame of a full-screen gradient at 2x); a colour table and
/// one distance per pixel do the same job several times faster. Same result as cairo's padded gradients.
enum GradientRasterizer {
  static let tableSize = 1024

  /// Whether `fill` computes the gradient (angular ones are drawn by cairo).
  static func handles(_ paint: GradientRasterCache.GradientPaint) -> Bool {
    switch paint {
    case .angular, .mesh: return false
    case .linear, .radial, .elliptical: return true
    }
  }

  /// Fills an image surface of `size` device pixels, or with `rows` only those rows of such a raster (the
  /// surface's first row holding the first of them); false for gradients it does not handle (angular).
  static func fill(
    _ surface: OpaquePointer, with paint: GradientRasterCache.GradientPaint, size: CGSize,
    scale: CGFloat, rows: Range<Int>? = nil, colors table: [UInt32]? = nil
  )
    -> Bool
  {
    let width = Int(size.width)
    let rows = rows ?? 0..<Int(size.height)
    guard let data = cairo_image_surface_get_data(surface) else { return false }
    let stride = Int(cairo_image_surface_get_stride(surface))
    cairo_surface_flush(surface)
    // Positions in device pixels; the points of the gradient's rectangle scale with it.
    let box = CGSize(width: size.width / scale, height: size.height / scale)
    switch paint {
    case .linear(let gradient, let start, let end):
      let colors = table ?? colorTable(gradient)
      let table = UnsafeMutablePointer<UInt32>.allocate(capacity: colors.count)
      defer { table.deallocate() }
      table.initialize(from: colors, count: colors.count)
      let sx = Double(start.x * box.width * scale)
      let sy = Double(start.y * box.height * scale)
      let dx = Double((end.x - start.x) * box.width * scale)
      let dy = Double((end.y - start.y) * box.height * scale)
      let length2 = dx * dx + dy * dy
      guard length2 > 1e-12 else { return false }
      for y in rows {
        let row = UnsafeMutableRawPointer(data + (y - rows.lowerBound) * stride)
          .assumingMemoryBound(to: UInt32.self)
        let py = Double(y) + 0.5 - sy
        var t = ((0.5 - sx) * dx + py * dy) / length2
        let step = dx / length2
        for x in 0..<width {
          row[x] = table[index(t)]
          t += step
        }
      }
    case .radial(let gradient, let center, let startRadius, let endRadius):
      let colors = table ?? colorTable(gradient)
      let table = UnsafeMutablePointer<UInt32>.allocate(capacity: colors.count)
      defer { table.deallocate() }
      table.initialize(from: colors, count: colors.count)
      let cx = Double(center.x * box.width * scale)
      let cy = Double(center.y * box.height * scale)
      let r0 = Double(startRadius * scale)
      let span = Double((endRadius - startRadius) * scale)
      guard span > 1e-9 else { return false }
      for y in rows {
        let row = UnsafeMutableRawPointer(data + (y - rows.lowerBound) * stride)
          .assumingMemoryBound(to: UInt32.self)
        let py = Double(y) + 0.5 - cy
        let py2 = py * py
        for x in 0..<width {
          let px = Double(x) + 0.5 - cx
          row[x] = table[index(((px * px + py2).squareRoot() - r0) / span)]
        }
      }
    case .elliptical(let gradient, let center, let startFraction, let endFraction):
      let colors = table ?? colorTable(gradient)
      let table = UnsafeMutablePointer<UInt32>.allocate(capacity: colors.count)
      defer { table.deallocate() }
      table.initialize(from: colors, count: colors.count)
      // Distances are measured in the unit square the frame stretches.
      let w = Double(box.width * scale)
      let h = Double(box.height * scale)
      guard w > 0, h > 0 else { return false }
      let cx = Double(center.x) * w
      let cy = Double(center.y) * h
      let r0 = Double(startFraction)
      let span = Double(endFraction - startFraction)
      guard span > 1e-9 else { return false }
      for y in rows {
        let row = UnsafeMutableRawPointer(data + (y - rows.lowerBound) * stride)
          .assumingMemoryBound(to: UInt32.self)
        let v = (Double(y) + 0.5 - cy) / h
        let v2 = v * v
        for x in 0..<width {
          let u = (Double(x) + 0.5 - cx) / w
          row[x] = table[index(((u * u + v2).squareRoot() - r0) / span)]
        }
      }
    case .angular, .mesh:
      return false
    }
    cairo_surface_mark_dirty(surface)
    return true
  }

  /// Table position of t (clamped: the gradient pads with its end colours); truncating t + 0.5 rounds.
  @inline(__always) static func index(_ t: Double) -> Int {
    Int(min(max(t, 0), 1) * Double(tableSize - 1) + 0.5)
  }

  /// The colour table of a gradient `fill` computes (nil for the others).
  static func colorTable(for paint: GradientRasterCache.GradientPaint) -> [UInt32]? {
    switch paint {
    case .linear(let gradient, _, _): return colorTable(gradient)
    case .radial(let gradient, _, _, _): return colorTable(gradient)
    case .elliptical(let gradient, _, _, _): return colorTable(gradient)
    case .angular, .mesh: return nil
    }
  }

  /// Premultiplied ARGB32 colours along the gradient, padded with the end colours.
  static func colorTable(_ gradient: Gradient) -> [UInt32] {
    let stops = gradient.stops.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }
    .map(\.element)
    let sorted = Gradient(stops: stops)
    return (0..<tableSize).map { index in
      let t = Double(index) / Double(tableSize - 1)
      let color = AngularPattern.color(in: sorted, at: t)
      let a = min(max(color.alpha, 0), 1)
      func channel(_ value: Double) -> UInt32 {
        UInt32((min(max(value, 0), 1) * a * 255).rounded())
      }
      return UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green)
        << 8 | channel(color.blue)
    }
  }
}
