/// The rectangle of a layer's pixels that are not fully transparent. Compositing only it lays the same pixels
/// (a transparent pixel laid over anything changes nothing) without reading and blending the empty room a
/// layer keeps around its content for overflow (about a quarter of a card's layer).
struct PaintedPixels: Equatable {
  let x: Int
  let y: Int
  let width: Int
  let height: Int

  var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Scans inward from each side only until painted pixels are met: the margins are read, not the whole layer.
  static func of(_ surface: OpaquePointer) -> PaintedPixels? {
    guard let rows = ARGBPixelRows(surface) else { return nil }
    let (width, height) = (rows.width, rows.height)
    func row(_ y: Int) -> UnsafePointer<UInt32> { rows.row(y) }
    func isClear(row y: Int) -> Bool {
      let pixels = row(y)
      for x in 0..<width where pixels[x] != 0 { return false }
      return true
    }
    var top = 0
    while top < height, isClear(row: top) { top += 1 }
    guard top < height else { return PaintedPixels(x: 0, y: 0, width: 0, height: 0) }
    var bottom = height
    while isClear(row: bottom - 1) { bottom -= 1 }
    // Premultiplied: a transparent pixel is all zero.
    var left = width
    var right = 0
    for y in top..<bottom {
      let pixels = row(y)
      var x = 0
      while x < left, pixels[x] == 0 { x += 1 }
      left = min(left, x)
      var end = width
      while end > right, pixels[end - 1] == 0 { end -= 1 }
      right = max(right, end)
    }
    return PaintedPixels(x: left, y: top, width: right - left, height: bottom - top)
  }
}
