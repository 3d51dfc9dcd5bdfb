import Foundation

/// Damage tracking: which device pixels of a canvas a new frame must draw, given the frame last drawn into it.
/// Each node remembers where its subtree painted then (`Footprint`); a frame compares every node with it:
/// - a node that moved, resized, faded or animates its geometry, or whose clip, shadow or blur covers a change
///   inside it, damages where its subtree painted and where it paints now — but a container that only moved and
///   paints nothing itself leaves that to its children, which moved with it (a slide redraws its rows, not the
///   box around them);
/// - a node updated with a new value (or asked to draw again, a text field's caret) damages its own drawing;
/// - a child gone damages where it painted; a new one, where it paints;
/// - a material damaged anywhere is drawn whole (it blurs what is behind it).
/// The union is drawn (clipped to it) over the last frame, and only it is presented. A transition that draws a
/// node through a subtree of its own (`TransitionWrapper`) cannot be bounded: such frames are drawn whole.
struct Footprint {
  var version: Int
  var updatedInPass: Int
  var matrix: CGAffineTransform
  var size: CGSize
  var opacity: Double
  /// Device pixels the subtree can paint (its visual bounds, see Culling.swift); null when it paints nothing.
  var rect: CGRect
  /// Its own frame with the overflow allowance, in device pixels, and whether it draws there itself.
  var ownRect: CGRect
  var draws: Bool
  /// Its own geometry, effects or shadow animate; its own paint animates.
  var moving: Bool
  var painting: Bool
  /// A change inside shows all over it: it clips, casts a shadow or blurs.
  var coversChanges: Bool
  /// Drawn through a transition's subtree.
  var wrapped: Bool
  /// Its children were not looked at (it was hidden, or outside the canvas).
  var childrenStale: Bool
  var children: [ChildFootprint]
}

struct ChildFootprint {
  weak var node: ViewNode?
  var rect: CGRect
}

/// Device-pixel rectangles to draw again.
struct DamageRegion {
  let canvas: CGRect
  private(set) var rects: [CGRect] = []
  /// Something could not be bounded: everything is drawn.
  var whole = false

  init(canvas: CGRect) { self.canvas = canvas }

  mutating func add(_ rect: CGRect) {
    guard !whole, !rect.isNull, !rect.isEmpty else { return }
    var rect = rect.intersection(canvas)
    guard !rect.isNull, !rect.isEmpty else { return }
    // Overlapping rectangles become one; many small ones their bounding box.
    var index = 0
    while index < rects.count {
      if rects[index].intersects(rect) {
        rect = rect.union(rects.remove(at: index))
        index = 0
      } else {
        index += 1
      }
    }
    rects.append(rect)
    // Too many: the two whose union adds the least area become one, until few enough (the rectangles of a slide's
    // rows stay apart rather than becoming the box around all of them). A merged box that now overlaps another
    // merges with it too.
    while rects.count > Self.maximumRects {
      var best = (first: 0, second: 1, added: CGFloat.infinity)
      for first in rects.indices {
        for second in rects.indices where second > first {
          let union = rects[first].union(rects[second])
          let added =
            union.width * union.height - rects[first].width * rects[first].height
            - rects[second].width * rects[second].height
          if added < best.added { best = (first, second, added) }
        }
      }
      let merged = rects[best.first].union(rects[best.second])
      rects.remove(at: best.second)
      rects.remove(at: best.first)
      add(merged)
    }
  }

  func intersects(_ rect: CGRect) -> Bool { whole || rects.contains { $0.intersects(rect) } }

  static let maximumRects = 8

  /// What to draw: nil when all of it (or most of it: one pass over the canvas costs less than many clips).
  var result: [CGRect]? {
    if whole { return nil }
    let area = rects.reduce(0) { $0 + $1.width * $1.height }
    return area >= canvas.width * canvas.height * 0.75 ? nil : rects
  }
}

