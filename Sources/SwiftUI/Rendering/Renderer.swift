import CCairo
import Foundation

/// Draws a laid-out graph at the clock's time. Subtrees that move or fade without changing inside (every
/// transition, every drag) are drawn once into a cached layer and composited on later frames, when that is
/// cheaper than drawing them again (see RedrawCost).
@MainActor final class Renderer {
  var layerCachePolicy = LayerCachePolicy.whenCheaper
  var layerCachingEnabled: Bool {
    get { layerCachePolicy != .never }
    set { layerCachePolicy = newValue ? .whenCheaper : .never }
  }
  /// Room around a cached layer's frame for content that overflows it a little (shadows, offsets inside).
  static let layerMargin: CGFloat = 24
  let gradientRasters = GradientRasterCache()
  private(set) var stats = Stats()

  struct Stats {
    var nodesDrawn = 0
    var layersRasterized = 0
    var layersReused = 0
  }

  /// Renders into an ARGB32 image surface of the graph's size at `scale`. With `clip` (device pixels) only those
  /// rectangles are drawn; the rest of the surface keeps what it holds (the window host's last frame).
  func render(
    _ graph: ViewGraph, into surface: OpaquePointer, scale: CGFloat, background: Color = .white,
    clip: [CGRect]? = nil
  ) {
    stats = Stats()
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    if let clip {
      for rect in clip { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
      cairo_clip(cr)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_scale(cr, scale, scale)
    let context = RenderContext(cr: cr, scale: scale, time: graph.clock.now, rootSurface: surface)
    context.gradientCache = gradientRasters
    draw(graph.root, in: context)
  }

  func draw(_ node: ViewNode, in context: RenderContext) {
    if let wrapper = node.transitionWrapper, !wrapper.isDrawingSource {
      return drawTransitionWrapper(node, wrapper: wrapper, in: context)
    }
    let cr = context.cr
    let state = node.presentation(at: context.time)
    let effects = state.effects
    guard effects.opacity > 0.001, effects.scale.width != 0, effects.scale.height != 0 else {
      return
    }
    stats.nodesDrawn += 1
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let size = state.frame.size
    let t = state.transform
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &matrix)
    if let shadow = presentedShadow(node, at: context.time), shadow.color.alpha > 0 {
      drawWithShadow(node, shadow: shadow, size: size, effects: effects, in: context)
      return
    }
    let isMoving =
      node.transitionTrack?.isAnimating(at: context.time) == true
      || node.effectsTrack?.isAnimating(at: context.time) == true
    if isMoving && !node.subtreeAnimating && effects.blurRadius == 0
      && drawsFromLayer(node, size: size, effects: effects, context: context)
    {
      if let layer = cachedLayer(node, size: size, context: context) {
        composite(layer, opacity: effects.opacity, in: context)
        return
      }
    }
    if effects.opacity < 0.999 || effects.blurRadius > 0 {
      if effects.blurRadius > 0,
        let layer = rasterize(node, size: size, context: context, margin: effects.blurRadius * 3)
      {
        Blur.apply(to: layer.surface, radius: effects.blurRadius * Double(context.scale))
        composite(layer, opacity: effects.opacity, in: context)
        cairo_surface_destroy(layer.surface)
        return
      }
      cairo_push_group(cr)
      drawContent(node, size: size, in: context)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, effects.opacity)
    } else {
      drawContent(node, size: size, in: context)
    }
  }

  /// The node's own drawing and its children, clipped as asked, in the node's coordinate space.
  func drawContent(_ node: ViewNode, size: CGSize, in context: RenderContext) {
    let cr = context.cr
    if node.attributes.clipsToBounds || node.attributes.clipShape != nil {
      let shape = node.attributes.clipShape ?? AnyShape(Rectangle())
      context.addPath(shape.path(in: CGRect(origin: .zero, size: size)))
      cairo_clip(cr)
    }
    if let drawing = node.drawing, !drawing.drawsAboveChildren {
      drawing.draw(node, in: GraphicsContext(context, environment: node.environment), size: size)
    }
    for child in node.drawingOrder { draw(child, in: context) }
    if let drawing = node.drawing, drawing.drawsAboveChildren {
      drawing.draw(node, in: GraphicsContext(context, environment: node.environment), size: size)
    }
  }

