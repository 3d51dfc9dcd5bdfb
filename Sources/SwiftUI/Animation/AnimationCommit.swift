import Foundation

/// After layout: compare each node's new geometry and effects with what it had, and start animations for the
/// changes with the transaction that applies at that node. Also starts insertion and removal transitions.
extension ViewGraph {
  func commitAnimations() {
    guard animationsDirty else {
      matchedGeometry.arrived.removeAll()
      return
    }
    animationsDirty = false
    if matchedGeometry.hasFollowers { placeMatchedFollowers() }
    commit(root, transaction: passTransaction, now: clock.now)
    if !matchedGeometry.arrived.isEmpty { matchArrivedGeometry(at: clock.now) }
  }

  func commit(_ node: ViewNode, transaction inherited: Transaction, now: Double) {
    // Nothing in this subtree changed since it was committed: its tracks already have their targets.
    guard node.subtreeNeedsCommit else { return }
    // What is committed may start animations: the tick walk visits it from now on.
    node.subtreeNeedsTick = true
    // Most nodes change no transaction: they pass on their parent's rather than a copy of it each (its
    // animation, scope and outer animations, taken and dropped for every label of a list).
    if node.attributes.animationOverride == nil, node.attributes.transactionTransform == nil {
      commitOwn(node, transaction: inherited, now: now)
    } else {
      var transaction = inherited
      apply(node, to: &transaction)
      commitOwn(node, transaction: transaction, now: now)
    }
  }

  /// `commit` for a node whose transaction is worked out.
  private func commitOwn(_ node: ViewNode, transaction: Transaction, now: Double) {
    let animation = transaction.disablesAnimations ? nil : transaction.animation

    let frame = node.frame
    // Most committed nodes did not move: their target is compared without making an array.
    if let track = node.frameTrack, node.pendingInsertion == nil,
      track.hasTarget(frame.minX, frame.minY, frame.width, frame.height)
    {
      // Already its target: nothing to start.
    } else if animation == nil, node.pendingInsertion == nil, node.frameTrack != nil {
      if !node.isRemoving {
        node.frameTrack!.jump(to: frame.minX, frame.minY, frame.width, frame.height)
      }
    } else {
      let frameVector: [Double] = [frame.minX, frame.minY, frame.width, frame.height]
      if node.frameTrack == nil || node.pendingInsertion != nil {
        node.frameTrack = AnimatedVector(frameVector)
        // An inserted view appears at its final place on screen even while the container it joined moves there:
        // it starts offset against its ancestors' remaining motion and moves with the same animation.
        if case .some(let insertion?) = node.pendingInsertion {
          let drift = ancestorsRemainingMotion(of: node, at: now)
          if drift != .zero {
            node.frameTrack = AnimatedVector([
              frameVector[0] + drift.x, frameVector[1] + drift.y, frameVector[2], frameVector[3],
            ])
            node.frameTrack!.set(frameVector, animation: insertion, at: now)
          }
        }
      } else if node.frameTrack!.target != frameVector && !node.isRemoving {
        node.frameTrack!.set(frameVector, animation: animation, at: now)
      }
    }
    let effects = node.attributes.effects
    if node.effectsTrack == nil || node.pendingInsertion != nil {
      node.effectsTrack = AnimatedVector(effects.vector)
    } else if !node.effectsTrack!.hasTarget(effects) {
      node.effectsTrack!.set(effects.vector, animation: animation, at: now)
    }
    if let paint = node.renderPart?.animatablePaint(of: node) {
      if node.paintTrack == nil || node.paintTrack!.target.count != paint.count
        || node.pendingInsertion != nil
      {
        node.paintTrack = AnimatedVector(paint)
      } else if node.paintTrack!.target != paint {
        node.paintTrack!.set(paint, animation: animation, at: now)
      }
    }
    if let shadow = node.attributes.shadow {
      let vector = [shadow.radius, shadow.x, shadow.y] + shadow.color.components
      if node.shadowTrack == nil || node.pendingInsertion != nil {
        node.shadowTrack = AnimatedVector(vector)
      } else if node.shadowTrack!.target != vector {
        node.shadowTrack!.set(vector, animation: animation, at: now)
      }
    } else {
      node.shadowTrack = nil
    }

    if case .some(let insertion) = node.pendingInsertion {
      node.pendingInsertion = nil
      if let insertion {
        let transition = node.findTransition() ?? .opacity
        let spec = transition.effects(
          size: node.frame.size, direction: .insertion,
          rightToLeft: node.environment.layoutDirection == .rightToLeft)
        node.transitionSpec = spec
        var track = AnimatedVector(spec.active)
        track.set(spec.identity, animation: transition.animationOverride ?? insertion, at: now)
        node.transitionTrack = track
        beginModifierTransition(
          node, transition: transition, direction: .insertion,
          animation: transition.animationOverride ?? insertion)
      }
    }
    if let removal = node.pendingRemoval {
      node.pendingRemoval = nil
      let transition = node.findTransition() ?? .opacity
      let spec = transition.effects(
        size: node.frame.size, direction: .removal,
        rightToLeft: node.environment.layoutDirection == .rightToLeft)
      node.transitionSpec = spec
      var track = node.transitionTrack ?? AnimatedVector(spec.identity)
      track.set(spec.active, animation: transition.animationOverride ?? removal, at: now)
      node.transitionTrack = track
      beginModifierTransition(
        node, transition: transition, direction: .removal,
        animation: transition.animationOverride ?? removal)
    }
    commitTransitionWrapper(of: node, transaction: transaction, now: now)
    // A live transition wrapper is committed on every pass (it lays its subtree out each time).
    var stillNeeded = node.transitionWrapper != nil
    for child in node.children {
      commit(child, transaction: transaction, now: now)
      if child.subtreeNeedsCommit { stillNeeded = true }
    }
    node.subtreeNeedsCommit = stillNeeded
  }

