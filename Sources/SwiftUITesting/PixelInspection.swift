import Foundation
import SwiftUI

/// What tests ask of a rendered picture: colours at points, how much of a region is drawn in some way, where a
/// drawn region's edges are. Rectangles and points are in points (the image's scale applied); every device
/// pixel inside a rectangle is looked at.
extension RenderedImage {
  /// How many device pixels in `rect` satisfy `predicate`.
  public func count(in rect: CGRect, where predicate: (Pixel) -> Bool) -> Int {
    var count = 0
    forEachPixel(in: rect) { pixel, _, _ in if predicate(pixel) { count += 1 } }
    return count
  }

  /// The share (0…1) of device pixels in `rect` that satisfy `predicate`.
  public func fraction(in rect: CGRect, where predicate: (Pixel) -> Bool) -> Double {
    var total = 0
    var hits = 0
    forEachPixel(in: rect) { pixel, _, _ in
      total += 1
      if predicate(pixel) { hits += 1 }
    }
    return total == 0 ? 0 : Double(hits) / Double(total)
  }

  /// Dark pixels in `rect` (every channel below `threshold`): the ink of black or dark gray text.
  public func inkCount(in rect: CGRect, threshold: UInt8 = 110) -> Int {
    count(in: rect) { $0.isDark(threshold) }
  }

  /// The smallest rectangle (in points) holding every pixel in `rect` that satisfies `predicate`, or nil.
  public func bounds(in rect: CGRect? = nil, where predicate: (Pixel) -> Bool) -> CGRect? {
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    forEachPixel(in: rect ?? CGRect(x: 0, y: 0, width: 1e9, height: 1e9)) { pixel, x, y in
      guard predicate(pixel) else { return }
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
    guard minX <= maxX else { return nil }
    return CGRect(
      x: CGFloat(minX) / scale, y: CGFloat(minY) / scale, width: CGFloat(maxX - minX + 1) / scale,
      height: CGFloat(maxY - minY + 1) / scale)
  }

  /// Going down the column at `x` from `top`, the first y (in points) whose pixel satisfies `predicate`.
  public func firstRow(atX x: CGFloat, from top: CGFloat = 0, where predicate: (Pixel) -> Bool)
    -> CGFloat?
  {
    let column = min(max(Int(x * scale), 0), pixelWidth - 1)
    for row in max(Int(top * scale), 0)..<pixelHeight where predicate(pixel(x: column, y: row)) {
      return CGFloat(row) / scale
    }
    return nil
  }

  /// The mean colour of `rect`.
  public func averageColor(in rect: CGRect) -> Pixel {
    var sums = [0, 0, 0, 0]
    var total = 0
    forEachPixel(in: rect) { pixel, _, _ in
      sums[0] += Int(pixel.red)
      sums[1] += Int(pixel.green)
      sums[2] += Int(pixel.blue)
      sums[3] += Int(pixel.alpha)
      total += 1
    }
    guard total > 0 else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
    return Pixel(
      red: UInt8(sums[0] / total), green: UInt8(sums[1] / total), blue: UInt8(sums[2] / total),
      alpha: UInt8(sums[3] / total))
  }

  private func forEachPixel(in rect: CGRect, _ body: (Pixel, Int, Int) -> Void) {
    let x0 = max(Int((rect.minX * scale).rounded(.down)), 0)
    let y0 = max(Int((rect.minY * scale).rounded(.down)), 0)
    let x1 = min(Int((rect.maxX * scale).rounded(.up)), pixelWidth)
    let y1 = min(Int((rect.maxY * scale).rounded(.up)), pixelHeight)
    guard x0 < x1, y0 < y1 else { return }
    forEachPixel(x: x0..<x1, y: y0..<y1, body)
  }
}

extension RenderedImage.Pixel {
  /// Within `tolerance` on every channel.
  public func isClose(to other: RenderedImage.Pixel, tolerance: Int = 3) -> Bool {
    distance(to: other) <= tolerance
  }
  /// Every channel below `threshold`.
  public func isDark(_ threshold: UInt8 = 110) -> Bool {
    red < threshold && green < threshold && blue < threshold
  }
  /// Every channel at or above `threshold`: white or nearly.
  public func isWhite(_ threshold: UInt8 = 245) -> Bool {
    red >= threshold && green >= threshold && blue >= threshold
  }
  /// Mostly blue (the accent colour of buttons and links): blue well above red.
  public var isAccentBlue: Bool { blue > 200 && Int(blue) - Int(red) > 100 }
}

/// A new, empty folder under the system's temporary directory for what a test writes (screenshots to look at).
public func temporaryFolder(_ name: String) -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(name)-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}