  // MARK: Offscreen layers

  struct Layer {
    let surface: OpaquePointer
    /// Where the surface's top-left corner sits, in the node's points.
    let origin: CGPoint
    let scale: CGFloat
  }

  /// Draws the node's content (not its own offset/opacity) into a new image surface.
  func rasterize(_ node: ViewNode, size: CGSize, context: RenderContext, margin: CGFloat) -> Layer?
  {
    // Content may overflow its frame a little (shadows, offsets inside); the margin keeps it.
    let origin = CGPoint(x: -margin, y: -margin)
    let pixelWidth = Int(ceil((size.width + 2 * margin) * context.scale))
    let pixelHeight = Int(ceil((size.height + 2 * margin) * context.scale))
    guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight < 64_000_000,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { return nil }
    let cr = cairo_create(surface)!
    cairo_scale(cr, context.scale, context.scale)
    cairo_translate(cr, -origin.x, -origin.y)
    let layerContext = RenderContext(
      cr: cr, scale: context.scale, time: context.time, rootSurface: context.rootSurface)
    layerContext.gradientCache = context.gradientCache
    drawContent(node, size: size, in: layerContext)
    cairo_destroy(cr)
    stats.layersRasterized += 1
    return Layer(surface: surface, origin: origin, scale: context.scale)
  }

  func composite(_ layer: Layer, opacity: Double, in context: RenderContext) {
    let cr = context.cr
    cairo_save(cr)
    placeLayer(at: layer.origin, scale: layer.scale, in: cr)
    cairo_set_source_surface(cr, layer.surface, 0, 0)
    if opacity < 0.999 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
    cairo_restore(cr)
  }

