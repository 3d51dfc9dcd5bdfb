import CCairo
import Foundation

/// Hosts a view tree: owns its graph, clock and renderer. The window host and the headless renderer (tests,
/// `--screenshot`, the demo recorder) both drive one of these.
@MainActor public final class ViewHost {
  public let clock: FrameClock
  let graph: ViewGraph
  let renderer = Renderer()
  public private(set) var size: CGSize
  public var scale: CGFloat
  let input: InputRouter

  /// iPhone 14 safe area (status bar / home indicator), the default for the app window and screenshots.
  nonisolated public static let phoneSafeArea = EdgeInsets(
    top: 47, leading: 0, bottom: 34, trailing: 0)

  public convenience init<V: View>(
    rootView: V, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2,
    safeAreaInsets: EdgeInsets = ViewHost.phoneSafeArea, clock: FrameClock? = nil
  ) {
    self.init(
      anyRoot: rootView, size: size, scale: scale, safeAreaInsets: safeAreaInsets,
      clock: clock ?? FrameClock())
  }

  init(
    anyRoot: any View, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, clock: FrameClock
  ) {
    self.clock = clock
    self.size = size
    self.scale = scale
    UIScreen.main.bounds = CGRect(origin: .zero, size: size)
    UIScreen.main.scale = scale
    graph = ViewGraph(
      root: PresentationRoot(content: anyRoot), size: size, safeAreaInsets: safeAreaInsets,
      clock: clock)
    input = InputRouter()
    input.host = self
    graph.tick()
  }

  /// Runs pending updates (state changes, layout) and advances animations to the clock's time.
  /// Returns true while something animates.
  @discardableResult
  public func update() -> Bool {
    graph.update()
    return graph.tick()
  }

  public var needsFrame: Bool { graph.needsUpdate }

  /// Moves the clock forward in steps of at most one 60 Hz frame, updating at each step (so completions and
  /// removals happen at the right frame).
  public func advance(by seconds: Double) {
    var remaining = seconds
    while remaining > 1e-9 {
      let step = min(remaining, 1.0 / 60)
      clock.advance(by: step)
      remaining -= step
      update()
    }
    update()
  }

  public func resize(to newSize: CGSize) {
    let clamped = CGSize(width: max(newSize.width, 1), height: max(newSize.height, 1))
    guard clamped != size else { return }
    size = clamped
    UIScreen.main.bounds = CGRect(origin: .zero, size: clamped)
    graph.size = clamped
    graph.root.invalidateLayout()
    update()
  }

  /// Draws the current frame.
  public func render() -> RenderedImage {
    update()
    let width = Int32((size.width * scale).rounded())
    let height = Int32((size.height * scale).rounded())
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
    renderer.render(graph, into: surface, scale: scale)
    return RenderedImage(surface: surface, scale: scale)
  }

  /// Draws into an existing surface (the window host's back buffer).
  func render(into surface: OpaquePointer) {
    renderer.render(graph, into: surface, scale: scale)
  }

  public var layerCachingEnabled: Bool {
    get { renderer.layerCachingEnabled }
    set { renderer.layerCachingEnabled = newValue }
  }

  /// Which moving subtrees are drawn from cached layers (by default those that cost more to draw again).
  package var layerCachePolicy: LayerCachePolicy {
    get { renderer.layerCachePolicy }
    set { renderer.layerCachePolicy = newValue }
  }
}

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
