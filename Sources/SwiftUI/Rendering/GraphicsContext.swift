import CCairo
import Foundation

/// SwiftUI's immediate-mode drawing destination, over cairo. Every primitive view draws through it (the drawing
/// seam); `Canvas` hands one to app code.
///
/// A context is a value: copies share the layer they draw into, but each holds its own state (transform, clip,
/// opacity, blend mode, filters). cairo's own state is therefore set up afresh for every drawing operation
/// (`perform`) and restored after it, so copies never see each other's changes.
public struct GraphicsContext {
  /// The layer drawn into, shared by copies.
  let target: GraphicsTarget
  /// The context's own transform, after the target's base (the view's space at the device scale).
  public var transform: CGAffineTransform = .identity
  public var opacity: Double = 1
  public var blendMode: BlendMode = .normal
  public var environment: EnvironmentValues { target.environment }
  var clips: [Clip] = []
  var filters: [Filter] = []

  init(target: GraphicsTarget) { self.target = target }

  enum Clip {
    case path(Path, CGAffineTransform, FillStyle, inverse: Bool)
    /// A layer's alpha (`clipToLayer`), in device space.
    case mask(GraphicsMask)
  }

  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps what lies outside the shape instead of inside.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  // MARK: Transforms

  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    clips.append(.path(path, transform, style, inverse: options.contains(.inverse)))
  }

  /// Clips later drawing to the alpha of what `content` draws (times `opacity`).
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    let cr = target.cr
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_push_group(cr)
    var layer = GraphicsContext(target: target)
    layer.transform = transform
    do { try content(&layer) } catch {
      cairo_pattern_destroy(cairo_pop_group(cr))
      cairo_restore(cr)
      throw error
    }
    var pattern = cairo_pop_group(cr)!
    if opacity < 0.999 || options.contains(.inverse) {
      // Scale (or invert) the layer's alpha: painted through itself with the chosen operator.
      cairo_push_group(cr)
      if options.contains(.inverse) {
        cairo_set_source_rgba(cr, 0, 0, 0, opacity)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
      } else {
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, opacity)
      }
      cairo_pattern_destroy(pattern)
      pattern = cairo_pop_group(cr)!
    }
    cairo_restore(cr)
    clips.append(.mask(GraphicsMask(pattern: pattern)))
  }

  /// The bounds of what can still be drawn, in the context's current coordinates.
  public var clipBoundingRect: CGRect {
    let cr = target.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    applyPathClips(cr)
    setMatrix(cr, transform)
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  // MARK: Filters

  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append(filter)
  }

  // MARK: Layers

  /// Draws `content` into a new transparency layer, then composites that layer with this context's opacity,
  /// blend mode, filters and clip.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    let cr = target.cr
    cairo_save(cr)
    applyPathClips(cr)
    cairo_identity_matrix(cr)
    cairo_push_group(cr)
    var layer = GraphicsContext(target: target)
    layer.transform = transform
    do { try content(&layer) } catch {
      cairo_pattern_destroy(cairo_pop_group(cr))
      cairo_restore(cr)
      throw error
    }
    let pattern = cairo_pop_group(cr)!
    composite(pattern, in: cr)
    cairo_pattern_destroy(pattern)
    cairo_restore(cr)
  }

  // MARK: The one way drawing reaches cairo

  /// Runs `draw` with cairo set to this context's transform and clip; when the context has opacity, a blend
  /// mode, a layer mask or filters, `draw` paints into a group that is then composited with them.
  func perform(_ draw: @MainActor (OpaquePointer) -> Void) {
    MainActor.assumeIsolated { performIsolated(draw) }
  }

  @MainActor private func performIsolated(_ draw: (OpaquePointer) -> Void) {
    let cr = target.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    applyPathClips(cr)
    guard needsGroup else {
      setMatrix(cr, transform)
      draw(cr)
      return
    }
    cairo_identity_matrix(cr)
    cairo_push_group(cr)
    setMatrix(cr, transform)
    draw(cr)
    let pattern = cairo_pop_group(cr)!
    composite(pattern, in: cr)
    cairo_pattern_destroy(pattern)
  }

  private var needsGroup: Bool {
    opacity < 0.999 || blendMode != .normal || !filters.isEmpty
      || clips.contains { if case .mask = $0 { return true } else { return false } }
  }

  /// Paints a group (made with an identity matrix) through the masks, filters, opacity and blend mode.
  private func composite(_ group: OpaquePointer, in cr: OpaquePointer) {
    cairo_identity_matrix(cr)
    // Shadows with `disablesGroup`, composited into the layer on their own, below or above the group.
    var below: [(surface: OpaquePointer, blendMode: BlendMode)] = []
    var above: [(surface: OpaquePointer, blendMode: BlendMode)] = []
    if !filters.isEmpty, let surface = groupSurface(group) {
      for filter in filters {
        if case .shadow(let shadow) = filter.kind, shadow.options.contains(.disablesGroup) {
          guard let separate = shadow.separateShadow(of: surface, scale: target.deviceScale)
          else { continue }
          if shadow.options.contains(.shadowAbove) {
            above.append((separate, shadow.blendMode))
          } else {
            below.append((separate, shadow.blendMode))
          }
        } else {
          filter.apply(to: surface, scale: target.deviceScale)
        }
      }
      cairo_surface_mark_dirty(surface)
    }
    for (shadow, blendMode) in below.reversed() {
      let pattern = cairo_pattern_create_for_surface(shadow)!
      paint(pattern, blendMode: blendMode, in: cr)
      cairo_pattern_destroy(pattern)
      cairo_surface_destroy(shadow)
    }
    paint(group, blendMode: blendMode, in: cr)
    for (shadow, blendMode) in above {
      let pattern = cairo_pattern_create_for_surface(shadow)!
      paint(pattern, blendMode: blendMode, in: cr)
      cairo_pattern_destroy(pattern)
      cairo_surface_destroy(shadow)
    }
  }

  /// Paints a layer's pattern through the masks with the opacity and `blendMode`.
  private func paint(_ group: OpaquePointer, blendMode: BlendMode, in cr: OpaquePointer) {
    var source = cairo_pattern_reference(group)!
    for case .mask(let mask) in clips {
      cairo_push_group(cr)
      cairo_set_source(cr, source)
      cairo_mask(cr, mask.pattern)
      cairo_pattern_destroy(source)
      source = cairo_pop_group(cr)!
    }
    defer { cairo_pattern_destroy(source) }
    if blendMode == .plusDarker, let surface = groupSurface(source),
      PlusDarker.composite(surface, onto: cairo_get_group_target(cr), opacity: max(opacity, 0))
    {
      return
    }
    cairo_set_operator(cr, blendMode.cairoOperator)
    cairo_set_source(cr, source)
    if opacity < 0.999 { cairo_paint_with_alpha(cr, max(opacity, 0)) } else { cairo_paint(cr) }
  }

  private func groupSurface(_ pattern: OpaquePointer) -> OpaquePointer? {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    cairo_surface_flush(surface)
    return surface
  }

  func setMatrix(_ cr: OpaquePointer, _ transform: CGAffineTransform) {
    var base = target.baseMatrix
    var own = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
      y0: transform.ty)
    var result = cairo_matrix_t()
    cairo_matrix_multiply(&result, &own, &base)
    cairo_set_matrix(cr, &result)
  }

  private func applyPathClips(_ cr: OpaquePointer) {
    for case .path(let path, let clipTransform, let style, let inverse) in clips {
      setMatrix(cr, clipTransform)
      cairo_new_path(cr)
      if inverse {
        cairo_rectangle(cr, -1e7, -1e7, 2e7, 2e7)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      } else {
        cairo_set_fill_rule(
          cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      }
      MainActor.assumeIsolated { target.render.appendPath(path) }
      cairo_clip(cr)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }
}

/// The layer a context and its copies draw into: a cairo context whose matrix at creation is the base of
/// every copy's transform. Drawing happens on the main actor (the renderer's), which `perform` asserts, so
/// app code may keep helper functions that take a context without isolating them.
final class GraphicsTarget: @unchecked Sendable {
  let render: RenderContext
  let cr: OpaquePointer
  let deviceScale: CGFloat
  let baseMatrix: cairo_matrix_t
  let environment: EnvironmentValues
  /// The canvas's symbols, when it has any (`resolveSymbol(id:)`).
  var symbols: (any CanvasSymbolLookup)?

  @MainActor init(render: RenderContext, environment: EnvironmentValues) {
    self.render = render
    self.cr = render.cr
    self.deviceScale = render.scale
    self.environment = environment
    var matrix = cairo_matrix_t()
    cairo_get_matrix(render.cr, &matrix)
    baseMatrix = matrix
  }
}

/// A `clipToLayer` mask, in device space.
final class GraphicsMask {
  let pattern: OpaquePointer
  init(pattern: OpaquePointer) { self.pattern = pattern }
  deinit { cairo_pattern_destroy(pattern) }
}

extension GraphicsContext {
  /// A context drawing into `context` in its current space, as a primitive view draws in its frame.
  @MainActor init(_ context: RenderContext, environment: EnvironmentValues) {
    self.init(target: GraphicsTarget(render: context, environment: environment))
  }
}
