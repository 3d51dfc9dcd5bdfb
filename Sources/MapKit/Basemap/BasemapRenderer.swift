import CCairo
import Foundation

/// Draws the basemap for a viewport: cached raster tiles of the nearest level (scaled by at most √2 either
/// way), turned by the camera's heading and tilted by its pitch, then the labels (upright, placed in the
/// view). While the map moves, a tile not drawn yet is asked of the background worker and shown meanwhile
/// from cached tiles of a neighbouring level (a coarser tile's part scaled up, or the four finer tiles scaled
/// down); the frame then reports that it is incomplete and the worker's finished tiles come in on later
/// frames. At rest (and for pictures) every missing tile is drawn at once, so a still map is complete.
final class BasemapRenderer {
  let file: BasemapFile
  let tiles: BasemapTileRenderer
  let cache: BasemapTileCache
  let labels: BasemapLabels
  /// Seconds a frame may spend drawing tiles itself when nothing cached can stand in for them; nil draws
  /// every missing tile at once (a map at rest, headless pictures).
  var frameBudget: Double? = 0.005
  /// Draws tiles off the frame; nil draws them on it (tests of the drawing itself).
  var worker: BasemapTileWorker?
  /// Called on the main thread when the worker has finished tiles a frame was missing.
  var tilesArrived: (@MainActor () -> Void)?
  /// The deepest level drawn: the data's finest detail is reached there; beyond it tiles are scaled.
  static let maximumLevel = 17

  init(file: BasemapFile, drawsInBackground: Bool = false) {
    self.file = file
    tiles = BasemapTileRenderer(file: file)
    cache = BasemapTileCache()
    labels = BasemapLabels(file: file)
    if drawsInBackground {
      let box = WeakRenderer(self)
      worker = BasemapTileWorker(file: file, pixels: cache.pixels) {
        DispatchQueue.main.async { MainActor.assumeIsolated { box.renderer?.tilesArrived?() } }
      }
    }
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
    reserved: [CGRect] = [],
    language: String? = nil
  ) -> Bool {
    if let worker {
      for tile in worker.takeFinished() { cache.insert(tile.surface, for: tile.key) }
    }
    let width = Double(size.width)
    let height = Double(size.height)
    cairo_save(cr)
    cairo_rectangle(cr, 0, 0, width, height)
    cairo_clip(cr)
    let perspective = MapPerspective(pitch: viewport.pitch, size: size)
    var complete: Bool
    if perspective.isFlat {
      complete = drawFlat(viewport: viewport, size: size, scale: scale, into: cr)
    } else {
      complete = drawTilted(
        viewport: viewport, perspective: perspective, scale: scale, into: cr)
    }
    if showsLabels {
      let placed = labels.place(
        viewport: viewport, size: size, avoiding: reserved, scale: scale, language: language,
        budget: frameBudget.map { $0 / 4 })
      labels.draw(placed, into: cr, scale: scale)
      if labels.deferred { complete = false }
    }
    cairo_restore(cr)
    return complete
  }

  /// The untilted map for a view of `size` centred on the viewport, turned by its heading.
  private func drawFlat(
    viewport: MapViewport, size: CGSize, scale: Double, into cr: OpaquePointer
  ) -> Bool {
    var flat = viewport
    flat.pitch = 0
    let covered = flat.coveredSize(in: size)
    cairo_set_source_rgb(
      cr, BasemapPalette.water.red, BasemapPalette.water.green, BasemapPalette.water.blue)
    cairo_paint(cr)
    cairo_save(cr)
    if viewport.heading != 0 {
      cairo_translate(cr, Double(size.width) / 2, Double(size.height) / 2)
      cairo_rotate(cr, -viewport.heading * .pi / 180)
      cairo_translate(cr, -Double(covered.width) / 2, -Double(covered.height) / 2)
    } else {
      cairo_translate(
        cr, (Double(size.width) - Double(covered.width)) / 2,
        (Double(size.height) - Double(covered.height)) / 2)
    }
    let complete = drawTiles(viewport: viewport, size: covered, scale: scale, into: cr)
    cairo_restore(cr)
    return complete
  }

