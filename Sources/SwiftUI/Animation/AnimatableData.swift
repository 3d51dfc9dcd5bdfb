import Foundation

/// Animatable data of shapes, geometry effects, animatable modifiers and views: each node keeps one track of
/// its value's `animatableData`, retargeted when the view is updated with the animation in effect at that
/// node, and presents the interpolated value.
extension ViewNode {
  /// Retargets the node's data track to `value` and returns the value to show now.
  func presentAnimatableData(_ value: _AnyAnimatableData) -> _AnyAnimatableData {
    let now = graph.clock.now
    if var track = dataTrack, track.target.hasSameType(as: value) {
      if track.target != value {
        track.set(value, animation: graph.effectiveAnimation(at: self), at: now)
      }
      dataTrack = track
    } else {
      dataTrack = AnimatableTrack(value)
    }
    return dataTrack!.presented(at: now)
  }

  /// `value` with its animatable data replaced by the presented one, for views and modifiers whose body shows
  /// it (`presentingAnimatableData(of:)`, through `UpdateStages`). While the data animates the node is
  /// re-evaluated once per frame.
  func presentingAnimatable<A: Animatable>(_ value: A) -> A {
    guard A.AnimatableData.self != EmptyAnimatableData.self else {
      dataTrack = nil
      return value
    }
    let presented = presentAnimatableData(_AnyAnimatableData(value.animatableData))
    let now = graph.clock.now
    dataPresentedAt = now
    if dataTrack?.isAnimating(at: now) == true,
      !graph.frameDrivenNodes.contains(where: { $0 === self })
    {
      graph.frameDrivenNodes.append(self)
    }
    guard presented != _AnyAnimatableData(value.animatableData),
      let data = presented.cast(to: A.AnimatableData.self)
    else { return value }
    var copy = value
    copy.animatableData = data
    return copy
  }
}

extension ViewGraph {
  /// Marks the nodes whose body shows animating data for re-evaluation at the clock's new time. Nodes already
  /// evaluated at this time stay registered; the others register again while their data still animates.
  func refreshFrameDrivenNodes() {
    guard !frameDrivenNodes.isEmpty else { return }
    let now = clock.now
    let nodes = frameDrivenNodes
    frameDrivenNodes.removeAll()
    for node in nodes where node.isAlive {
      if node.dataPresentedAt == now {
        if !frameDrivenNodes.contains(where: { $0 === node }) { frameDrivenNodes.append(node) }
      } else {
        invalidate(node, transaction: Transaction())
      }
    }
  }
}

extension UpdateStages {
  /// The stages every host runs: re-evaluate the bodies that show animating data when an update begins; in
  /// each pass lay out what changed (Layout/), start the animations the changes ask for, then let the views
  /// that read the laid-out tree (preference readers) read it.
  static let layoutAndAnimation = UpdateStages(
    passes: [
      { graph in if graph.layoutDirty { graph.layout() } },
      { graph in graph.commitAnimations() },
      { graph in graph.runAfterLayoutReaders() },
    ],
    beforeUpdate: [{ graph in graph.refreshFrameDrivenNodes() }],
    presentingAnimatable: { node, value in node.presentingAnimatable(value) })
}
