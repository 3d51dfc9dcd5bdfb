import CCairo
import Foundation

/// Culling: what a subtree can paint, in the node's own space, so drawing skips subtrees outside the region
/// being drawn (the dirty rectangles, the window, a cached layer) and hit testing skips subtrees a point is not
/// over. `SWIFTUI_CULLING=0` turns it off, to compare what is drawn.
struct VisualBounds {
  let version: Int
  let size: CGSize
  let rect: CGRect
}

/// The visual bounds of a subtree that animates, as measured once in a frame (`Renderer.sharingBounds`).
struct FrameBounds {
  let frame: Int
  let size: CGSize
  let blurRadius: CGFloat
  let rect: CGRect?
}

extension Renderer {
  nonisolated static let cullsByDefault =
    ProcessInfo.processInfo.environment["SWIFTUI_CULLING"] != "0"

  /// Room around every node for drawing that overflows its frame a little (a centred stroke, glyphs past
  /// their line box); the same allowance a cached layer keeps.
  static let overflowMargin: CGFloat = layerMargin

  /// The rectangle, in the node's own space, that the node and everything below it can paint into: its
  /// bounds (and content shape), its children's through their presented transforms unless it clips, widened
  /// by its blur and shadow. Kept per content version and size while nothing below animates, and while it
  /// animates for the rest of the frame being compared and drawn; nil when it cannot be bounded (a
  /// custom-modifier transition draws through a subtree of its own).
  func visualBounds(of node: ViewNode, size: CGSize, effects: Effects, at time: Double) -> CGRect? {
    let animating =
      node.subtreeAnimating || node.effectsTrack?.isAnimating(at: time) == true
      || node.shadowTrack?.isAnimating(at: time) == true
    // A still node without attributes (no content shape, clip, shadow or blur) paints within its frame and
    // the margin when everything below it does (`paintsWithinBounds`); a leaf, a thousand labels, needs
    // nothing worked out or kept for it.
    let plain = !animating && node.attributesAreDefault && effects.blurRadius <= 0
    let withinBounds = Self.withinBounds(size)
    if plain, node.children.isEmpty { return withinBounds }
    if !animating, let cached = node.renderCache.visualBounds,
      cached.version == node.contentVersion, cached.size == size
    {
      return cached.rect.isNull ? nil : cached.rect
    }
    // Every ancestor of a moving node animates, and each one's bounds take in its children's: without the
    // frame's copy the damage walk and culling would measure a subtree again at every level above it.
    if animating, sharedBoundsFrame != 0, let memo = node.renderCache.frameBounds,
      memo.frame == sharedBoundsFrame, memo.size == size, memo.blurRadius == effects.blurRadius
    {
      return memo.rect
    }
    var budget = Self.plainSubtreeBudget
    let rect =
      plain && paintsWithinBounds(node, size: size, budget: &budget)
      ? withinBounds : measureVisualBounds(of: node, size: size, effects: effects, at: time)
    if !animating {
      node.renderCache.visualBounds = VisualBounds(
        version: node.contentVersion, size: size, rect: rect ?? .null)
    } else if sharedBoundsFrame != 0 {
      node.renderCache.frameBounds = FrameBounds(
        frame: sharedBoundsFrame, size: size, blurRadius: effects.blurRadius, rect: rect)
    }
    return rect
  }

  /// Runs `body` — one frame's damage walk and drawing, over a graph that does not change meanwhile, at one
  /// time — with the visual bounds of animating subtrees measured once and reused for the rest of it. Outside
  /// (hit testing, idle preparation, other renderings) they are measured at each use, as the graph may have
  /// changed since.
  func sharingBounds<Result>(_ body: () -> Result) -> Result {
    boundsFrames += 1
    sharedBoundsFrame = boundsFrames
    defer { sharedBoundsFrame = 0 }
    return body()
  }

  /// The most nodes `paintsWithinBounds` looks at: a row of a long stack is a few (a reader, a modifier, a
  /// label), and a larger subtree is measured and kept instead.
  static let plainSubtreeBudget = 12

  /// Whether the still subtree at `node` (without attributes itself) paints within its bounds and the margin —
  /// what measuring would find — without working out any presentation: nothing in it animates, transitions or
  /// has attributes (effects, shapes, clips, shadows), and every child's frame lies inside its parent's
  /// bounds. A write read by a thousand labels of a stack changes every label's content; their bounds stay.
  private func paintsWithinBounds(_ node: ViewNode, size: CGSize, budget: inout Int) -> Bool {
    let bounds = CGRect(origin: .zero, size: size)
    for child in node.children {
      budget -= 1
      guard budget >= 0, child.attributesAreDefault, child.transitionWrapper == nil,
        bounds.contains(child.frame)
      else { return false }
      if let tracks = child.existingTracks {
        guard !tracks.subtreeAnimating, tracks.transitionTrack == nil,
          tracks.frameTrack?.hasRunningAnimations != true,
          tracks.effectsTrack?.hasRunningAnimations != true,
          tracks.shadowTrack?.hasRunningAnimations != true
        else { return false }
      }
      guard
        child.children.isEmpty || paintsWithinBounds(child, size: child.frame.size, budget: &budget)
      else { return false }
    }
    return true
  }