  /// How far the node's ancestors still have to move (target minus presented origin), summed.
  private func ancestorsRemainingMotion(of node: ViewNode, at now: Double) -> CGPoint {
    var drift = CGPoint.zero
    var current = node.parent
    while let ancestor = current {
      if let track = ancestor.frameTrack {
        let presented = track.presented(at: now)
        drift.x += track.target[0] - presented[0]
        drift.y += track.target[1] - presented[1]
      }
      current = ancestor.parent
    }
    return drift
  }

  /// Advances to the clock's time: drops finished animations, removes views whose removal transition ended,
  /// runs due completions. Returns true while something still animates (the host keeps drawing frames).
  @discardableResult
  func tick() -> Bool {
    let now = clock.now
    var animating = false
    tick(root, now: now, animating: &animating)
    let due = completions.filter { $0.deadline <= now }
    completions.removeAll { !$0.deadline.isFinite }
    if !due.isEmpty {
      completions.removeAll { $0.deadline <= now }
      for completion in due { completion.action() }
    }
    return animating || !completions.isEmpty || hasFrameRequests
  }

  /// Whether `track` animates at `now`; drops its finished runs.
  @inline(__always)
  private func advance(_ track: inout AnimatedVector?, at now: Double, pruned: inout Bool) -> Bool {
    guard track != nil else { return false }
    let running = track!.isAnimating(at: now)
    if track!.prune(at: now) { pruned = true }
    return running
  }

  func tick(_ node: ViewNode, now: Double, animating: inout Bool) {
    // Nothing in this subtree animated at the last tick and nothing was committed in it since.
    guard node.subtreeNeedsTick else { return }
    var paintAnimating = false
    var dataAnimating = false
    var ownAnimating = false
    if let part = node.animationPart {
      // The tracks are advanced where they are stored: a node without animations costs a check, and only a
      // run that finished (which may leave a spring a hair from its target) invalidates the presentations
      // already worked out for this instant.
      let tracks = unsafeDowncast(part, to: NodeAnimationTracks.self)
      var pruned = false
      if advance(&tracks.frameTrack, at: now, pruned: &pruned) { ownAnimating = true }
      if advance(&tracks.effectsTrack, at: now, pruned: &pruned) { ownAnimating = true }
      paintAnimating = advance(&tracks.paintTrack, at: now, pruned: &pruned)
      if advance(&tracks.transitionTrack, at: now, pruned: &pruned) { ownAnimating = true }
      if advance(&tracks.shadowTrack, at: now, pruned: &pruned) { ownAnimating = true }
      if ownAnimating { animating = true }
      if tracks.dataTrack != nil {
        dataAnimating = tracks.dataTrack!.isAnimating(at: now)
        if tracks.dataTrack!.prune(at: now) { pruned = true }
      }
      if paintAnimating || dataAnimating { animating = true }
      if pruned { geometryGeneration &+= 1 }
    }
    var below = false
    var removed = false
    var childNeedsTick = false
    for child in node.children {
      if child.isRemoving, !(child.transitionTrack?.isAnimating(at: now) ?? false),
        !(child.transitionWrapper?.isAnimating(at: now) ?? false)
      {
        child.disappearRecursively()
        removed = true
      } else {
        tick(child, now: now, animating: &below)
        if child.subtreeNeedsTick || child.isRemoving { childNeedsTick = true }
      }
    }
    let subtreeAnimating = below || paintAnimating || dataAnimating
    if subtreeAnimating || node.animationPart != nil { node.subtreeAnimating = subtreeAnimating }
    if below { animating = true }
    if paintAnimating || dataAnimating { ownAnimating = true }
    if tickTransitionWrapper(of: node, now: now) {
      animating = true
      ownAnimating = true
    }
    node.subtreeNeedsTick = ownAnimating || childNeedsTick || node.transitionWrapper != nil
    if removed {
      node.children.removeAll { !$0.isAlive }
      node.contentVersion &+= 1
    }
  }
}
