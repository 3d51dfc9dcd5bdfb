import CCairo
import Foundation

/// A cairo context in points (the device scale is already applied) plus what drawing needs to know.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class RenderContext {
  let cr: OpaquePointer
  let scale: CGFloat
  let time: Double
  /// The surface being drawn to, for effects that read what is behind (materials).
  let rootSurface: OpaquePointer
  /// The renderer's finished gradients; nil draws every gradient afresh.
  @exclusivity(unchecked) var gradientCache: GradientRasterCache?
  /// Where this surface's top-left pixel sits on the device: the frame's surface, or a layer drawn where its node
  /// sits, so the renderer knows each node's device matrix. Nil inside layers drawn elsewhere (blur, shadows).
  @exclusivity(unchecked) var deviceOffset: CGPoint?
  /// Whether layers are made for content that stays where it is: only while the window is idle
  /// (`Renderer.prepareLayers`), never inside a frame shown.
  @exclusivity(unchecked) var settlesLayers = false
  /// Drawing a layer that must show exactly what drawing directly would (content at rest): a child's layer is
  /// reused only where it was drawn, never resampled.
  @exclusivity(unchecked) var drawsExactly = false
  /// Drawing a node's layer (made by the renderer for content that moves or rests).
  @exclusivity(unchecked) var isLayer = false
  /// Device rectangles that siblings drawn later cover with opaque pixels: layers composited now leave them out
  /// (Occlusion.swift).
  @exclusivity(unchecked) var occluded: [CGRect] = []
  /// Set by a moving wrapper of one child for that child, which is drawn next (see `Renderer.layerToDraw`).
  @exclusivity(unchecked) var movingWrapper = false
  /// Rounded clips of ancestors not yet clipped to beyond their rectangles: each is, for the first node on the
  /// way down whose bounds reach one of its corners (CornerClip.swift).
  @exclusivity(unchecked) var cornerClips: [CornerClip] = []

  init(cr: OpaquePointer, scale: CGFloat, time: Double, rootSurface: OpaquePointer) {
    self.cr = cr
    self.scale = scale
    self.time = time
    self.rootSurface = rootSurface
  }

  func presentedPaint(of node: ViewNode) -> [Double]? { node.paintTrack?.presented(at: time) }

  func addPath(_ path: Path) {
    cairo_new_path(cr)
    appendPath(path)
  }

  /// Adds `path` to cairo's current path (an inverse clip adds a frame around it first).
  func appendPath(_ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .quad(let p, let c):
        var x0 = 0.0
        var y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        cairo_curve_to(
          cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x),
          p.y + 2 / 3 * (c.y - p.y),
          p.x, p.y)
      case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .close: cairo_close_path(cr)
      }
    }
  }

  func applyStroke(_ stroke: StrokeStyle) {
    cairo_set_line_width(cr, stroke.lineWidth)
    cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(stroke.lineCap.rawValue)))
    cairo_set_line_join(cr, cairo_line_join_t(UInt32(stroke.lineJoin.rawValue)))
    cairo_set_miter_limit(cr, stroke.miterLimit)
    if stroke.dash.isEmpty {
      cairo_set_dash(cr, nil, 0, 0)
    } else {
      let dashes = stroke.dash.map { Double($0) }
      cairo_set_dash(cr, dashes, Int32(dashes.count), stroke.dashPhase)
    }
  }

  func setColor(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  /// Sets the source for a paint over `rect` (gradients' unit points are relative to the shape's frame).
  func setSource(_ paint: Paint, in rect: CGRect) {
    switch paint {
    case .color(let color): setColor(color)
    case .linear(let gradient, let start, let end):
      let pattern = cairo_pattern_create_linear(
        rect.minX + start.x * rect.width, rect.minY + start.y * rect.height,
        rect.minX + end.x * rect.width, rect.minY + end.y * rect.height)!
      addStops(gradient, to: pattern)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .radial(let gradient, let center, let startRadius, let endRadius):
      let cx = rect.minX + center.x * rect.width
      let cy = rect.minY + center.y * rect.height
      let pattern = cairo_pattern_create_radial(
        cx, cy, startRadius, cx, cy, max(endRadius, startRadius + 0.001))!
      addStops(gradient, to: pattern)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .angular(let gradient, let center, let start, let end):
      let pattern = AngularPattern.make(
        gradient: gradient, center: center, start: start, end: end, rect: rect)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .elliptical(let gradient, let center, let startFraction, let endFraction):
      // A circular gradient in the unit square, the square stretched over the rect.
      guard rect.width > 0, rect.height > 0 else { return setColor(.clear) }
      let pattern = cairo_pattern_create_radial(
        center.x, center.y, startFraction, center.x, center.y,
        max(endFraction, startFraction + 0.0001))!
      addStops(gradient, to: pattern)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / rect.width, 1 / rect.height)
      cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .mesh(let mesh):
      let pattern = MeshPattern.make(mesh, rect: rect)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .material(let material):
      setColor(SystemColor.materialTint.opacity(material.tint))
    }
  }

  /// Paints `paint` over the current path, or with `fillsPath` false over the whole clip: a mesh's background
  /// shows where its patches do not reach.
  private func cover(with paint: Paint, in rect: CGRect, fillsPath: Bool) {
    if case .mesh(let mesh) = paint, mesh.background.alpha > 0 {
      setColor(mesh.background)
      if fillsPath { cairo_fill_preserve(cr) } else { cairo_paint(cr) }
    }
    setSource(paint, in: rect)
    if fillsPath { cairo_fill(cr) } else { cairo_paint(cr) }
  }

  /// Fills the current path; materials blur what was drawn behind first.
  func fill(with paint: Paint, in rect: CGRect) {
    if case .material(let material) = paint {
      MaterialEffect.fillCurrentPath(in: self, material: material, rect: rect)
      return
    }
    if let raster = gradientCache?.raster(
      for: paint, size: rect.size, scale: scale,
      draw: { cr in
        RenderContext(cr: cr, scale: scale, time: time, rootSurface: rootSurface)
          .cover(with: paint, in: CGRect(origin: .zero, size: rect.size), fillsPath: false)
      })
    {
      // Pattern space is the raster's pixels: user point p maps to (p - rect.origin) * scale.
      let pattern = cairo_pattern_create_for_surface(raster.surface)!
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, scale, scale)
      cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
      cairo_fill(cr)
      return
    }
    if let gradientCache, gradientCache.fillInBands(paint, rect: rect, scale: scale, in: cr) {
      return
    }
    cover(with: paint, in: rect, fillsPath: true)
  }

  private func addStops(_ gradient: Gradient, to pattern: OpaquePointer) {
    for stop in gradient.stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(stop.location), stop.color.red, stop.color.green, stop.color.blue,
        stop.color.alpha)
    }
  }
}

