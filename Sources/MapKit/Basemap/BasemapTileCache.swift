import CCairo
import Foundation

/// Finished raster tiles, per level (a zoom band), kept while they are likely to be shown again: panning and
/// zooming within a band composites tiles drawn once instead of drawing the map again.
final class BasemapTileCache {
  struct Key: Hashable {
    let level: Int
    let x: Int
    let y: Int
  }

  let pixels: Int
  private var surfaces: [Key: OpaquePointer] = [:]
  private var lastUse: [Key: Int] = [:]
  private var clock = 0
  let limit: Int

  init(pixels: Int = 256, limit: Int = 320) {
    self.pixels = pixels
    self.limit = limit
  }

  deinit {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
  }

  var count: Int { surfaces.count }

  func surface(_ key: Key) -> OpaquePointer? {
    guard let surface = surfaces[key] else { return nil }
    clock += 1
    lastUse[key] = clock
    return surface
  }

  func contains(_ key: Key) -> Bool { surfaces[key] != nil }

  /// Draws a tile with `renderer` and keeps it.
  @discardableResult
  func render(_ key: Key, with renderer: BasemapTileRenderer) -> OpaquePointer {
    let surface = Self.draw(key, pixels: pixels, with: renderer)
    insert(surface, for: key)
    return surface
  }

  /// Keeps a tile drawn elsewhere (the background worker); the cache owns the surface from now on.
  func insert(_ surface: OpaquePointer, for key: Key) {
    if let old = surfaces[key], old != surface { cairo_surface_destroy(old) }
    surfaces[key] = surface
    clock += 1
    lastUse[key] = clock
    evict()
  }

  /// A new tile surface, drawn by `renderer` (on whichever thread owns that renderer).
  static func draw(_ key: Key, pixels: Int, with renderer: BasemapTileRenderer) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixels), Int32(pixels))!
    let cr = cairo_create(surface)!
    renderer.draw(level: key.level, x: key.x, y: key.y, pixels: pixels, into: cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }

  private func evict() {
    guard surfaces.count > limit else { return }
    let oldest = lastUse.sorted { $0.value < $1.value }.prefix(surfaces.count - limit * 3 / 4)
    for (key, _) in oldest {
      if let surface = surfaces.removeValue(forKey: key) { cairo_surface_destroy(surface) }
      lastUse[key] = nil
    }
  }

  func removeAll() {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
    surfaces.removeAll()
    lastUse.removeAll()
  }
}
