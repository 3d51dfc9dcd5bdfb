import Foundation

/// A node's running animations: one track per animated quantity (frame, effects, paint, transition, shadow,
/// the view's `animatableData`), the transition they run, and the presentation computed from them.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class NodeAnimationTracks: NodePart {
  @exclusivity(unchecked) var frameTrack: AnimatedVector?
  @exclusivity(unchecked) var effectsTrack: AnimatedVector?
  @exclusivity(unchecked) var paintTrack: AnimatedVector?
  @exclusivity(unchecked) var transitionTrack: AnimatedVector?
  @exclusivity(unchecked) var shadowTrack: AnimatedVector?
  /// The view's `animatableData` (a shape's, a geometry effect's, an animatable modifier's or view's).
  @exclusivity(unchecked) var dataTrack: AnimatableTrack<_AnyAnimatableData>?
  /// When the body last ran with presented animatable data (see `presentingAnimatableData`).
  @exclusivity(unchecked) var dataPresentedAt = -Double.infinity
  /// The insertion or removal transition the transition track runs.
  @exclusivity(unchecked) var transitionSpec: TransitionEffects?
  /// True while something below this node animates, so its cached layer cannot be reused.
  @exclusivity(unchecked) var subtreeAnimating = false
  /// The node as shown at one instant (Animation/NodePresentation.swift).
  @exclusivity(unchecked) var presentationCache:
    (stamp: PresentationStamp, value: NodePresentation)?
  /// While a custom-modifier transition runs: the modifier's own subtree, drawn in this node's place.
  @exclusivity(unchecked) var transitionWrapper: TransitionWrapper?

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

  /// Whether one of the tracks runs an animation at `time` (or, with `subtree`, something below the node).
  func isAnimating(at time: Double, subtree: Bool) -> Bool {
    (subtree && subtreeAnimating) || frameTrack?.isAnimating(at: time) == true
      || effectsTrack?.isAnimating(at: time) == true || paintTrack?.isAnimating(at: time) == true
      || transitionTrack?.isAnimating(at: time) == true
      || shadowTrack?.isAnimating(at: time) == true || dataTrack?.isAnimating(at: time) == true
  }
}

// Changing a track that moves or transforms the node (frame, effects, transition, animatable data, a transition
// wrapper) bumps the graph's geometry generation, so cached presentations are recomputed; paint and shadow
// tracks do not move anything. Dropping finished animations (`tick`) changes nothing shown and goes to the part
// directly, without bumping it.
extension ViewNode {
  /// The node's tracks, created on first use.
  var animationTracks: NodeAnimationTracks {
    if let part = animationPart { return unsafeDowncast(part, to: NodeAnimationTracks.self) }
    let part = NodeAnimationTracks()
    animationPart = part
    return part
  }

  /// The node's tracks if it has any (reading never creates them).
  var existingTracks: NodeAnimationTracks? {
    animationPart.map { unsafeDowncast($0, to: NodeAnimationTracks.self) }
  }

  /// The tracks are written (set or changed in place) through the part, bumping the geometry generation when
  /// the track moves the node; writing nil where there was no part creates none. Read directly from
  /// `existingTracks`, and written property by property rather than through a key path: the commit, the tick
  /// and culling reach the tracks of every node, and a key path's access to the part was checked at run time
  /// for exclusivity.
  @inline(__always)
  private func tracksToWrite(_ isNil: Bool) -> NodeAnimationTracks? {
    isNil && animationPart == nil ? nil : animationTracks
  }

  var frameTrack: AnimatedVector? {
    get { existingTracks?.frameTrack }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.frameTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.frameTrack
      graph.geometryGeneration &+= 1
    }
  }
  var effectsTrack: AnimatedVector? {
    get { existingTracks?.effectsTrack }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.effectsTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.effectsTrack
      graph.geometryGeneration &+= 1
    }
  }
  var paintTrack: AnimatedVector? {
    get { existingTracks?.paintTrack }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.paintTrack = newValue
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.paintTrack
    }
  }
  var transitionTrack: AnimatedVector? {
    get { existingTracks?.transitionTrack }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.transitionTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.transitionTrack
      graph.geometryGeneration &+= 1
    }
  }
  var shadowTrack: AnimatedVector? {
    get { existingTracks?.shadowTrack }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.shadowTrack = newValue
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.shadowTrack
    }
  }
  var dataTrack: AnimatableTrack<_AnyAnimatableData>? {
    get { existingTracks?.dataTrack }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.dataTrack = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.dataTrack
      graph.geometryGeneration &+= 1
    }
  }
  var transitionSpec: TransitionEffects? {
    get { existingTracks?.transitionSpec }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.transitionSpec = newValue
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.transitionSpec
    }
  }
  var transitionWrapper: TransitionWrapper? {
    get { existingTracks?.transitionWrapper }
    set {
      guard let tracks = tracksToWrite(newValue == nil) else { return }
      tracks.transitionWrapper = newValue
      graph.geometryGeneration &+= 1
    }
    _modify {
      let tracks = animationTracks
      yield &tracks.transitionWrapper
      graph.geometryGeneration &+= 1
    }
  }
  var presentationCache: (stamp: PresentationStamp, value: NodePresentation)? {
    get { existingTracks?.presentationCache }
    set { animationTracks.presentationCache = newValue }
  }
  var dataPresentedAt: Double {
    get { existingTracks?.dataPresentedAt ?? -.infinity }
    set { animationTracks.dataPresentedAt = newValue }
  }
  var subtreeAnimating: Bool {
    get { existingTracks?.subtreeAnimating ?? false }
    set { animationTracks.subtreeAnimating = newValue }
  }
}
