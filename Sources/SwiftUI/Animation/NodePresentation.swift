import Foundation

/// A node as it is shown at one instant: its frame and effects with running animations and transitions, and
/// the one transform that takes its own coordinates into its parent's and into the window's. Drawing, hit
/// testing, gesture locations, `GeometryProxy.frame(in:)` and inspection all read this, so what a person sees
/// is where they can touch it and where its geometry says it is.
struct NodePresentation {
  /// In the parent's space, as laid out plus running frame animations (scrolling moves it too).
  var frame: CGRect
  /// Offset, opacity, scale, rotation and blur as drawn now, an insertion or removal transition included.
  var effects: Effects
  /// Own space → parent's space: position, offset, geometry effect, then rotation and scale about their
  /// anchors (the order the renderer has always drawn in).
  var transform: CGAffineTransform
  /// Own space → window; a custom-modifier transition's modifier (which draws the node) included.
  var windowTransform: CGAffineTransform

  var size: CGSize { frame.size }
  var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// The node's bounds in the window (their bounding box when rotated).
  var windowFrame: CGRect { bounds.transformed(by: windowTransform) }
}

/// When a cached presentation is still true: the clock's time and the graph's geometry generation (bumped by
/// any change of a frame, an animation track, effects or the tree).
struct PresentationStamp: Equatable {
  var time: Double
  var generation: Int
}

extension ViewNode {
  /// The node as shown at the graph clock's time; computed once per instant and geometry change.
  var presentation: NodePresentation { presentation(at: graph.clock.now) }

  func presentation(at time: Double) -> NodePresentation {
    let stamp = PresentationStamp(time: time, generation: graph.geometryGeneration)
    if let cached = presentationCache, cached.stamp == stamp { return cached.value }
    let value = computePresentation(at: time)
    presentationCache = (stamp, value)
    return value
  }

  private func computePresentation(at time: Double) -> NodePresentation {
    var frame = self.frame
    // The tracks are read once; a track with nothing running presents its model value as it is.
    let tracks = existingTracks
    if let track = tracks?.frameTrack, track.hasRunningAnimations {
      let v = track.presented(over: [frame.minX, frame.minY, frame.width, frame.height], at: time)
      frame = CGRect(x: v[0], y: v[1], width: max(v[2], 0), height: max(v[3], 0))
    }
    var effects = attributes.effects
    if let track = tracks?.effectsTrack, track.hasRunningAnimations {
      effects.apply(vector: track.presented(over: effects.vector, at: time))
    }
    if let track = tracks?.transitionTrack {
      var transition = Effects()
      transition.apply(vector: track.presented(at: time))
      effects.offset.width += transition.offset.width
      effects.offset.height += transition.offset.height
      effects.opacity *= transition.opacity
      effects.scale.width *= transition.scale.width
      effects.scale.height *= transition.scale.height
      effects.rotation += transition.rotation
      effects.blurRadius += transition.blurRadius
    }
    let size = frame.size
    // A visual effect reads the geometry the view has without it, so it is worked out from a first transform
    // and then applied innermost.
    if let visualEffect = attributes.visualEffect {
      let plain = transform(size: size, frame: frame, effects: effects, at: time)
      let window =
        parent.map { plain.concatenating($0.presentation(at: time).windowTransform) } ?? plain
      let applied = visualEffect(self, size, window)
      effects.opacity *= applied.opacity
      effects.blurRadius += applied.blurRadius
      return finish(
        frame: frame, effects: effects,
        transform: applied.transform.concatenating(plain), at: time)
    }
    return finish(
      frame: frame, effects: effects,
      transform: transform(size: size, frame: frame, effects: effects, at: time), at: time)
  }

  /// Own space → parent's space for a frame and effects.
  private func transform(size: CGSize, frame: CGRect, effects: Effects, at time: Double)
    -> CGAffineTransform
  {
    // Built innermost first: the right-to-left mirror, scale, rotation, geometry effect, then the position
    // in the parent.
    var transform = CGAffineTransform.identity
    if attributes.flipsForRightToLeft, environment.layoutDirection == .rightToLeft {
      transform = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
    }
    if effects.scale != CGSize(width: 1, height: 1) {
      let anchor = CGPoint(
        x: effects.scaleAnchor.x * size.width, y: effects.scaleAnchor.y * size.height)
      transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        .concatenating(CGAffineTransform(scaleX: effects.scale.width, y: effects.scale.height))
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
    if effects.rotation != 0 {
      let anchor = CGPoint(
        x: effects.rotationAnchor.x * size.width, y: effects.rotationAnchor.y * size.height)
      transform = transform.concatenating(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
        .concatenating(CGAffineTransform(rotationAngle: effects.rotation * .pi / 180))
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
    if let effect = presentedGeometryEffect(size: size, at: time) {
      transform = transform.concatenating(effect)
    }
    return transform.concatenating(
      CGAffineTransform(
        translationX: frame.minX + effects.offset.width, y: frame.minY + effects.offset.height))
  }

  private func finish(
    frame: CGRect, effects: Effects, transform: CGAffineTransform, at time: Double
  ) -> NodePresentation {
    var toParent = transform
    // A custom-modifier transition draws the node through its modifier's subtree, laid out at the node's
    // position: the stand-in's place in that subtree moves the node too.
    if let wrapper = transitionWrapper, let source = wrapper.sourceNode {
      toParent = toParent.concatenating(
        CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
      ).concatenating(source.presentation(at: time).windowTransform)
        .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }
    let windowTransform =
      parent.map { toParent.concatenating($0.presentation(at: time).windowTransform) } ?? toParent
    return NodePresentation(
      frame: frame, effects: effects, transform: transform, windowTransform: windowTransform)
  }

  /// A window point in this node's own space (what gesture locations report).
  func localPoint(fromWindow point: CGPoint) -> CGPoint {
    point.applying(presentation.windowTransform.inverted())
  }

  /// The node's bounds in the window, as shown now (a rotated view's bounding box).
  var windowFrame: CGRect { presentation.windowFrame }

  /// The node's top-left corner in the window, as shown now.
  var globalOrigin: CGPoint { CGPoint.zero.applying(presentation.windowTransform) }

  /// Children in drawing order (zIndex, then order of appearance); hit testing walks it backwards. Sorted once
  /// per change of the children or their zIndex.
  var drawingOrder: [ViewNode] {
    if let cached = drawingOrderCache { return cached }
    var ordered = children
    if children.contains(where: { $0.attributes.zIndex != 0 }) {
      ordered = children.enumerated().sorted { a, b in
        a.element.attributes.zIndex != b.element.attributes.zIndex
          ? a.element.attributes.zIndex < b.element.attributes.zIndex : a.offset < b.offset
      }.map(\.element)
    }
    drawingOrderCache = ordered
    return ordered
  }
}

/// A geometry effect on a node: its transform for a size and the presented animatable data.
extension ViewNode {
  /// The node's geometry effect as drawn at `time`, nil when it has none (or it is the identity).
  func presentedGeometryEffect(size: CGSize, at time: Double) -> CGAffineTransform? {
    guard let effect = attributes.geometryEffect else { return nil }
    let projection = effect.transform(size, dataTrack?.presented(at: time))
    if !projection.isAffine {
      Log.once(
        "geometry.perspective",
        "GeometryEffect: perspective transforms are drawn with their affine part only")
    }
    let transform = CGAffineTransform(projection)
    return transform.isIdentity ? nil : transform
  }
}
