import Foundation

extension ViewHost {
  /// Forgets every cached size and lays the whole tree out again (the benchmark's "layout only" pass).
  package func relayoutFromScratch() {
    func forget(_ node: ViewNode) {
      node.layoutPart?.subtreeDidChange()
      for child in node.children { forget(child) }
    }
    forget(graph.root)
    graph.layout()
    graph.commitAnimations()
  }
}

/// A window's canvas for benchmarks: keeps the last frame and draws only damaged rectangles over it, as the
/// window host does for a caret blink.
@MainActor package final class DamageCanvas {
  let host: ViewHost
  let canvas: CanvasSurface
  /// The device-pixel rectangles the last render drew (what a window presents).
  package private(set) var clip: [CGRect] = []

  package init?(host: ViewHost) {
    guard
      let canvas = CanvasSurface(
        width: Int32(host.size.width * host.scale), height: Int32(host.size.height * host.scale))
    else { return nil }
    self.host = host
    self.canvas = canvas
  }

  /// Draws `rects` (points, window coordinates) over the last frame; all of it when nil.
  package func render(_ rects: [CGRect]?) {
    let scale = host.scale
    clip =
      rects?.map {
        CGRect(
          x: ($0.minX * scale).rounded(.down), y: ($0.minY * scale).rounded(.down),
          width: ($0.maxX * scale).rounded(.up) - ($0.minX * scale).rounded(.down),
          height: ($0.maxY * scale).rounded(.up) - ($0.minY * scale).rounded(.down))
      } ?? [CGRect(x: 0, y: 0, width: host.size.width * scale, height: host.size.height * scale)]
    host.render(into: canvas, clip: rects == nil ? nil : clip)
  }

  /// Draws what changed since the last `renderChanges` (damage tracking, as a window would); returns the
  /// device-pixel rectangles drawn, nil when all of it.
  @discardableResult
  package func renderChanges() -> [CGRect]? {
    host.update()
    let drawn = host.renderChanges(into: canvas)
    clip =
      drawn ?? [
        CGRect(x: 0, y: 0, width: CGFloat(canvas.width), height: CGFloat(canvas.height))
      ]
    return drawn
  }

  /// A copy of what the canvas holds now.
  package func snapshot() -> RenderedImage { canvas.image(scale: host.scale) }

  package var pixelsDrawn: Int { clip.reduce(0) { $0 + Int($1.width * $1.height) } }
}

extension ViewHost {
  /// Shaped text layouts the text engine keeps (bounded: `TextEngine.layoutCacheCapacity`).
  package static var cachedTextLayouts: Int { TextEngine.shared.cachedLayoutCount }
  /// The length the first lazy stack or list in the tree counts its rows with (the average measured).
  package var lazyRowEstimate: CGFloat? {
    func find(_ node: ViewNode) -> LazyRows? {
      if let layout = node.layout as? LazyStackLayout { return layout.rows }
      for child in node.children {
        if let rows = find(child) { return rows }
      }
      return nil
    }
    return graph.root.flatMap(find)?.estimatedLength
  }

  /// The bytes they hold by the engine's estimate (bounded: `TextEngine.layoutCacheByteCapacity`).
  package static var cachedTextLayoutBytes: Int { TextEngine.shared.cachedLayoutBytes }

  /// Told of each rectangle (points) that alone needs drawing again — a caret blink (`onNeedsDisplay`).
  package var onDamage: ((CGRect) -> Void)? {
    get { graph.onNeedsDisplay }
    set { graph.onNeedsDisplay = newValue }
  }
}
