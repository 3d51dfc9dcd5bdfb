import Foundation

/// A node's running animations: one track per animated quantity (frame, effects, paint, transition, shadow,
/// the view's `animatableData`), the transition they run, and the presentation computed from them.
final class NodeAnimationTracks: NodePart {
  var frameTrack: AnimatedVector?
  var effectsTrack: AnimatedVector?
  var paintTrack: AnimatedVector?
  var transitionTrack: AnimatedVector?
  var shadowTrack: AnimatedVector?
  /// The view's `animatableData` (a shape's, a geometry effect's, an animatable modifier's or view's).
  var dataTrack: AnimatableTrack<_AnyAnimatableData>?
  /// When the body last ran with presented animatable data (see `presentingAnimatableData`).
  var dataPresentedAt = -Double.infinity
  /// The insertion or removal transition the transition track runs.
  var transitionSpec: TransitionEffects?
  /// True while something below this node animates, so its cached layer cannot be reused.
  var subtreeAnimating = false
  /// The node as shown at one instant (Animation/NodePresentation.swift).
  var presentationCache: (stamp: PresentationStamp, value: NodePresentation)?
  /// While a custom-modifier transition runs: the modifier's own subtree, drawn in this node's place.
  var transitionWrapper: TransitionWrapper?

  /// A view removed and brought back before its removal finished returns from where it is now.
  override func nodeRevived(_ node: ViewNode) {
    if var track = transitionTrack, let spec = transitionSpec {
      track.set(
        spec.identity, animation: node.graph.effectiveAnimation(at: node), at: node.graph.clock.now)
      node.transitionTrack = track
    }
    transitionWrapper?.request(active: false, animation: node.graph.effectiveAnimation(at: node))
  }

  override func nodeWillDisappear(_ node: ViewNode) { transitionWrapper?.tearDown() }
}

// The tracks that move or transform the node bump the graph's geometry generation when they change, so cached
// presentations are recomputed.
extension ViewNode {
  /// The node's tracks, created on first use.
  var animationTracks: NodeAnimationTracks {
    if let part = animationPart { return unsafeDowncast(part, to: NodeAnimationTracks.self) }
    let part = NodeAnimationTracks()
    animationPart = part
    return part
  }

  private var existingTracks: NodeAnimationTracks? {
    animationPart.map { unsafeDowncast($0, to: NodeAnimationTracks.self) }
  }

  var frameTrack: AnimatedVector? {
    get { existingTracks?.frameTrack }
    set {
      animationTracks.frameTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      yield &animationTracks.frameTrack
      graph.geometryGeneration &+= 1
    }
  }
  var effectsTrack: AnimatedVector? {
    get { existingTracks?.effectsTrack }
    set {
      animationTracks.effectsTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      yield &animationTracks.effectsTrack
      graph.geometryGeneration &+= 1
    }
  }
  var paintTrack: AnimatedVector? {
    get { existingTracks?.paintTrack }
    set { animationTracks.paintTrack = newValue }
    _modify { yield &animationTracks.paintTrack }
  }
  var transitionTrack: AnimatedVector? {
    get { existingTracks?.transitionTrack }
    set {
      animationTracks.transitionTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      yield &animationTracks.transitionTrack
      graph.geometryGeneration &+= 1
    }
  }
  var shadowTrack: AnimatedVector? {
    get { existingTracks?.shadowTrack }
    set { animationTracks.shadowTrack = newValue }
    _modify { yield &animationTracks.shadowTrack }
  }
  var dataTrack: AnimatableTrack<_AnyAnimatableData>? {
    get { existingTracks?.dataTrack }
    set {
      animationTracks.dataTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      yield &animationTracks.dataTrack
      graph.geometryGeneration &+= 1
    }
  }
  var dataPresentedAt: Double {
    get { existingTracks?.dataPresentedAt ?? -.infinity }
    set { animationTracks.dataPresentedAt = newValue }
  }
  var transitionSpec: TransitionEffects? {
    get { existingTracks?.transitionSpec }
    set { animationTracks.transitionSpec = newValue }
  }
  var subtreeAnimating: Bool {
    get { existingTracks?.subtreeAnimating ?? false }
    set { animationTracks.subtreeAnimating = newValue }
  }
  var presentationCache: (stamp: PresentationStamp, value: NodePresentation)? {
    get { existingTracks?.presentationCache }
    set { animationTracks.presentationCache = newValue }
  }
  var transitionWrapper: TransitionWrapper? {
    get { existingTracks?.transitionWrapper }
    set {
      animationTracks.transitionWrapper = newValue
      graph.geometryGeneration &+= 1
    }
  }
}
