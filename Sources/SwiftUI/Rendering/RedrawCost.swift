import Foundation

/// When the renderer draws a moving or fading subtree from a cached layer.
package enum LayerCachePolicy: Sendable {
  /// Draw every subtree every frame.
  case never
  /// Cache every moving subtree, cheap or not (tests use it to check that caching leaves pixels alone).
  case always
  /// Cache a subtree only when drawing it again costs more than compositing its layer.
  case whenCheaper
}

/// What drawing a subtree again costs, estimated once per content version (the version stays put while the
/// subtree only moves or fades, so once per transition).
///
/// The unit is what a cached layer costs per frame: one device pixel composited from it (about 0.5 ns with
/// pixman here; a phone screen at 2x with the layer's margins is 1.5 million of them). Compositing costs the
/// same for every pixel of the layer, transparent or not, while drawing again costs what is really there: a
/// section of text and a symbol on a clear full-screen frame is cheaper to draw than to composite, a scaled
/// photo or a blurred shadow is not. Weights were set from `swiftui-benchmarks transition` (seed 000's sections:
/// direct drawing wins by about 2x) and `swiftui-benchmarks card` (a shadowed card with a photo: the layer wins
/// by about 6x).
struct RedrawEstimate {
  let version: Int
  let scale: CGFloat
  let cost: Double
  /// Something inside shows what is drawn behind it (a material): a layer drawn once would freeze that.
  let readsBackdrop: Bool
}

@MainActor package enum RedrawCost {
  /// Visiting a node: presented state, save/restore, transforms.
  package static let perNode = 2_000.0
  /// Laying a run of text out and showing it (per run, then per character).
  package static let perTextRun = 10_000.0
  package static let perCharacter = 500.0
  /// Per device pixel of the drawn frame.
  package static let solidFill = 1.0
  package static let symbol = 1.5
  /// A gradient comes from the renderer's raster cache, resampled at the moving fractional position.
  package static let cachedGradient = 4.0
  package static let meshGradient = 20.0
  /// A bitmap resampled with a good filter; times how many source pixels fall on each drawn pixel.
  package static let bitmap = 4.0
  /// A shadowed node keeps its content and blurred mask as layers of its own (while nothing inside animates):
  /// per pixel of those layers, the mask painted in the shadow's colour, then the content composited.
  package static let shadow = 2.5
  package static let blur = 50.0
  /// A non-rectangular clip turns every drawing below it into a masked one.
  package static let shapeClip = 2.0
  /// An opacity group: cleared, drawn into and composited back.
  package static let group = 3.0

  /// The estimate for `node`'s subtree, computed on first use for its current content.
  static func estimate(_ node: ViewNode, scale: CGFloat) -> RedrawEstimate {
    if let known = node.redrawEstimate, known.version == node.contentVersion, known.scale == scale {
      return known
    }
    var readsBackdrop = false
    let cost = subtree(node, pixelsPerPoint: Double(scale * scale), readsBackdrop: &readsBackdrop)
    let estimate = RedrawEstimate(
      version: node.contentVersion, scale: scale, cost: cost, readsBackdrop: readsBackdrop)
    node.redrawEstimate = estimate
    return estimate
  }

  private static func subtree(_ node: ViewNode, pixelsPerPoint: Double, readsBackdrop: inout Bool)
    -> Double
  {
    let effects = node.attributes.effects
    guard effects.opacity > 0.001 else { return 0 }
    let size = node.frame.size
    let pixels = Double(size.width * size.height) * pixelsPerPoint
    var cost = perNode
    if let drawing = node.drawing {
      let own = drawing.redrawCost(node, pixels: pixels)
      cost += own.cost
      if own.readsBackdrop { readsBackdrop = true }
    }
    if let shadow = node.attributes.shadow, shadow.color.alpha > 0 {
      // What is inside is drawn from the shadow's own layers, not again; unless it shows what is behind it
      // (a material), which is drawn again over the shadow (Renderer.drawWithShadow).
      let margin = shadow.radius * 2 + max(abs(shadow.x), abs(shadow.y)) + 4
      cost +=
        Double((size.width + 2 * margin) * (size.height + 2 * margin)) * pixelsPerPoint
        * self.shadow
      var inside = false
      var drawnAgain = 0.0
      for child in node.children {
        drawnAgain += subtree(child, pixelsPerPoint: pixelsPerPoint, readsBackdrop: &inside)
      }
      guard inside else { return cost }
      readsBackdrop = true
      return cost + drawnAgain
    }
    if effects.blurRadius > 0 {
      let margin = effects.blurRadius * 3
      cost += Double((size.width + 2 * margin) * (size.height + 2 * margin)) * pixelsPerPoint * blur
    }
    if effects.opacity < 0.999 { cost += pixels * group }
    if !node.attributes.colorFilters.isEmpty || node.attributes.blendMode != .normal {
      cost += pixels * group * Double(1 + node.attributes.colorFilters.count)
      // A blended view mixes with what is below it: a layer of it alone would lose that.
      if node.attributes.blendMode != .normal { readsBackdrop = true }
    }
    if node.attributes.clipShape != nil { cost += pixels * shapeClip }
    for child in node.children {
      cost += subtree(child, pixelsPerPoint: pixelsPerPoint, readsBackdrop: &readsBackdrop)
    }
    return cost
  }

}
