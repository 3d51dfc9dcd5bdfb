import CCairo
import Foundation

/// Draws a laid-out graph at the clock's time. Subtrees that move or fade without changing inside (every
/// transition, every drag) are drawn once into a cached layer and composited on later frames, when that is
/// cheaper than drawing them again (see RedrawCost).
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class Renderer {
  @exclusivity(unchecked) var layerCachePolicy = LayerCachePolicy.whenCheaper
  var layerCachingEnabled: Bool {
    get { layerCachePolicy != .never }
    set { layerCachePolicy = newValue ? .whenCheaper : .never }
  }
  /// Room around a cached layer's frame for content that overflows it a little (shadows, offsets inside).
  static let layerMargin: CGFloat = 24
  /// Whether subtrees that paint nothing inside the region drawn are skipped (Culling.swift).
  @exclusivity(unchecked) var cullingEnabled = Renderer.cullsByDefault
  /// Whether rounded clips are split into their rectangle and their corners (CornerClip.swift).
  @exclusivity(unchecked) var splitsRoundedClips = Renderer.cullsByDefault
  /// Whether layers covered by opaque siblings drawn later are composited only around them (Occlusion.swift).
  @exclusivity(unchecked) var occlusionEnabled = Renderer.cullsByDefault
  let gradientRasters = GradientRasterCache()
  /// Where turned layers are resampled (see TransformedComposite).
  let scratchPixels = ScratchPixels()
  @exclusivity(unchecked) var stats = Stats()
  /// Counts the frames drawn (idle preparation included).
  @exclusivity(unchecked) private(set) var frame = 0
  /// Device pixels that show a layer resampled where its content came to rest (see `layerToDraw`): drawn again
  /// once idle preparation has made the exact layers.
  @exclusivity(unchecked) private(set) var unsettled: [CGRect] = []
  /// Layers the last idle preparation made (`prepareLayers`).
  @exclusivity(unchecked) var preparedLayers = 0
  /// The frame whose animating subtrees' bounds are measured once (`sharingBounds`), 0 outside one; and how
  /// many such frames there were.
  @exclusivity(unchecked) var sharedBoundsFrame = 0
  @exclusivity(unchecked) var boundsFrames = 0
  /// Idle preparation is drawing: transparent content gets its layers too (IdlePreparation.swift).
  @exclusivity(unchecked) var preparingHidden = false
  /// Whether the background fill is left out under an opaque first drawing (OpaqueBackdrop.swift; on unless
  /// `SWIFTUI_CULLING=0`); tests turn it off to check that it never changes what is drawn.
  @exclusivity(unchecked) var opaqueBackdropEnabled = Renderer.cullsByDefault

  struct Stats {
    var nodesDrawn = 0
    /// Subtrees skipped because they paint nothing inside the region drawn.
    var subtreesCulled = 0
    /// Children drawn only outside the opaque content of later siblings (Occlusion.swift).
    var childrenOccluded = 0
    /// Rounded clips split into their rectangle and corners, and how many times a subtree reaching a corner
    /// was clipped by the rounded path (CornerClip.swift).
    var cornerClipsSplit = 0
    var cornerClipsApplied = 0
    var layersRasterized = 0
    var layersReused = 0
    var layersComposited = 0
    /// Whether the frame filled the background (not when an opaque first drawing covers it).
    var backgroundFilled = false
  }

  /// Renders into an ARGB32 image surface of the graph's size at `scale`. With `clip` (device pixels) only those
  /// rectangles are drawn; the rest of the surface keeps what it holds (the window host's last frame). With
  /// `settlingLayers`, content at rest gets the layers kept for it (idle preparation only: made inside a frame,
  /// such a layer would cost that frame the whole subtree's drawing again, at the end of every transition).
  func render(
    _ graph: ViewGraph, into surface: OpaquePointer, scale: CGFloat,
    background: Color = SystemColor.background,
    clip: [CGRect]? = nil, settlingLayers: Bool = false
  ) {
    stats = Stats()
    frame += 1
    graph.framesDrawn += 1
    gradientRasters.frameBegins()
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    if let clip {
      for rect in clip { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
      cairo_clip(cr)
    }
    // The window's appearance until a view says otherwise (colours read outside a drawing: shadows, layers).
    ColorAppearance.current = graph.root.environment.colorScheme
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    if !preparingHidden,
      !firstDrawingCoversOpaquely(
        graph, width: width, height: height, scale: scale, at: graph.clock.now)
    {
      stats.backgroundFilled = true
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(
        cr, background.red, background.green, background.blue, background.alpha)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(cr, scale, scale)
    let context = RenderContext(cr: cr, scale: scale, time: graph.clock.now, rootSurface: surface)
    context.gradientCache = gradientRasters
    context.deviceOffset = .zero
    context.settlesLayers = settlingLayers
    draw(graph.root, in: context)
  }

  func draw(_ node: ViewNode, in context: RenderContext) {
    let inheritsMotion = context.movingWrapper
    context.movingWrapper = false
    if let wrapper = node.transitionWrapper, !wrapper.isDrawingSource {
      // What a custom transition draws is not bounded beforehand: waiting rounded clips are clipped to.
      guard !context.cornerClips.isEmpty else {
        return drawTransitionWrapper(node, wrapper: wrapper, in: context)
      }
      let cornerClips = context.cornerClips
      cairo_save(context.cr)
      clipAllCorners(in: context)
      drawTransitionWrapper(node, wrapper: wrapper, in: context)
      context.cornerClips = cornerClips
      cairo_restore(context.cr)
      return
    }
    let cr = context.cr
    let state = node.presentation(at: context.time)
    let effects = state.effects
    guard effects.opacity > 0.001, effects.scale.width != 0, effects.scale.height != 0 else {
      if preparingHidden, effects.scale.width != 0, effects.scale.height != 0 {
        prepareHidden(node, state: state, in: context)
      }
      return
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let size = state.frame.size
    let t = state.transform
    var matrix = cairo_matrix_t(t)
    cairo_transform(cr, &matrix)
    if isCulled(node, size: size, effects: effects, in: context) {
      stats.subtreesCulled += 1
      return
    }
    let cornerClips = context.cornerClips
    defer { context.cornerClips = cornerClips }
    if !cornerClips.isEmpty, !paintsOnlyThroughChildren(node, effects: effects) {
      clipCornersReached(by: node, size: size, effects: effects, in: context)
    }
    stats.nodesDrawn += 1
    if let shadow = presentedShadow(node, at: context.time), shadow.color.alpha > 0 {
      drawWithShadow(node, shadow: shadow, size: size, effects: effects, in: context)
      return
    }
    if !node.attributes.colorFilters.isEmpty || node.attributes.blendMode != .normal {
      return drawWithColorEffects(node, size: size, effects: effects, in: context)
    }
    // Faded in whole ("It's a match!" shown), content is drawn from the same layer as while it faded: drawn
    // directly, the frames that end the fade drew the whole screen again (about 5 ms at 2x). Not inside a layer
    // or while preparing, which give content inside its own layers.
    if effects.opacity < 0.999 || (!context.isLayer && !preparingHidden),
      drawFadingFromLayer(node, effects: effects, in: context)
    {
      return
    }
    // Moving too when a wrapper handed its motion down (see layerToDraw).
    let isMoving =
      node.transitionTrack?.isAnimating(at: context.time) == true
      || node.effectsTrack?.isAnimating(at: context.time) == true || inheritsMotion
    if let layer = layerToDraw(node, size: size, effects: effects, isMoving: isMoving, in: context)
    {
      composite(layer, opacity: effects.opacity, in: context)
      return
    }
    let layersBefore = stats.layersComposited
    defer {
      if stats.layersComposited != layersBefore {
        node.renderCache.layersBelowVersion = node.contentVersion
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
      // The group covers the clip; kept to the pixels the subtree can draw on (a stamp fading on a card, not
      // the whole screen).
      if let bounds = deviceBounds(ofSubtree: node, size: size, in: cr, at: context.time) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
      }
      cairo_push_group(cr)
      drawContent(node, size: size, in: context)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, effects.opacity)
    } else {
      drawContent(node, size: size, in: context)
    }
  }

  /// The layer to composite for `node` instead of drawing it, if any. Two kinds of subtree are drawn from layers:
  /// - Moving: animated, or unchanged inside but somewhere else than last time (a dragged card). Any layer of
  ///   its content will do; it is resampled to where the node is now.
  /// - At rest: unchanged and exactly where it was drawn last time (the cards behind a dragged one). Its layer
  ///   is drawn where it sits (the same device matrix, moved by whole pixels to the layer's corner), so
  ///   compositing it shows what drawing directly would, but for the rounding of compositing once.
  private func layerToDraw(
    _ node: ViewNode, size: CGSize, effects: Effects, isMoving: Bool, in context: RenderContext
  ) -> Layer? {
    var device: cairo_matrix_t?
    if let offset = context.deviceOffset {
      var matrix = cairo_matrix_t()
      cairo_get_matrix(context.cr, &matrix)
      matrix.x0 += offset.x
      matrix.y0 += offset.y
      device = matrix
    }
    let cache = node.renderCache
    let unchanged = cache.drawnVersion == node.contentVersion
    let stayed = unchanged && device.map { cache.drawnMatrix.isSame(as: $0) } == true
    let moved = unchanged && device != nil && !stayed
    let previousMatrix = cache.drawnMatrix
    if let device {
      cache.drawnVersion = node.contentVersion
      cache.drawnMatrix = device
    }
    guard layerCachePolicy != .never, !node.subtreeAnimating, effects.blurRadius == 0 else {
      return nil
    }
    // A wrapper that only places its one child (an offset, a scale, a rotation around a card) leaves the layer
    // to the child: the child's content stays the same while such modifiers change. (A shadowed child draws
    // from layers of its own only while nothing inside it moves; the wrapper's layer keeps it whole.)
    if node.drawing == nil, !node.attributes.clipsToBounds, node.attributes.clipShape == nil,
      effects.opacity >= 0.999, node.transitionWrapper == nil, node.drawingOrder.count == 1,
      let child = node.drawingOrder.first, !child.isRemoving, child.transitionWrapper == nil,
      child.attributes.shadow == nil
    {
      context.movingWrapper = isMoving
      return nil
    }
    let valid = validLayer(node, size: size, context: context)
    if (isMoving || moved) && !context.drawsExactly {
      guard drawsFromLayer(node, size: size, effects: effects, context: context) else { return nil }
      if let valid {
        // Moved by a fraction of a pixel without turning or scaling: drawn again (a scrolled list), as a
        // layer would land up to half a pixel off. Animations accept that, as they always have.
        if !isMoving, let placement = valid.placement,
          !placement.movesByWholePixelsOrTurns(to: context.cr)
        {
          return nil
        }
        stats.layersReused += 1
        cache.movedFromLayerInFrame = frame
        return valid
      }
      // The same for a new layer: content that only moved by a fraction of a pixel (inside a sliding section)
      // is drawn again from that layer on, so a layer of it now would never be used.
      if !isMoving, let device, !device.movesByWholePixelsOrTurns(from: previousMatrix) {
        return nil
      }
      // Drawn directly, this content composited layers of its own: a layer of it would hold them again. Inside
      // a layer being made, content moving along with it is part of that layer. Content that only moved and
      // lies mostly outside the clip (a scrolled list) is drawn directly, culled to what shows.
      guard cache.layersBelowVersion != node.contentVersion, !context.isLayer,
        isMoving || !isMostlyOutsideClip(node, size: size, effects: effects, in: context)
      else { return nil }
      let made = makeLayer(node, size: size, exactly: false, context: context)
      if made != nil { cache.movedFromLayerInFrame = frame }
      return made
    }
    guard stayed || (context.drawsExactly && device != nil), let device else { return nil }
    if let valid, let placement = valid.placement, placement.isExact(at: device) {
      stats.layersReused += 1
      return valid
    }
    // Content that comes to rest (cards grown into place after a throw) was composited from its layer, resampled,
    // in the last frame: this frame, which shows it where the last one did, composites that layer once more
    // rather than drawing it all (some 5 ms a card at 2x), and idle preparation makes the exact layer, drawn in
    // its place then. A frame after this one draws it directly.
    if let valid, stayed, !context.isLayer, !context.drawsExactly, !context.settlesLayers,
      cache.movedFromLayerInFrame == frame - 1
    {
      if let bounds = deviceBounds(ofSubtree: node, size: size, in: context.cr, at: context.time),
        let offset = context.deviceOffset
      {
        noteUnsettled(bounds.offsetBy(dx: offset.x, dy: offset.y))
      }
      stats.layersReused += 1
      return valid
    }
    // Inside a layer being made for content at rest, only clipped content gets a layer of its own (a card's
    // picture, which stays the same when the stamps over it change), not every wrapper around it.
    let clips = node.attributes.clipsToBounds || node.attributes.clipShape != nil
    guard context.settlesLayers, (stayed && !context.isLayer) || clips,
      cache.layersBelowVersion != node.contentVersion,
      worthSettling(node, size: size, context: context)
    else { return nil }
    return makeLayer(node, size: size, exactly: true, context: context)
  }

  /// Keeps a rectangle to draw again after idle preparation; a few at most (their union beyond that).
  private func noteUnsettled(_ rect: CGRect) {
    if unsettled.count < 8 {
      unsettled.append(rect)
    } else {
      unsettled = [unsettled.reduce(rect) { $0.union($1) }]
    }
  }

  /// The rectangles (device pixels) that show resampled layers of content at rest, forgotten as they are taken:
  /// after idle preparation, drawing them again composites the exact layers.
  func takeUnsettled() -> [CGRect] {
    defer { unsettled = [] }
    return unsettled
  }

  /// The whole device pixels that can hold what `node`'s subtree draws: its frame and its children's as presented
  /// (inside a clip, only the clip's), each with the layer margin around it (text, strokes and shadows
  /// overflow a little, as a layer allows). Nil when a custom transition draws in a node's place.
  private func deviceBounds(
    ofSubtree node: ViewNode, size: CGSize, in cr: OpaquePointer, at time: Double
  ) -> CGRect? {
    func bounds(_ node: ViewNode, size: CGSize) -> CGRect? {
      let own = CGRect(origin: .zero, size: size)
      let clips = node.attributes.clipsToBounds || node.attributes.clipShape != nil
      // Clipped content cannot overflow; other content may a little (text, strokes).
      var margin = clips ? 0 : Self.layerMargin
      if let shadow = node.attributes.shadow {
        margin = max(margin, shadow.radius * 2 + max(abs(shadow.x), abs(shadow.y)) + 4)
      }
      if node.attributes.effects.blurRadius > 0 {
        margin = max(margin, node.attributes.effects.blurRadius * 3)
      }
      var union = own.insetBy(dx: -margin, dy: -margin)
      if clips { return union }
      for child in node.drawingOrder {
        guard child.transitionWrapper == nil else { return nil }
        let state = child.presentation(at: time)
        guard let inner = bounds(child, size: state.frame.size) else { return nil }
        union = union.union(inner.applying(state.transform))
      }
      return union
    }
    guard node.transitionWrapper == nil, let local = bounds(node, size: size) else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let xs = [local.minX, local.maxX]
    let ys = [local.minY, local.maxY]
    var device = CGRect.null
    for x in xs {
      for y in ys {
        device = device.union(
          CGRect(
            x: matrix.xx * x + matrix.xy * y + matrix.x0,
            y: matrix.yx * x + matrix.yy * y + matrix.y0,
            width: 0, height: 0))
      }
    }
    // A pixel more on each side: cairo's coverage of an edge pixel reads a little beyond it.
    return CGRect(
      x: floor(device.minX) - 1, y: floor(device.minY) - 1,
      width: ceil(device.maxX) - floor(device.minX) + 2,
      height: ceil(device.maxY) - floor(device.minY) + 2)
  }

  /// The node's own drawing and its children, clipped as asked, in the node's coordinate space.
  func drawContent(_ node: ViewNode, size: CGSize, in context: RenderContext) {
    let cr = context.cr
    let waiting = context.cornerClips.count
    defer { context.cornerClips.removeSubrange(min(waiting, context.cornerClips.count)...) }
    if node.attributes.clipsToBounds || node.attributes.clipShape != nil {
      let shape = node.attributes.clipShape ?? AnyShape(Rectangle())
      let path = shape.path(in: CGRect(origin: .zero, size: size), of: node)
      // A drawing of the node's own is clipped whole: a background is as large as the clip.
      if splitsRoundedClips, node.drawing == nil, !node.attributes.clipsToBounds,
        let split = CornerClip(path, shape: shape, in: context)
      {
        context.cornerClips.append(split)
        stats.cornerClipsSplit += 1
      } else {
        context.addPath(path)
        cairo_clip(cr)
      }
    }
    if let drawing = node.drawing, !drawing.drawsAboveChildren, !preparesOnly(context) {
      ColorAppearance.current = node.environment.colorScheme
      drawing.draw(node, in: GraphicsContext(context, environment: node.environment), size: size)
    }
    drawChildren(of: node, in: context)
    if let drawing = node.drawing, drawing.drawsAboveChildren, !preparesOnly(context) {
      ColorAppearance.current = node.environment.colorScheme
      drawing.draw(node, in: GraphicsContext(context, environment: node.environment), size: size)
    }
  }

  // MARK: Offscreen layers

  struct Layer {
    let surface: OpaquePointer
    /// Where the surface's top-left corner sits, in the node's points.
    let origin: CGPoint
    let scale: CGFloat
    /// For a layer drawn where its node sat on the device: how (see `LayerPlacement`).
    var placement: LayerPlacement?
    /// The pixels that are not transparent, for layers kept from frame to frame (nil: all of them).
    var painted: PaintedPixels? = nil
  }

  /// Draws the node's content (not its own offset/opacity) into a new image surface.
  func rasterize(_ node: ViewNode, size: CGSize, context: RenderContext, margin: CGFloat) -> Layer?
  {
    // Content may overflow its frame a little (shadows, offsets inside); the margin keeps it.
    let origin = CGPoint(x: -margin, y: -margin)
    let pixelWidth = Int(ceil((size.width + 2 * margin) * context.scale))
    let pixelHeight = Int(ceil((size.height + 2 * margin) * context.scale))
    guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight < 64_000_000,
      let surface = LayerMemory.shared.surface(width: pixelWidth, height: pixelHeight)
    else { return nil }
    let cr = cairo_create(surface)!
    cairo_scale(cr, context.scale, context.scale)
    cairo_translate(cr, -origin.x, -origin.y)
    let layerContext = RenderContext(
      cr: cr, scale: context.scale, time: context.time, rootSurface: context.rootSurface)
    layerContext.gradientCache = context.gradientCache
    layerContext.isLayer = true
    drawContent(node, size: size, in: layerContext)
    cairo_destroy(cr)
    stats.layersRasterized += 1
    return Layer(surface: surface, origin: origin, scale: context.scale)
  }

  func composite(
    _ layer: Layer, opacity: Double, blendMode: GraphicsContext.BlendMode = .normal,
    in context: RenderContext
  ) {
    let cr = context.cr
    stats.layersComposited += 1
    if preparesOnly(context) { return }
    // Transparent pixels change nothing under the normal blend mode; other modes may clear what is below.
    let painted = blendMode == .normal ? layer.painted : nil
    if let painted, painted.isEmpty { return }
    cairo_save(cr)
    cairo_set_operator(cr, blendMode.cairoOperator)
    if let placement = layer.placement {
      placement.place(in: cr)
    } else {
      placeLayer(at: layer.origin, scale: layer.scale, in: cr)
    }
    if !context.cornerClips.isEmpty {
      clipCornersReached(byLayer: layer, in: context)
    }
    if blendMode == .plusDarker, compositePlusDarker(layer, opacity: opacity, in: cr) {
      cairo_restore(cr)
      return
    }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    if blendMode == .normal, !context.occluded.isEmpty, Self.compositesAlikeClipped(matrix),
      !clipOutOccluded(in: context)
    {
      cairo_restore(cr)
      return
    }
    if !matrix.isTranslation, blendMode == .normal,
      TransformedComposite.paint(
        layer.surface, painted: painted, opacity: opacity, in: cr, scratch: scratchPixels)
    {
      cairo_restore(cr)
      return
    }
    cairo_set_source_surface(cr, layer.surface, 0, 0)
    // A copy by whole pixels: only the painted ones (scaled, an edge pixel would take in its neighbours).
    if let painted, matrix.isTranslation, matrix.x0 == matrix.x0.rounded(),
      matrix.y0 == matrix.y0.rounded()
    {
      cairo_rectangle(
        cr, Double(painted.x), Double(painted.y), Double(painted.width), Double(painted.height))
      cairo_clip(cr)
    }
    if opacity < 0.999 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
    cairo_restore(cr)
  }

  /// cairo has no plus-darker operator: the layer is placed into a group over its own rectangle (so it takes
  /// the target's pixels and transform), which `PlusDarker` then composites onto the target by hand.
  private func compositePlusDarker(_ layer: Layer, opacity: Double, in cr: OpaquePointer) -> Bool {
    cairo_rectangle(
      cr, 0, 0, Double(cairo_image_surface_get_width(layer.surface)),
      Double(cairo_image_surface_get_height(layer.surface)))
    cairo_clip(cr)
    cairo_push_group(cr)
    cairo_set_source_surface(cr, layer.surface, 0, 0)
    cairo_paint(cr)
    let group = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(group) }
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface else {
      return false
    }
    return PlusDarker.composite(surface, onto: cairo_get_group_target(cr), opacity: opacity)
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
  func drawsFromLayer(
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

  /// The node's layer for its current content and size, if it has one.
  func validLayer(_ node: ViewNode, size: CGSize, context: RenderContext) -> Layer? {
    guard let cache = node.layerCache, cache.version == node.contentVersion, cache.size == size,
      cache.layer.placement != nil || cache.layer.scale == context.scale
    else { return nil }
    return cache.layer
  }

  /// A new layer of the node's content, kept in its layer cache: drawn where the node sits when the context knows
  /// where that is on the device, else at the device scale.
  func makeLayer(_ node: ViewNode, size: CGSize, exactly: Bool, context: RenderContext)
    -> Layer?
  {
    // Clipped content cannot overflow its frame: no margin to composite.
    let clips = node.attributes.clipsToBounds || node.attributes.clipShape != nil
    let margin = clips && context.deviceOffset != nil ? 0 : Self.layerMargin
    let made =
      context.deviceOffset == nil
      ? rasterize(node, size: size, context: context, margin: margin)
      : rasterizeInPlace(node, size: size, exactly: exactly, context: context, margin: margin)
    guard var layer = made else { return nil }
    layer.painted = PaintedPixels.of(layer.surface)
    let cache = LayerCache(version: node.contentVersion, size: size, layer: layer)
    // Clipped content (a card, a photo) is often opaque: what it covers is not drawn (Occlusion.swift).
    if clips, let placement = layer.placement {
      cache.opaqueCover = OpaqueCover.of(layer.surface, placement: placement)
    }
    node.layerCache = cache
    return layer
  }

  /// Draws the node's content into a new surface covering its device pixels, with the device matrix it has here
  /// moved by whole pixels to the surface's corner: every pixel comes out as drawing directly would make it.
  /// `exactly`: for content at rest, whose children's layers must not be resampled either.
  private func rasterizeInPlace(
    _ node: ViewNode, size: CGSize, exactly: Bool, context: RenderContext, margin: CGFloat
  ) -> Layer? {
    guard let offset = context.deviceOffset else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context.cr, &matrix)
    // Every pixel the subtree can draw on: children may sit outside the node's frame.
    guard
      let covered = deviceBounds(ofSubtree: node, size: size, in: context.cr, at: context.time)
    else { return nil }
    let left = covered.minX
    let top = covered.minY
    let width = Int(covered.width)
    let height = Int(covered.height)
    guard width > 0, height > 0, width * height < 64_000_000,
      let surface = LayerMemory.shared.surface(width: width, height: height)
    else { return nil }
    let cr = cairo_create(surface)!
    var shifted = matrix
    shifted.x0 -= left
    shifted.y0 -= top
    cairo_set_matrix(cr, &shifted)
    let layerContext = RenderContext(
      cr: cr, scale: context.scale, time: context.time, rootSurface: context.rootSurface)
    layerContext.gradientCache = context.gradientCache
    layerContext.deviceOffset = CGPoint(x: offset.x + left, y: offset.y + top)
    layerContext.settlesLayers = context.settlesLayers
    layerContext.drawsExactly = exactly
    layerContext.isLayer = true
    drawContent(node, size: size, in: layerContext)
    cairo_destroy(cr)
    stats.layersRasterized += 1
    var device = matrix
    device.x0 += offset.x
    device.y0 += offset.y
    return Layer(
      surface: surface, origin: CGPoint(x: -margin, y: -margin), scale: context.scale,
      placement: LayerPlacement(
        matrix: device, x: offset.x + left, y: offset.y + top))
  }

  /// Whether content at rest costs enough more to draw than to composite that it is kept in a layer.
  private func worthSettling(_ node: ViewNode, size: CGSize, context: RenderContext) -> Bool {
    switch layerCachePolicy {
    case .never: return false
    case .always: return true
    case .whenCheaper:
      // A layer over the whole window holds the screen at rest (its root, whose content version every change
      // on screen bumps): the next interaction makes it useless, and while the window is idle it holds a window
      // of pixels (5.8 MiB for the welcome screen at 2x).
      let window = CGRect(
        x: 0, y: 0, width: Double(cairo_image_surface_get_width(context.rootSurface)),
        height: Double(cairo_image_surface_get_height(context.rootSurface)))
      if let offset = context.deviceOffset,
        let bounds = deviceBounds(ofSubtree: node, size: size, in: context.cr, at: context.time),
        bounds.offsetBy(dx: offset.x, dy: offset.y).contains(window)
      {
        return false
      }
      let estimate = RedrawCost.estimate(node, scale: context.scale)
      guard !estimate.readsBackdrop else { return false }
      let margin = Self.layerMargin
      let layerPixels =
        Double(
          (size.width + 2 * margin) * (size.height + 2 * margin) * context.scale * context.scale)
      return estimate.cost > 4 * layerPixels
    }
  }

  /// Whether two image surfaces hold the same pixels.
  static func samePixels(_ a: OpaquePointer, _ b: OpaquePointer) -> Bool {
    let width = cairo_image_surface_get_width(a)
    let height = cairo_image_surface_get_height(a)
    let stride = cairo_image_surface_get_stride(a)
    guard width == cairo_image_surface_get_width(b), height == cairo_image_surface_get_height(b),
      stride == cairo_image_surface_get_stride(b),
      cairo_image_surface_get_format(a) == cairo_image_surface_get_format(b)
    else { return false }
    cairo_surface_flush(a)
    cairo_surface_flush(b)
    guard let first = cairo_image_surface_get_data(a), let second = cairo_image_surface_get_data(b)
    else { return false }
    return memcmp(first, second, Int(stride) * Int(height)) == 0
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
      guard var content = rasterize(node, size: size, context: context, margin: margin) else {
        return drawContent(node, size: size, in: context)
      }
      if let cache = node.shadowCache, cache.size == size, cache.content.scale == context.scale,
        cache.radius == shadow.radius, Self.samePixels(cache.content.surface, content.surface)
      {
        // Updated but drawn the same (a button whose action closure is new): the blurred mask still holds.
        cairo_surface_destroy(content.surface)
        cache.version = version
        layer = cache.content
        shadowLayer = cache.shadow
        stats.layersReused += 1
      } else {
        guard let alpha = alphaMask(of: content) else {
          cairo_surface_destroy(content.surface)
          return drawContent(node, size: size, in: context)
        }
        let mask = Layer(
          surface: ShadowMasks.shared.blurred(
            alpha.surface, radius: Double(shadow.radius * context.scale)),
          origin: alpha.origin, scale: alpha.scale)
        content.painted = PaintedPixels.of(content.surface)
        layer = content
        shadowLayer = mask
        node.shadowCache = ShadowCache(
          version: version, size: size, radius: shadow.radius, content: content, shadow: mask)
      }
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
    if RedrawCost.estimate(node, scale: context.scale).readsBackdrop {
      // A material inside shows what is behind it (the map under a card): drawn again over the shadow, not
      // from the layer, where it had nothing behind it to blur.
      drawContent(node, size: size, in: context)
    } else {
      composite(layer, opacity: 1, in: context)
    }
    if fades {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, effects.opacity)
    }
  }
}

/// A node's rasterized content, valid while its content version and size are unchanged.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class LayerCache {
  let version: Int
  let size: CGSize
  let layer: Renderer.Layer
  /// Where the layer is opaque, for the siblings drawn under it (Occlusion.swift).
  @exclusivity(unchecked) var opaqueCover: OpaqueCover?
  init(version: Int, size: CGSize, layer: Renderer.Layer) {
    self.version = version
    self.size = size
    self.layer = layer
  }
  deinit { cairo_surface_destroy(layer.surface) }
}

final class ShadowCache {
  var version: Int
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