extension Renderer {
  /// The device-pixel rectangles of a canvas `pixelSize` big that must be drawn again for the graph as it is now
  /// to show, compared with the frame the footprints were recorded for; nil when all of it (or when
  /// `baselineValid` is false: the canvas does not hold that frame). Records the footprints for the next frame:
  /// call it once per frame drawn into the same canvas, before drawing.
  func damage(of graph: ViewGraph, scale: CGFloat, pixelSize: CGSize, baselineValid: Bool)
    -> [CGRect]?
  {
    // A frame even when nothing is drawn (work rationed per frame, `ViewGraph.framesDrawn`, goes on).
    graph.framesDrawn += 1
    var walk = DamageWalk(
      region: DamageRegion(canvas: CGRect(origin: .zero, size: pixelSize)),
      toDevice: CGAffineTransform(scaleX: scale, y: scale), time: graph.clock.now,
      materialMargin: Self.widestMaterialBlur * scale + 2)
    visitForDamage(graph.root, damaging: baselineValid, walk: &walk)
    if !baselineValid { return nil }
    // A material shows what is behind it, blurred: damage under it redraws all of it and what it reads.
    var grew = true
    while grew && !walk.region.whole {
      grew = false
      for (index, backdrop) in walk.backdrops.enumerated().reversed()
      where walk.region.intersects(backdrop) {
        walk.region.add(backdrop)
        walk.backdrops.remove(at: index)
        grew = true
      }
    }
    return walk.region.result
  }

  /// The widest blur a material reads behind it (`Material.ultraThickMaterial`), in points.
  static let widestMaterialBlur: CGFloat = 16

  struct DamageWalk {
    var region: DamageRegion
    let toDevice: CGAffineTransform
    let time: Double
    let materialMargin: CGFloat
    var backdrops: [CGRect] = []
  }

