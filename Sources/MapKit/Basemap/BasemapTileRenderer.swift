import CCairo
import Foundation

/// Draws square raster tiles of the basemap (land, water, rivers, borders) at a Web Mercator level: tile
/// (level, x, y) covers 1/2^level of the world's width. Labels are not part of tiles (they are placed per
/// frame so they never overlap).
final class BasemapTileRenderer {
  let file: BasemapFile
  /// Decoded data tiles, most recently used last.
  private var decoded: [DataTileKey: [BasemapFile.Feature]] = [:]
  private var decodedOrder: [DataTileKey] = []
  private let decodedLimit = 256

  struct DataTileKey: Hashable {
    let band: Int
    let column: Int
    let row: Int
  }

  init(file: BasemapFile) { self.file = file }

  /// The level of detail for a raster level: the coarsest whose simplification stays under about a pixel
  /// and a half (tiles are `pixels` wide).
  func band(forLevel level: Int, pixels: Int) -> Int {
    let degreesPerPixel = 360 / (Double(pixels) * exp2(Double(level)))
    for (index, band) in file.bands.enumerated() where band.tolerance <= degreesPerPixel * 1.5 {
      return index
    }
    return max(file.bands.count - 1, 0)
  }

  /// Draws tile (level, x, y) into `cr`, whose user space is the tile's `pixels` × `pixels` square.
  func draw(level: Int, x: Int, y: Int, pixels: Int, into cr: OpaquePointer) {
    let tiles = exp2(Double(level))
    let size = Double(pixels)
    // Unit Mercator → tile pixels.
    let scale = size * tiles
    let originX = Double(x) / tiles
    let originY = Double(y) / tiles
    cairo_set_source_rgb(
      cr, BasemapPalette.water.red, BasemapPalette.water.green, BasemapPalette.water.blue)
    cairo_paint(cr)
    guard !file.bands.isEmpty else { return }
    let band = self.band(forLevel: level, pixels: pixels)
    let features = self.features(
      band: band, unitRect: (originX, originY, 1 / tiles, 1 / tiles))

    func addPath(_ feature: BasemapFile.Feature, closed: Bool) {
      let points = feature.points
      guard points.count >= 4 else { return }
      cairo_move_to(cr, (points[0] - originX) * scale, (points[1] - originY) * scale)
      var index = 2
      while index < points.count {
        cairo_line_to(cr, (points[index] - originX) * scale, (points[index + 1] - originY) * scale)
        index += 2
      }
      if closed { cairo_close_path(cr) }
    }

    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    // Land, built-up land on it, then lakes, islands in the lakes, ponds on those islands.
    let fills: [(BasemapFile.Kind, BasemapPalette.RGB)] = [
      (.land, BasemapPalette.land), (.urban, BasemapPalette.urban), (.lake, BasemapPalette.water),
      (.island, BasemapPalette.land), (.pond, BasemapPalette.water),
    ]
    for (kind, color) in fills {
      var any = false
      cairo_new_path(cr)
      for feature in features where feature.kind == kind {
        addPath(feature, closed: true)
        any = true
      }
      guard any else { continue }
      cairo_set_source_rgb(cr, color.red, color.green, color.blue)
      if kind == .urban {
        // An urban area's holes are rings of the same kind wound the other way (the non-zero rule leaves
        // them out); its edge stays soft, without the hairline.
        cairo_fill(cr)
        continue
      }
      // A hairline of the same colour closes the antialiased seam where GSHHG splits a polygon (Eurasia
      // and Antarctica at the prime meridian) and where tiles were cut.
      cairo_fill_preserve(cr)
      cairo_set_line_width(cr, 0.6)
      cairo_stroke(cr)
    }

    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    // Line widths grow gently with the level, in tile pixels (a tile pixel is a device pixel when drawn).
    let grow = min(max(Double(level) - 4, 0), 10)
    let strokes: [(BasemapFile.Kind, BasemapPalette.RGB, Double, [Double])] = [
      (.province, BasemapPalette.province, 0.8 + grow * 0.08, [4 + grow * 0.4, 3 + grow * 0.3]),
      (.river, BasemapPalette.river, 0.8 + grow * 0.35, []),
      (.border, BasemapPalette.border, 1.0 + grow * 0.2, []),
    ]
    for (kind, color, width, dash) in strokes {
      var any = false
      cairo_new_path(cr)
      for feature in features where feature.kind == kind {
        addPath(feature, closed: false)
        any = true
      }
      guard any else { continue }
      cairo_set_source_rgb(cr, color.red, color.green, color.blue)
      cairo_set_line_width(cr, width)
      if dash.isEmpty {
        cairo_set_dash(cr, nil, 0, 0)
      } else {
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
      }
      cairo_stroke(cr)
    }
    cairo_set_dash(cr, nil, 0, 0)
  }

  /// Features of the data tiles under a unit-Mercator rectangle (x may run past 1: the world repeats).
  func features(band: Int, unitRect: (x: Double, y: Double, width: Double, height: Double))
    -> [BasemapFile.Feature]
  {
    let spec = file.bands[band]
    // Widen by a little so lines whose points sit just outside still draw their part inside.
    let padX = unitRect.width * 0.05
    let padY = unitRect.height * 0.05
    let west = WebMercator.longitude(unitX: unitRect.x - padX)
    let east = WebMercator.longitude(unitX: unitRect.x + unitRect.width + padX)
    let north = WebMercator.latitude(unitY: max(0, unitRect.y - padY))
    let south = WebMercator.latitude(unitY: min(1, unitRect.y + unitRect.height + padY))
    let firstColumn = Int(((west + 180) / spec.tileDegrees).rounded(.down))
    let lastColumn = Int(((east + 180) / spec.tileDegrees).rounded(.down))
    let firstRow = max(0, Int(((south + 90) / spec.tileDegrees).rounded(.down)))
    let lastRow = min(spec.rows - 1, Int(((north + 90) / spec.tileDegrees).rounded(.down)))
    guard firstRow <= lastRow else { return [] }
    var result: [BasemapFile.Feature] = []
    for column in firstColumn...max(firstColumn, lastColumn) {
      // A column past the anti-meridian is the same data one world over.
      let wrapped = ((column % spec.columns) + spec.columns) % spec.columns
      let shift = Double((column - wrapped) / spec.columns)
      for row in firstRow...lastRow {
        let tile = decodedTile(DataTileKey(band: band, column: wrapped, row: row))
        if shift == 0 {
          result.append(contentsOf: tile)
        } else {
          for feature in tile {
            var points = feature.points
            var index = 0
            while index < points.count {
              points[index] += shift
              index += 2
            }
            result.append(BasemapFile.Feature(kind: feature.kind, points: points))
          }
        }
      }
    }
    return result
  }

  private func decodedTile(_ key: DataTileKey) -> [BasemapFile.Feature] {
    if let tile = decoded[key] {
      if let index = decodedOrder.lastIndex(of: key), index != decodedOrder.count - 1 {
        decodedOrder.remove(at: index)
        decodedOrder.append(key)
      }
      return tile
    }
    let tile = file.features(band: key.band, column: key.column, row: key.row)
    decoded[key] = tile
    decodedOrder.append(key)
    if decodedOrder.count > decodedLimit {
      decoded[decodedOrder.removeFirst()] = nil
    }
    return tile
  }
}