  private func measureVisualBounds(
    of node: ViewNode, size: CGSize, effects: Effects, at time: Double
  ) -> CGRect? {
    let bounds = CGRect(origin: .zero, size: size)
    var rect = bounds.insetBy(dx: -Self.overflowMargin, dy: -Self.overflowMargin)
    if let shape = node.attributes.contentShape {
      rect = rect.union(shape.path(in: bounds).boundingRect)
    }
    if !(node.attributes.clipsToBounds || node.attributes.clipShape != nil) {
      for child in node.drawingOrder {
        if child.transitionWrapper != nil { return nil }
        let state = child.presentation(at: time)
        guard state.effects.opacity > 0.001 else { continue }
        guard
          let childRect = visualBounds(
            of: child, size: state.frame.size, effects: state.effects, at: time)
        else { return nil }
        rect = rect.union(childRect.applying(state.transform))
      }
    }
    if effects.blurRadius > 0 {
      rect = rect.insetBy(dx: -effects.blurRadius * 3, dy: -effects.blurRadius * 3)
    }
    if let shadow = presentedShadow(node, at: time) {
      let reach = shadow.radius * 2 + max(abs(shadow.x), abs(shadow.y)) + 4
      rect = rect.insetBy(dx: -reach, dy: -reach)
    }
    return rect
  }

  /// Whether the subtree at `node` (cairo's matrix already in the node's space) paints nothing inside the
  /// current clip.
  func isCulled(_ node: ViewNode, size: CGSize, effects: Effects, in context: RenderContext) -> Bool
  {
    guard cullingEnabled else { return false }
    return paintsNothing(
      node, size: size, effects: effects, at: context.time, inside: Self.clipExtents(context.cr))
  }

  /// Whether the subtree at `node`, placed at `origin` in the space of `clip`, paints nothing inside it. What
  /// a subtree paints holds its frame and the margin: when those show, nothing below is measured (a stack
  /// whose thousand labels changed).
  private func paintsNothing(
    _ node: ViewNode, size: CGSize, effects: Effects, at time: Double, origin: CGPoint = .zero,
    inside clip: CGRect
  ) -> Bool {
    if Self.withinBounds(size).offsetBy(dx: origin.x, dy: origin.y).intersects(clip) {
      return false
    }
    guard let rect = visualBounds(of: node, size: size, effects: effects, at: time) else {
      return false
    }
    return !rect.offsetBy(dx: origin.x, dy: origin.y).intersects(clip)
  }

  /// The current clip's extents in cairo's user space.
  static func clipExtents(_ cr: OpaquePointer) -> CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// A node's frame, in its own space, with the overflow margin: the least any subtree there paints into.
  static func withinBounds(_ size: CGSize) -> CGRect {
    CGRect(origin: .zero, size: size).insetBy(dx: -overflowMargin, dy: -overflowMargin)
  }

  /// Children beyond which a node's children are culled before any is drawn (`childrenNotCulled`).
  static let manyChildren = 16

  /// The children of a long stack (cairo's matrix in its space) that can paint inside the current clip. Each
  /// child presented at a translation is tested here, in the parent's space, as `isCulled` would in its own
  /// and counted as culled: a thousand rows scrolled out of sight cost no drawing state each and no search
  /// for opaque covers (what they cover lies outside the clip too). Other children are tested where drawn.
  func childrenNotCulled(_ children: [ViewNode], in context: RenderContext) -> [ViewNode] {
    let clip = Self.clipExtents(context.cr)
    var kept: [ViewNode] = []
    for child in children {
      if child.transitionWrapper == nil {
        let state = child.presentation(at: context.time)
        let t = state.transform
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1, state.effects.opacity > 0.001,
          paintsNothing(
            child, size: state.frame.size, effects: state.effects, at: context.time,
            origin: CGPoint(x: t.tx, y: t.ty), inside: clip)
        {
          stats.subtreesCulled += 1
          continue
        }
      }
      kept.append(child)
    }
    return kept
  }

  /// Whether most of what the subtree paints lies outside the current clip (a long scroll view's content): a
  /// layer of it would rasterize all of it, where drawing it directly draws only what shows.
  func isMostlyOutsideClip(
    _ node: ViewNode, size: CGSize, effects: Effects, in context: RenderContext
  ) -> Bool {
    guard cullingEnabled,
      let rect = visualBounds(of: node, size: size, effects: effects, at: context.time)
    else { return false }
    let shown = rect.intersection(Self.clipExtents(context.cr))
    guard !shown.isNull else { return true }
    return shown.width * shown.height * 2 < rect.width * rect.height
  }
}
