import CCairo
import Foundation

/// A rendered frame: pixels to inspect and PNG output.
public final class RenderedImage: @unchecked Sendable {
  let surface: OpaquePointer
  public let scale: CGFloat
  init(surface: OpaquePointer, scale: CGFloat) {
    self.surface = surface
    self.scale = scale
  }
  deinit { cairo_surface_destroy(surface) }

  public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
  public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

  public struct Pixel: Equatable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: UInt8
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    /// Largest channel difference.
    public func distance(to other: Pixel) -> Int {
      max(
        abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
        abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// The pixel at a device-pixel position (un-premultiplied).
  public func pixel(x: Int, y: Int) -> Pixel {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let value = UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
    let a = UInt8(value >> 24)
    func channel(_ shift: UInt32) -> UInt8 {
      let c = UInt32((value >> shift) & 0xFF)
      return a == 0 ? 0 : UInt8(min(c * 255 / UInt32(a), 255))
    }
    return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
  }

  /// Every pixel of a range of device-pixel columns and rows (un-premultiplied), read in one pass: what tests
  /// that count or bound many pixels use, `pixel(x:y:)` flushing the surface for each one being too slow.
  package func forEachPixel(
    x columns: Range<Int>, y rows: Range<Int>, _ body: (Pixel, Int, Int) -> Void
  ) {
    let columns = columns.clamped(to: 0..<pixelWidth)
    let rows = rows.clamped(to: 0..<pixelHeight)
    guard !columns.isEmpty, !rows.isEmpty else { return }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for y in rows {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in columns {
        let value = row[x]
        let a = UInt32(value >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
          let c = (value >> shift) & 0xFF
          return a == 0 ? 0 : UInt8(min(c * 255 / a, 255))
        }
        body(Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(a)), x, y)
      }
    }
  }

  /// How far two frames of the same size are apart in `rows` (all when nil): the largest channel difference
  /// (premultiplied, as stored) and how many pixels differ by more than `visible`.
  package func difference(from other: RenderedImage, rows: Range<Int>? = nil, visible: Int = 0)
    -> (worst: Int, visible: Int)
  {
    guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else {
      return (255, pixelWidth * pixelHeight)
    }
    cairo_surface_flush(surface)
    cairo_surface_flush(other.surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let otherStride = Int(cairo_image_surface_get_stride(other.surface))
    let data = cairo_image_surface_get_data(surface)!
    let otherData = cairo_image_surface_get_data(other.surface)!
    var worst = 0
    var count = 0
    for y in (rows ?? 0..<pixelHeight).clamped(to: 0..<pixelHeight) {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      let otherRow = UnsafeRawPointer(otherData + y * otherStride).assumingMemoryBound(
        to: UInt32.self)
      for x in 0..<pixelWidth where row[x] != otherRow[x] {
        var distance = 0
        for shift: UInt32 in [0, 8, 16, 24] {
          let a = Int((row[x] >> shift) & 0xFF)
          let b = Int((otherRow[x] >> shift) & 0xFF)
          distance = max(distance, abs(a - b))
        }
        worst = max(worst, distance)
        if distance > visible { count += 1 }
      }
    }
    return (worst, count)
  }

  /// The pixel under a point (in points).
  public func pixel(at point: CGPoint) -> Pixel {
    pixel(
      x: min(max(Int(point.x * scale), 0), pixelWidth - 1),
      y: min(max(Int(point.y * scale), 0), pixelHeight - 1))
  }

  @discardableResult
  public func writePNG(to path: String) -> Bool {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
  }
}

extension RenderedImage {
  /// Reads a PNG written by `writePNG` (snapshot references); nil when the file is missing or unreadable.
  package static func loadPNG(at path: String, scale: CGFloat = 1) -> RenderedImage? {
    guard FileManager.default.fileExists(atPath: path),
      let surface = cairo_image_surface_create_from_png(path)
    else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return RenderedImage(surface: surface, scale: scale)
  }
}

extension Renderer {
  /// Draws the graph into a new image of `size` points at `scale`.
  func renderImage(
    _ graph: ViewGraph, size: CGSize, scale: CGFloat, background: Color = SystemColor.background
  ) -> RenderedImage {
    let width = Int32((size.width * scale).rounded())
    let height = Int32((size.height * scale).rounded())
    let surface = Self.uninitializedSurface(width: max(width, 1), height: max(height, 1))
    render(graph, into: surface, scale: scale, background: background)
    return RenderedImage(surface: surface, scale: scale)
  }

  /// An ARGB32 image surface whose pixels are not cleared first: `render` paints every one of them (the
  /// background, with the source operator), so clearing 5 MB for a phone screen at 2x on every frame would be
  /// wasted. The surface frees its memory when destroyed.
  private static func uninitializedSurface(width: Int32, height: Int32) -> OpaquePointer {
    let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
    guard let data = malloc(Int(stride) * Int(height)) else {
      return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    }
    let surface = cairo_image_surface_create_for_data(
      data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride)!
    cairo_surface_set_user_data(surface, pixelMemoryKey, data) { free($0) }
    return surface
  }

  /// The user-data key under which an uninitialized surface keeps the memory it frees.
  private static let pixelMemoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(
    capacity: 1)
}