  /// Compares `node` with its footprint, adds what changed to the walk's region and records the new footprint;
  /// returns the device rectangle its subtree paints now (null: nothing).
  @discardableResult
  private func visitForDamage(_ node: ViewNode, damaging: Bool, walk: inout DamageWalk) -> CGRect {
    let time = walk.time
    let state = node.presentation(at: time)
    let matrix = state.windowTransform.concatenating(walk.toDevice)
    let size = state.frame.size
    let effects = state.effects
    let wrapped = node.transitionWrapper.map { !$0.isDrawingSource } ?? false
    let visible = effects.opacity > 0.001 && effects.scale.width != 0 && effects.scale.height != 0
    var local: CGRect? = .null
    if visible && !wrapped {
      local = visualBounds(of: node, size: size, effects: effects, at: time)
    }
    // Unbounded (a transition draws in its own subtree): the whole canvas, this frame and the next.
    let rect = local.map { devicePixels(of: $0, through: matrix) } ?? walk.region.canvas
    if wrapped || local == nil { walk.region.whole = true }
    let ownRect = devicePixels(
      of: CGRect(origin: .zero, size: size).insetBy(
        dx: -Self.overflowMargin, dy: -Self.overflowMargin),
      through: matrix)
    let moving =
      node.frameTrack?.isAnimating(at: time) == true
      || node.effectsTrack?.isAnimating(at: time) == true
      || node.transitionTrack?.isAnimating(at: time) == true
      || node.shadowTrack?.isAnimating(at: time) == true
    let painting =
      node.paintTrack?.isAnimating(at: time) == true
      || node.dataTrack?.isAnimating(at: time) == true
    let coversChanges =
      node.attributes.clipsToBounds || node.attributes.clipShape != nil
      || node.attributes.shadow != nil || effects.blurRadius > 0
    let draws = node.drawing != nil
    let cache = node.renderCache
    let old = cache.footprint
    // Below a node damaged whole, children only record their footprints.
    var damagingChildren = damaging
    func damageWhole() {
      walk.region.add(old?.rect ?? .null)
      walk.region.add(rect)
      damagingChildren = false
    }
    if damaging {
      if let old, !old.wrapped, !wrapped, !old.childrenStale {
        let changed = old.version != node.contentVersion
        let updated = old.updatedInPass != node.updatedInPass
        let moved = !old.matrix.isSame(as: matrix) || old.size != size || moving || old.moving
        // (Not one asked to draw again without a new value: that is handled below, whole.)
        if moved && (!changed || updated) && !draws && !old.draws && !coversChanges
          && !old.coversChanges && old.opacity == effects.opacity && !painting && !old.painting
        {
          // A container that paints nothing itself only carries its children: each of them moves with it and
          // damages where it painted and paints now, so a slide redraws the bands its content covers, not the
          // box around all of them (the gradient between them stays as it is).
        } else if moved || old.opacity != effects.opacity
          || ((coversChanges || old.coversChanges) && changed)
        {
          damageWhole()
        } else if changed || painting || old.painting {
          if updated || painting || old.painting {
            // Drawn from a new value: its own drawing.
            if draws || old.draws {
              walk.region.add(old.ownRect)
              walk.region.add(ownRect)
            }
          } else if !node.children.contains(where: {
            $0.renderCache.footprint?.version != $0.contentVersion
          }) {
            // Asked to draw again with nothing below changed (a caret, a map's tiles, scrolled content).
            damageWhole()
          }
        }
      } else {
        damageWhole()
      }
    }
    if !rect.isNull, let shape = node.drawing as? ShapeDrawing,
      shape.redrawCost(node, pixels: 0).readsBackdrop
    {
      walk.backdrops.append(
        rect.insetBy(dx: -walk.materialMargin, dy: -walk.materialMargin))
    }
    // Outside the canvas now and before, or invisible: nothing below can show. Footprints below are not kept
    // current, so the subtree counts as new when it shows again.
    let hidden = rect.isNull || !rect.intersects(walk.region.canvas)
    let wasHidden = old.map { $0.rect.isNull || !$0.rect.intersects(walk.region.canvas) } ?? true
    var children = old?.children ?? []
    let skipsChildren = hidden && (wasHidden || !damagingChildren)
    if !skipsChildren {
      let order = node.drawingOrder
      if !sameNodes(children, order) {
        if damagingChildren {
          // Children gone damage where they painted; those that stay but are drawn in another order (a new
          // zIndex) damage all of the node.
          let current = Set(order.lazy.map(ObjectIdentifier.init))
          let kept = children.compactMap(\.node).filter { current.contains(ObjectIdentifier($0)) }
          let keptIDs = Set(kept.lazy.map(ObjectIdentifier.init))
          let stillHere = order.filter { keptIDs.contains(ObjectIdentifier($0)) }
          if !zip(kept, stillHere).allSatisfy({ $0 === $1 }) {
            damageWhole()
          } else {
            for entry in children
            where entry.node.map({ !current.contains(ObjectIdentifier($0)) }) ?? true {
              walk.region.add(entry.rect)
            }
          }
        }
        children = order.map { ChildFootprint(node: $0, rect: .null) }
      }
      for (index, child) in order.enumerated() {
        children[index].rect = visitForDamage(child, damaging: damagingChildren, walk: &walk)
      }
    }
    cache.footprint = Footprint(
      version: node.contentVersion, updatedInPass: node.updatedInPass, matrix: matrix, size: size,
      opacity: effects.opacity, rect: rect, ownRect: ownRect, draws: draws, moving: moving,
      painting: painting, coversChanges: coversChanges, wrapped: wrapped,
      childrenStale: skipsChildren, children: children)
    return rect
  }

  private func sameNodes(_ entries: [ChildFootprint], _ nodes: [ViewNode]) -> Bool {
    guard entries.count == nodes.count else { return false }
    for (entry, node) in zip(entries, nodes) where entry.node !== node { return false }
    return true
  }

  /// The whole device pixels covering `rect` through `matrix`, a pixel more on each side (antialiased edges).
  private func devicePixels(of rect: CGRect, through matrix: CGAffineTransform) -> CGRect {
    guard !rect.isNull else { return .null }
    let box = rect.applying(matrix)
    return CGRect(
      x: floor(box.minX) - 1, y: floor(box.minY) - 1,
      width: ceil(box.maxX) - floor(box.minX) + 2, height: ceil(box.maxY) - floor(box.minY) + 2)
  }
}

extension CGAffineTransform {
  fileprivate func isSame(as other: CGAffineTransform) -> Bool {
    a == other.a && b == other.b && c == other.c && d == other.d && tx == other.tx && ty == other.ty
  }
}
