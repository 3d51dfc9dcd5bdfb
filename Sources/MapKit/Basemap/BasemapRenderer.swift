import CCairo
import Foundation

/// Draws the basemap for a viewport: cached raster tiles of the nearest level (scaled by at most √2 either
/// way), then the labels. When a frame's budget for drawing new tiles runs out, a missing tile is shown
/// from a cached tile of a coarser level and the frame reports that it is incomplete, so the host draws
/// another.
final class BasemapRenderer {
  let file: BasemapFile
  let tiles: BasemapTileRenderer
  let cache: BasemapTileCache
  let labels: BasemapLabels
  /// Seconds a frame may spend drawing new tiles once something (even coarse) can be shown in their place;
  /// nil draws every tile at once (headless pictures).
  var frameBudget: Double? = 0.005
  /// The deepest level drawn: the data's finest detail is reached there; beyond it tiles are scaled.
  static let maximumLevel = 17

  init(file: BasemapFile) {
    self.file = file
    tiles = BasemapTileRenderer(file: file)
    cache = BasemapTileCache()
    labels = BasemapLabels(file: file)
  }

  static func level(zoom: Double, scale: Double) -> Int {
    min(max(Int((zoom + log2(scale) - 8).rounded()), 0), maximumLevel)
  }

  /// Draws the map into `cr` (user space: view points, origin at the view's top-left). Returns false when
  /// some tiles were stood in for and another frame should follow.
  @discardableResult
  func draw(
    viewport: MapViewport, size: CGSize, scale: Double, into cr: OpaquePointer,
    showsLabels: Bool = true,
    reserved: [CGRect] = []
  ) -> Bool {
    let level = Self.level(zoom: viewport.zoom, scale: scale)
    let tileCount = exp2(Double(level))
    let tilePoints = viewport.worldWidth / tileCount
    let width = Double(size.width)
    let height = Double(size.height)
    let left = viewport.centerX * viewport.worldWidth - width / 2
    let top = viewport.centerY * viewport.worldWidth - height / 2
    let firstX = Int((left / tilePoints).rounded(.down))
    let lastX = Int(((left + width) / tilePoints).rounded(.down))
    let firstY = max(0, Int((top / tilePoints).rounded(.down)))
    let lastY = min(Int(tileCount) - 1, Int(((top + height) / tilePoints).rounded(.down)))

    cairo_save(cr)
    cairo_rectangle(cr, 0, 0, width, height)
    cairo_clip(cr)
    cairo_set_source_rgb(
      cr, BasemapPalette.water.red, BasemapPalette.water.green, BasemapPalette.water.blue)
    cairo_paint(cr)

    var complete = true
    let start = Date()
    if firstY <= lastY {
      // Nearest the centre first, so a budgeted frame fills in the middle before the edges.
      var order: [(Int, Int)] = []
      for ty in firstY...lastY { for tx in firstX...lastX { order.append((tx, ty)) } }
      let centerX = (left + width / 2) / tilePoints
      let centerY = (top + height / 2) / tilePoints
      order.sort {
        hypot(Double($0.0) + 0.5 - centerX, Double($0.1) + 0.5 - centerY)
          < hypot(Double($1.0) + 0.5 - centerX, Double($1.1) + 0.5 - centerY)
      }
      for (tx, ty) in order {
        let wrapped = ((tx % Int(tileCount)) + Int(tileCount)) % Int(tileCount)
        let key = BasemapTileCache.Key(level: level, x: wrapped, y: ty)
        let rect = CGRect(
          x: Double(tx) * tilePoints - left, y: Double(ty) * tilePoints - top, width: tilePoints,
          height: tilePoints)
        if let surface = cache.surface(key) {
          paint(surface, in: rect, scale: scale, into: cr)
          continue
        }
        let overBudget = frameBudget.map { Date().timeIntervalSince(start) > $0 } ?? false
        if overBudget, paintStandIn(for: key, in: rect, scale: scale, into: cr) {
          complete = false
          continue
        }
        paint(cache.render(key, with: tiles), in: rect, scale: scale, into: cr)
      }
    }
    if showsLabels {
      let placed = labels.place(viewport: viewport, size: size, avoiding: reserved, scale: scale)
      labels.draw(placed, into: cr, scale: scale)
    }
    cairo_restore(cr)
    return complete
  }

  /// Paints a tile over `rect` without antialiasing its edges, so neighbouring tiles meet without a seam.
  private func paint(
    _ surface: OpaquePointer, in rect: CGRect, scale: Double, into cr: OpaquePointer
  ) {
    let pixels = Double(cache.pixels)
    let pattern = cairo_pattern_create_for_surface(surface)!
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, pixels / rect.width, pixels / rect.height)
    cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_set_source(cr, pattern)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    cairo_new_path(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(cr)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    cairo_pattern_destroy(pattern)
  }

  /// Shows a missing tile from a cached coarser tile (its quarter, sixteenth… scaled up).
  private func paintStandIn(
    for key: BasemapTileCache.Key, in rect: CGRect, scale: Double, into cr: OpaquePointer
  ) -> Bool {
    for up in 1...6 where key.level - up >= 0 {
      let parent = BasemapTileCache.Key(level: key.level - up, x: key.x >> up, y: key.y >> up)
      guard let surface = cache.surface(parent) else { continue }
      let factor = Double(1 << up)
      let parentRect = CGRect(
        x: rect.minX - Double(key.x - (parent.x << up)) * rect.width,
        y: rect.minY - Double(key.y - (parent.y << up)) * rect.height, width: rect.width * factor,
        height: rect.height * factor)
      cairo_save(cr)
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cr)
      paint(surface, in: parentRect, scale: scale, into: cr)
      cairo_restore(cr)
      return true
    }
    return false
  }
}