/// cairo has no conic gradient: a mesh of thin wedges, each a linear blend between neighbouring colours.
enum AngularPattern {
  static func make(gradient: Gradient, center: UnitPoint, start: Angle, end: Angle, rect: CGRect)
    -> OpaquePointer
  {
    let cx = rect.minX + center.x * rect.width
    let cy = rect.minY + center.y * rect.height
    let radius = hypot(rect.width, rect.height) * 2
    let mesh = cairo_pattern_create_mesh()!
    let segments = 128
    let span = end.radians - start.radians
    for index in 0..<segments {
      let f0 = Double(index) / Double(segments)
      let f1 = Double(index + 1) / Double(segments)
      let a0 = start.radians + span * f0
      let a1 = start.radians + span * f1
      let c0 = color(in: gradient, at: f0)
      let c1 = color(in: gradient, at: f1)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, cx, cy)
      cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a0), cy + radius * sin(a0))
      cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a1), cy + radius * sin(a1))
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.red, c0.green, c0.blue, c0.alpha)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.red, c0.green, c0.blue, c0.alpha)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.red, c1.green, c1.blue, c1.alpha)
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }

  static func color(in gradient: Gradient, at location: Double) -> Color {
    let stops = gradient.stops
    guard let first = stops.first, let last = stops.last else { return .clear }
    if location <= Double(first.location) { return first.color }
    if location >= Double(last.location) { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where location <= Double(b.location) {
      let t = (location - Double(a.location)) / max(Double(b.location - a.location), 1e-9)
      return Color(
        components: zip(a.color.components, b.color.components).map { $0 + ($1 - $0) * t })
    }
    return last.color
  }
}