  /// Moves the origin to a layer's top-left pixel, in the layer's pixels.
  private func placeLayer(at origin: CGPoint, scale: CGFloat, in cr: OpaquePointer) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    if matrix.xy == 0, matrix.yx == 0, abs(matrix.xx - scale) < 1e-9, abs(matrix.yy - scale) < 1e-9
    {
      // Only moved: blit at whole device pixels. A fractional position would resample the whole layer
      // (bilinear), which costs more than drawing simple content again; half a pixel of motion does not show.
      var x = Double(origin.x)
      var y = Double(origin.y)
      cairo_user_to_device(cr, &x, &y)
      cairo_identity_matrix(cr)
      cairo_translate(cr, x.rounded(), y.rounded())
    } else {
      cairo_translate(cr, origin.x, origin.y)
      cairo_scale(cr, 1 / scale, 1 / scale)
    }
  }

  /// Whether a moving subtree is drawn from a cached layer. By cost: compositing a layer costs every pixel of
  /// it, transparent or not, so a large frame holding little (a full-screen section of text) is cheaper to draw
  /// again, and a layer pays only for expensive content (shadows, blur, photos, big gradients, many nodes).
  private func drawsFromLayer(
    _ node: ViewNode, size: CGSize, effects: Effects, context: RenderContext
  ) -> Bool {
    switch layerCachePolicy {
    case .never: return false
    case .always: return true
    case .whenCheaper:
      let estimate = RedrawCost.estimate(node, scale: context.scale)
      guard !estimate.readsBackdrop else { return false }
      let pixelsPerPoint = Double(context.scale * context.scale)
      let margin = Self.layerMargin
      let layerPixels =
        Double((size.width + 2 * margin) * (size.height + 2 * margin)) * pixelsPerPoint
      var direct = estimate.cost
      if effects.opacity < 0.999 {
        // Drawn directly, a fading subtree goes through a group as large as the clip.
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(context.cr, &x1, &y1, &x2, &y2)
        direct += (x2 - x1) * (y2 - y1) * pixelsPerPoint * RedrawCost.group
      }
      return direct > layerPixels
    }
  }

  private func cachedLayer(_ node: ViewNode, size: CGSize, context: RenderContext) -> Layer? {
    let margin = Self.layerMargin
    if let cache = node.layerCache, cache.version == node.contentVersion, cache.size == size,
      cache.layer.scale == context.scale
    {
      stats.layersReused += 1
      return cache.layer
    }
    guard let layer = rasterize(node, size: size, context: context, margin: margin) else {
      return nil
    }
    node.layerCache = LayerCache(version: node.contentVersion, size: size, layer: layer)
    return layer
  }

  /// The layer's alpha alone (a shadow needs nothing else): a quarter of the pixels to blur, and the content is
  /// not drawn a second time.
  private func alphaMask(of layer: Layer) -> Layer? {
    let width = cairo_image_surface_get_width(layer.surface)
    let height = cairo_image_surface_get_height(layer.surface)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else {
      return nil
    }
    let cr = cairo_create(surface)!
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, layer.surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    return Layer(surface: surface, origin: layer.origin, scale: layer.scale)
  }

  private func drawWithShadow(
    _ node: ViewNode, shadow: ShadowEffect, size: CGSize, effects: Effects,
    in context: RenderContext
  ) {
    let margin = shadow.radius * 2 + max(abs(shadow.x), abs(shadow.y)) + 4
    let version = node.contentVersion
    var layer: Layer
    var shadowLayer: Layer
    if let cache = node.shadowCache, cache.version == version, cache.size == size,
      cache.content.scale == context.scale,
      cache.radius == shadow.radius, !node.subtreeAnimating
    {
      layer = cache.content
      shadowLayer = cache.shadow
      stats.layersReused += 1
    } else {
      guard let content = rasterize(node, size: size, context: context, margin: margin),
        let mask = alphaMask(of: content)
      else { return drawContent(node, size: size, in: context) }
      Blur.apply(to: mask.surface, radius: Double(shadow.radius * context.scale))
      layer = content
      shadowLayer = mask
      node.shadowCache = ShadowCache(
        version: version, size: size, radius: shadow.radius, content: content, shadow: mask)
    }
    let cr = context.cr
    // Only a fading node needs its shadow and content grouped; the group covers the whole clip, which is the
    // whole screen when drawing directly.
    let fades = effects.opacity < 0.999
    if fades { cairo_push_group(cr) }
    cairo_save(cr)
    // At whole device pixels like the content (resampling the mask costs several times more than the mask).
    placeLayer(
      at: CGPoint(x: shadowLayer.origin.x + shadow.x, y: shadowLayer.origin.y + shadow.y),
      scale: shadowLayer.scale,
      in: cr)
    context.setColor(shadow.color)
    cairo_mask_surface(cr, shadowLayer.surface, 0, 0)
    cairo_restore(cr)
    composite(layer, opacity: 1, in: context)
    if fades {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, effects.opacity)
    }
  }
}

/// A node's rasterized content, valid while its content version and size are unchanged.
final class LayerCache {
  let version: Int
  let size: CGSize
  let layer: Renderer.Layer
  init(version: Int, size: CGSize, layer: Renderer.Layer) {
    self.version = version
    self.size = size
    self.layer = layer
  }
  deinit { cairo_surface_destroy(layer.surface) }
}

final class ShadowCache {
  let version: Int
  let size: CGSize
  /// The blur radius the shadow mask was made with (it animates).
  let radius: CGFloat
  let content: Renderer.Layer
  let shadow: Renderer.Layer
  init(version: Int, size: CGSize, radius: CGFloat, content: Renderer.Layer, shadow: Renderer.Layer)
  {
    self.version = version
    self.size = size
    self.radius = radius
    self.content = content
    self.shadow = shadow
  }
  deinit {
    cairo_surface_destroy(content.surface)
    cairo_surface_destroy(shadow.surface)
  }
}
