import Foundation

/// Hosts a view tree: owns its graph, clock and renderer. The window host and the headless renderer (tests,
/// `--screenshot`, the demo recorder) both drive one of these.
@MainActor public final class ViewHost {
  public let clock: FrameClock
  let graph: ViewGraph
  let renderer = Renderer()
  public private(set) var size: CGSize
  public var scale: CGFloat {
    didSet {
      guard scale != oldValue else { return }
      graph.rootEnvironment.displayScale = scale
      // Views that read `displayScale` (or `UIScreen.main.scale`) see the new one.
      graph.invalidate(graph.root)
    }
  }
  let input: InputRouter
  /// The canvas (and scale) whose pixels the renderer's footprints describe (`renderChanges`).
  private weak var damageCanvas: CanvasSurface?
  private var damageScale: CGFloat = 0

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
    // Writes to UserDefaults.standard, @AppStorage's or the app's own, are stored by the runtime.
    SettingsStorage.shared.manage(.standard)
    var stages = UpdateStages.layoutAndAnimation
    stages.makeParts = { node in
      _ = node.layoutCache
      _ = node.animationTracks
      _ = node.renderCache
    }
    graph = ViewGraph(
      root: PresentationRoot(content: anyRoot), size: size, safeAreaInsets: safeAreaInsets,
      displayScale: scale, clock: clock, stages: stages)
    graph.passObservers.append { FocusController.applyFocusBindings(graph: $0) }
    AppStorageCenter.presentAlert = { graph, id, title, message in
      graph.presentStandardAlert(id: id, title: title, message: message)
    }
    input = InputRouter()
    input.host = self
    graph.tick()
  }

  /// The size `view` takes when offered nothing (its ideal size), at most `bound`, at least 1 × 1 pt: the
  /// window of a `.sizeThatFitsLayout` preview.
  static func idealSize(of view: any View, within bound: CGSize) -> CGSize {
    let host = ViewHost(
      anyRoot: view, size: bound, scale: 1, safeAreaInsets: EdgeInsets(), clock: FrameClock())
    host.update()
    guard let root = host.graph.root else { return bound }
    let content = root.children.first ?? root
    let ideal = content.sizeThatFits(ProposedViewSize(width: nil, height: nil))
    return CGSize(
      width: min(max(ideal.width.rounded(.up), 1), bound.width),
      height: min(max(ideal.height.rounded(.up), 1), bound.height))
  }

  /// Delivers input from the window (or a test): pointer positions in points.
  public func send(_ event: InputEvent) {
    // A press or a key usually changes the screen (a tap's action runs at its release): the large gradients on
    // screen, drawn without keeping a raster while nothing happened, get theirs now, before that change's
    // first frame, which then copies them.
    if event.beginsInput { renderer.gradientRasters.keepShownGradients() }
    input.handle(event)
  }

  /// Called by hosts once per frame while a touch is down (long-press timing).
  public func tickInput() { input.tick() }

  /// Runs pending updates (state changes, layout) and advances animations to the clock's time.
  /// Returns true while something animates.
  @discardableResult
  public func update() -> Bool {
    graph.update()
    let animating = graph.tick()
    // Settings changed during this update are stored together, in one atomic write.
    SettingsStorage.shared.flush()
    return animating
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

  /// The window's phase as its views read it (`\.scenePhase`): the window host sets it from focus and
  /// minimizing; a headless host stays `.active` unless told otherwise.
  public var scenePhase: ScenePhase {
    get { graph.rootEnvironment.scenePhase }
    set {
      guard newValue != scenePhase else { return }
      graph.rootEnvironment.scenePhase = newValue
      graph.invalidate(graph.root)
      update()
    }
  }

  public func resize(to newSize: CGSize) {
    let clamped = CGSize(width: max(newSize.width, 1), height: max(newSize.height, 1))
    guard clamped != size else { return }
    size = clamped
    graph.size = clamped
    graph.root.invalidateLayout()
    // Views reading a size class see the window turn from phone to tablet widths (and back).
    if graph.rootEnvironment.applySizeClasses(for: clamped) { graph.invalidate(graph.root) }
    update()
  }

  /// Draws the current frame.
  public func render() -> RenderedImage {
    update()
    return renderer.renderImage(graph, size: size, scale: scale)
  }

  /// Prepares, while nothing happens, what the next frames would otherwise make in the middle of an interaction:
  /// the layers of content that came to rest (the cards of a deck, before the drag that moves them). The window
  /// host calls it once after the frames of a change, when no event came for a moment. Returns how many layers
  /// it made.
  @discardableResult
  package func prepareWhileIdle() -> Int {
    // Rows a lazy container released while scrolling, still waiting to be freed a few a frame.
    graph.releaseDeferred()
    // A change not drawn yet: the next frame draws it, and is what should be prepared after.
    guard !graph.needsUpdate else { return 0 }
    // The next update compares the views it re-creates with these: how each type compares is worked out now.
    if let root = graph.root { ViewEquality.prepareComparisons(under: root) }
    // Layers of content at rest are what the window's policy (by cost) would make in an interaction's first
    // frame. `.always` makes a layer of whatever moves on the frame it moves, and `.never` none: made ahead,
    // they would be the wrong ones (the resting screen, not the subtree that then moves), costing the memory a
    // first frame then allocates afresh.
    if renderer.layerCachePolicy == .whenCheaper {
      renderer.prepareLayers(graph, size: size, scale: scale)
    }
    // Content that came to rest was shown from resampled layers (Renderer.layerToDraw): drawn again, it now
    // composites the exact layers just made.
    for rect in renderer.takeUnsettled() {
      graph.setNeedsDisplay(
        in: CGRect(
          x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale,
          height: rect.height / scale))
    }
    return renderer.preparedLayers
  }

  /// Draws into an existing surface (the window host's canvas), only inside `clip` (pixels) when given.
  func render(into canvas: CanvasSurface, clip: [CGRect]? = nil) {
    // A whole frame drawn without comparing: what `renderChanges` compares with is no longer on the canvas.
    if clip == nil { damageCanvas = nil }
    renderer.render(graph, into: canvas.surface, scale: scale, clip: clip)
  }

  /// Draws into `canvas` only what changed since the last frame drawn into it by this method — the union of
  /// the device-pixel rectangles where something moved, appeared, went, or drew differently (see
  /// Rendering/Damage.swift) and `extra` (device pixels: a caret blink's `onNeedsDisplay` rectangles) — over
  /// the pixels it holds. Returns the rectangles drawn, which are all a window needs to present; nil when the
  /// whole canvas was drawn (a new canvas or scale, a transition drawn through a subtree of its own, changes
  /// over most of it). With `whole`, the footprints are recorded as ever but the whole canvas is drawn (nil).
  @discardableResult
  func renderChanges(
    into canvas: CanvasSurface, including extra: [CGRect] = [], whole: Bool = false
  ) -> [CGRect]? {
    let pixels = CGSize(width: CGFloat(canvas.width), height: CGFloat(canvas.height))
    let valid = damageCanvas === canvas && damageScale == scale
    // The comparison and the drawing see the same graph at the same time: moving subtrees are bounded once.
    return renderer.sharingBounds {
      var rects = renderer.damage(
        of: graph, scale: scale, pixelSize: pixels, baselineValid: valid)
      damageCanvas = canvas
      damageScale = scale
      if let changed = rects, !extra.isEmpty {
        var region = DamageRegion(canvas: CGRect(origin: .zero, size: pixels))
        for rect in changed + extra { region.add(rect) }
        rects = region.result
      }
      if whole { rects = nil }
      if let rects, rects.isEmpty { return [] }
      renderer.render(graph, into: canvas.surface, scale: scale, clip: rects)
      return rects
    }
  }

  /// Frees what the renderer keeps for later frames (gradient rasters, cached layers) and sizes its gradient cache
  /// to `pixels`: after a resize those are all of another size, and a large window's would otherwise stay.
  func discardRenderCaches(sizingTo pixels: Int) {
    renderer.gradientRasters.removeAll()
    renderer.gradientRasters.budgetPixels = max(pixels, GradientRasterCache.minimumPixels)
    func clear(_ node: ViewNode) {
      node.layerCache = nil
      node.shadowCache = nil
      for child in node.children { clear(child) }
    }
    clear(graph.root)
  }

  public var layerCachingEnabled: Bool {
    get { renderer.layerCachingEnabled }
    set { renderer.layerCachingEnabled = newValue }
  }

  /// Whether drawing and hit testing skip subtrees that paint nothing where they look (on unless
  /// `SWIFTUI_CULLING=0`); tests turn it off to check that culling never changes what is drawn.
  package var cullingEnabled: Bool {
    get { renderer.cullingEnabled }
    set { renderer.cullingEnabled = newValue }
  }

  /// Whether rounded clips are clipped to by their rectangle, and by the rounded path only for what reaches a
  /// corner (on unless `SWIFTUI_CULLING=0`); tests turn it off to compare what is drawn.
  package var splitsRoundedClips: Bool {
    get { renderer.splitsRoundedClips }
    set { renderer.splitsRoundedClips = newValue }
  }

  /// Whether layers under opaque content drawn after them are composited only around it (on unless
  /// `SWIFTUI_CULLING=0`); tests turn it off to check that it never changes what is drawn.
  package var occlusionEnabled: Bool {
    get { renderer.occlusionEnabled }
    set { renderer.occlusionEnabled = newValue }
  }

  /// Which moving subtrees are drawn from cached layers (by default those that cost more to draw again).
  package var layerCachePolicy: LayerCachePolicy {
    get { renderer.layerCachePolicy }
    set { renderer.layerCachePolicy = newValue }
  }
}

extension ViewHost: InputHost {}