  /// A tilted map: the flat map the view sees drawn once off screen, then laid on the view in thin bands,
  /// each scaled across by how far away its ground is (an affine drawing cannot foreshorten in one go).
  private func drawTilted(
    viewport: MapViewport, perspective: MapPerspective, scale: Double, into cr: OpaquePointer
  ) -> Bool {
    let flatSize = perspective.flatSize
    let pixelsWide = Int32((Double(flatSize.width) * scale).rounded(.up))
    let pixelsHigh = Int32((Double(flatSize.height) * scale).rounded(.up))
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixelsWide, pixelsHigh),
      let offscreen = cairo_create(surface)
    else { return true }
    defer { cairo_surface_destroy(surface) }
    cairo_scale(offscreen, scale, scale)
    let complete = drawFlat(viewport: viewport, size: flatSize, scale: scale, into: offscreen)
    cairo_destroy(offscreen)
    cairo_surface_flush(surface)

    let size = perspective.size
    let centerX = Double(size.width) / 2
    let centerY = Double(size.height) / 2
    let flatCenterX = Double(flatSize.width) / 2
    let flatCenterY = Double(flatSize.height) / 2
    // Bands two device pixels high are thin enough that their straight edges do not show.
    let band = 2 / scale
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    var top = 0.0
    while top < Double(size.height) {
      let bottom = min(top + band, Double(size.height))
      let v0 = top - centerY
      let v1 = bottom - centerY
      let f0 = perspective.flatRow(v0)
      let f1 = perspective.flatRow(v1)
      let spread = perspective.spread(atRow: (v0 + v1) / 2)
      // View → offscreen pixels: x about the centre scaled by the spread, y mapped band to band.
      let yScale = (f1 - f0) / (bottom - top)
      var matrix = cairo_matrix_t()
      cairo_matrix_init(
        &matrix, spread * scale, 0, 0, yScale * scale, (flatCenterX - centerX * spread) * scale,
        (flatCenterY + f0 - top * yScale) * scale)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_set_source(cr, pattern)
      cairo_new_path(cr)
      cairo_rectangle(cr, 0, top, Double(size.width), bottom - top)
      cairo_fill(cr)
      top = bottom
    }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    // A faint haze towards the horizon, as MapKit's tilted map fades into the distance.
    let haze = cairo_pattern_create_linear(0, 0, 0, centerY)!
    let amount = 0.35 * (perspective.pitch / MapViewport.maximumPitch)
    cairo_pattern_add_color_stop_rgba(haze, 0, 0.93, 0.95, 0.97, amount)
    cairo_pattern_add_color_stop_rgba(haze, 1, 0.93, 0.95, 0.97, 0)
    cairo_set_source(cr, haze)
    cairo_rectangle(cr, 0, 0, Double(size.width), centerY)
    cairo_fill(cr)
    cairo_pattern_destroy(haze)
    return complete
  }

  /// Tiles for a north-up view of `size` centred on the viewport (user space: that view's points).
  private func drawTiles(
    viewport: MapViewport, size: CGSize, scale: Double, into cr: OpaquePointer
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
    guard firstY <= lastY else { return true }

    func key(_ tx: Int, _ ty: Int, level: Int) -> BasemapTileCache.Key {
      let count = 1 << level
      return BasemapTileCache.Key(level: level, x: ((tx % count) + count) % count, y: ty)
    }
    // Nearest the centre first, so a budgeted frame fills in the middle before the edges.
    var order: [(Int, Int)] = []
    for ty in firstY...lastY { for tx in firstX...lastX { order.append((tx, ty)) } }
    let centerX = (left + width / 2) / tilePoints
    let centerY = (top + height / 2) / tilePoints
    func distance(_ tile: (Int, Int)) -> Double {
      let dx = Double(tile.0) + 0.5 - centerX
      let dy = Double(tile.1) + 0.5 - centerY
      return dx * dx + dy * dy
    }
    order.sort { distance($0) < distance($1) }

    if frameBudget == nil, let worker {
      // A complete frame: the worker draws every other missing tile while this thread draws the rest.
      let absent = order.map { key($0.0, $0.1, level: level) }.filter { !cache.contains($0) }
      if absent.count >= 2 {
        let theirs = stride(from: 1, to: absent.count, by: 2).map { absent[$0] }
        let wait = worker.drawAlongside(theirs)
        for index in stride(from: 0, to: absent.count, by: 2) {
          cache.render(absent[index], with: tiles)
        }
        for tile in wait() { cache.insert(tile.surface, for: tile.key) }
      }
    }
    var complete = true
    var missing: [BasemapTileCache.Key] = []
    let start = DispatchTime.now().uptimeNanoseconds
    for (tx, ty) in order {
      let key = key(tx, ty, level: level)
      let rect = CGRect(
        x: Double(tx) * tilePoints - left, y: Double(ty) * tilePoints - top, width: tilePoints,
        height: tilePoints)
      if let surface = cache.surface(key) {
        paint(surface, in: rect, scale: scale, into: cr)
        continue
      }
      guard let budget = frameBudget else {
        paint(cache.render(key, with: tiles), in: rect, scale: scale, into: cr)
        continue
      }
      if worker != nil {
        // The worker draws it; meanwhile a neighbouring level's tiles, or water.
        _ = paintStandIn(for: key, in: rect, scale: scale, into: cr)
        missing.append(key)
        complete = false
        continue
      }
      if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > budget,
        paintStandIn(for: key, in: rect, scale: scale, into: cr)
      {
        complete = false
        continue
      }
      paint(cache.render(key, with: tiles), in: rect, scale: scale, into: cr)
    }
    if let worker {
      // Then what the next frames will likely need: a ring of tiles around the view at this level, and the
      // coarser level under the view, which stands in for anything when the map moves on or zooms out.
      var ahead: [BasemapTileCache.Key] = []
      for ty in max(0, firstY - 1)...min(Int(tileCount) - 1, lastY + 1) {
        for tx in (firstX - 1)...(lastX + 1)
        where ty < firstY || ty > lastY || tx < firstX || tx > lastX {
          let ring = key(tx, ty, level: level)
          if !cache.contains(ring) { ahead.append(ring) }
        }
      }
      if level > 0 {
        for ty in (firstY >> 1)...(lastY >> 1) {
          for tx in (firstX >> 1)...(lastX >> 1) {
            let parent = key(tx, ty, level: level - 1)
            if !cache.contains(parent) { ahead.append(parent) }
          }
        }
      }
      worker.want(missing + ahead)
    }
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

  /// Shows a missing tile from cached tiles of a neighbouring level: the four finer tiles scaled down (what
  /// a map zooming out has just shown), else a coarser tile's quarter, sixteenth… scaled up.
  private func paintStandIn(
    for key: BasemapTileCache.Key, in rect: CGRect, scale: Double, into cr: OpaquePointer
  ) -> Bool {
    if key.level < Self.maximumLevel {
      let children = (0..<4).map {
        BasemapTileCache.Key(level: key.level + 1, x: key.x * 2 + $0 % 2, y: key.y * 2 + $0 / 2)
      }
      if children.allSatisfy({ cache.contains($0) }) {
        for (index, child) in children.enumerated() {
          let quarter = CGRect(
            x: rect.minX + Double(index % 2) * rect.width / 2,
            y: rect.minY + Double(index / 2) * rect.height / 2, width: rect.width / 2,
            height: rect.height / 2)
          paint(cache.surface(child)!, in: quarter, scale: scale, into: cr)
        }
        return true
      }
    }
    guard key.level > 0 else { return false }
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

/// Lets the worker's completion reach the renderer without keeping it alive.
private final class WeakRenderer: @unchecked Sendable {
  weak var renderer: BasemapRenderer?
  init(_ renderer: BasemapRenderer) { self.renderer = renderer }
}
