import Foundation

/// `matchedGeometryEffect` in the animation commit. A view that appears in an animated change while another
/// view with its id leaves starts where the leaving one is shown and moves and grows to its own frame; the
/// leaving one moves to the new frame while it fades out, so the two cross-fade along one path. A view that is
/// not the source is placed at its source's frame after layout, so the commit animates it there as any move.
extension ViewGraph {
  /// Before the commit: views that follow a source take its frame.
  func placeMatchedFollowers() {
    for key in matchedGeometry.followedKeys {
      let nodes = matchedGeometry.nodes(for: key)
      guard
        let source = nodes.first(where: { $0.attributes.matchedGeometry!.isSource && !$0.isLeaving }
        )
      else { continue }
      let sourceFrame = source.frame.transformed(by: source.parentWindowTransform)
      for follower in nodes where !follower.attributes.matchedGeometry!.isSource {
        let attribute = follower.attributes.matchedGeometry!
        let target = sourceFrame.transformed(by: follower.parentWindowTransform.inverted())
        let frame = attribute.properties.apply(target, to: follower.frame, anchor: attribute.anchor)
        guard frame != follower.frame else { continue }
        follower.frame = frame
        follower.place(in: frame.size)
      }
    }
  }

  /// After the commit: views that arrived in this change start where their leaving partner is shown.
  func matchArrivedGeometry(at now: Double) {
    let arrived = matchedGeometry.arrived
    matchedGeometry.arrived.removeAll()
    for node in arrived where node.isAlive && !node.isLeaving {
      let attribute = node.attributes.matchedGeometry!
      guard attribute.isSource, let animation = effectiveAnimation(at: node),
        let leaving = matchedGeometry.nodes(for: attribute.key).first(where: {
          $0 !== node && $0.isLeaving
        })
      else { continue }
      let shown = leaving.presentation(at: now).windowFrame
      let arrivingFrame = node.frame
      let target = arrivingFrame.transformed(by: node.parentWindowTransform)
      // The arriving view, from where the leaving one is.
      let start = attribute.properties.apply(
        shown.transformed(by: node.parentWindowTransform.inverted()), to: arrivingFrame,
        anchor: attribute.anchor)
      node.startMatchedMotion(from: start, animation: animation, at: now)
      // The leaving view, to where the arriving one goes.
      let leavingStart = leaving.presentation(at: now).frame
      let end = attribute.properties.apply(
        target.transformed(by: leaving.parentWindowTransform.inverted()), to: leaving.frame,
        anchor: attribute.anchor)
      leaving.frame = end
      leaving.resizeFillingChildren(to: end.size)
      leaving.startMatchedMotion(from: leavingStart, animation: animation, at: now)
    }
  }
}

extension MatchedGeometryProperties {
  /// `frame` with the parts this set matches taken from `matched` (a position matched alone puts the anchor of
  /// `frame` on the anchor of `matched`).
  func apply(_ matched: CGRect, to frame: CGRect, anchor: UnitPoint) -> CGRect {
    switch (contains(.position), contains(.size)) {
    case (true, true): return matched
    case (false, true): return CGRect(origin: frame.origin, size: matched.size)
    case (true, false):
      let point = CGPoint(
        x: matched.minX + anchor.x * matched.width, y: matched.minY + anchor.y * matched.height)
      return CGRect(
        x: point.x - anchor.x * frame.width, y: point.y - anchor.y * frame.height,
        width: frame.width, height: frame.height)
    case (false, false): return frame
    }
  }
}

extension ViewNode {
  /// Whether the node lingers inside a view that is being removed.
  var isLeaving: Bool {
    var node: ViewNode? = self
    while let current = node {
      if current.isRemoving { return true }
      node = current.parent
    }
    return false
  }

  /// The parent's space → window, as shown now.
  var parentWindowTransform: CGAffineTransform {
    parent?.presentation.windowTransform ?? .identity
  }

  /// Moves the node's presented frame from `start` to its frame, and the views that fill it (a shape under its
  /// fill, the matched view's content) from that size to theirs; other content keeps its size and moves with
  /// the corner it is nearest in proportion.
  func startMatchedMotion(from start: CGRect, animation: Animation, at now: Double) {
    var track = AnimatedVector([start.minX, start.minY, start.width, start.height])
    track.set([frame.minX, frame.minY, frame.width, frame.height], animation: animation, at: now)
    frameTrack = track
    let from = start.size
    let to = frame.size
    for child in liveChildren {
      let final = child.frame
      let startFrame: CGRect
      if child.fills(to) {
        startFrame = CGRect(origin: .zero, size: from)
        child.startMatchedMotion(from: startFrame, animation: animation, at: now)
        continue
      }
      let sx = to.width > 0 ? from.width / to.width : 1
      let sy = to.height > 0 ? from.height / to.height : 1
      startFrame = CGRect(
        x: final.minX * sx, y: final.minY * sy, width: final.width, height: final.height)
      var childTrack = AnimatedVector([
        startFrame.minX, startFrame.minY, startFrame.width, startFrame.height,
      ])
      childTrack.set(
        [final.minX, final.minY, final.width, final.height], animation: animation, at: now)
      child.frameTrack = childTrack
    }
  }

  /// A leaving view's filling content takes its new size (the frames its motion ends at).
  func resizeFillingChildren(to size: CGSize) {
    for child in liveChildren where child.fills(frame.size) || child.fills(lastPlacedSize ?? .zero)
    {
      child.frame = CGRect(origin: .zero, size: size)
      child.resizeFillingChildren(to: size)
    }
  }

  private func fills(_ size: CGSize) -> Bool {
    abs(frame.minX) < 0.5 && abs(frame.minY) < 0.5 && abs(frame.width - size.width) < 0.5
      && abs(frame.height - size.height) < 0.5
  }
}
