import Foundation

/// How a single change animated with some `Animation` has progressed.
struct AnimationSample: Equatable {
  /// Fraction of the change shown: 0 at the start, 1 at the target (springs
  /// overshoot past 1).
  var progress: Double
  /// d(progress)/d(seconds).
  var velocity: Double
  /// The animation has ended and should be removed; the value is then
  /// exactly the target.
  var isFinished: Bool
}

extension Animation {
  /// A normalised spring counts as finished within 0.1 % of the change.
  static let normalizedSettlingEpsilon = 1e-3

  /// Samples the animation `elapsed` seconds after the change began.
  func sample(at elapsed: Double) -> AnimationSample {
    sample(at: max(elapsed, 0), layers: modifiers.count)
  }

  /// Fraction of the change presented `elapsed` seconds after it began.
  func progress(at elapsed: Double) -> Double {
    sample(at: elapsed).progress
  }

  /// Seconds until the animation is over and removed
  /// (`AnimationCompletionCriteria.removed`); springs count until settled.
  /// Infinite for `repeatForever`.
  var duration: Double {
    duration(layers: modifiers.count)
  }

  /// Seconds until Apple reports the animation "logically complete" (the
  /// default criterion of `withAnimation(_:_:completion:)`). For
  /// `spring` animations that is the response, before the tail settles.
  var logicalDuration: Double {
    logicalDuration(layers: modifiers.count)
  }

  /// Seconds after which `withAnimation(_:completionCriteria:_:completion:)`
  /// should call its completion for this animation.
  func completionDuration(_ criteria: AnimationCompletionCriteria) -> Double {
    criteria.removed ? duration : logicalDuration
  }

  /// The default (logical) completion time; infinite for `repeatForever`.
  var estimatedDuration: Double { logicalDuration }

  /// Whether the animation is over `elapsed` seconds after it began.
  func isComplete(elapsed: Double, criteria: AnimationCompletionCriteria = .logicallyComplete)
    -> Bool
  {
    elapsed >= completionDuration(criteria)
  }

  /// Evaluates the base wrapped by the first `layers` modifiers. Each
  /// modifier only remaps time (and velocity with it), so they compose in
  /// the order user code applied them.
  private func sample(at time: Double, layers: Int) -> AnimationSample {
    guard layers > 0 else { return base.sample(at: time) }
    switch modifiers[layers - 1] {
    case .delay(let delay):
      if time < delay {
        var held = sample(at: 0, layers: layers - 1)
        held.velocity = 0
        held.isFinished = false
        return held
      }
      return sample(at: time - delay, layers: layers - 1)
    case .speed(let speed):
      guard speed > 0 else {
        // A stopped clock holds the first frame forever.
        var held = sample(at: 0, layers: layers - 1)
        held.velocity = 0
        held.isFinished = false
        return held
      }
      var scaled = sample(at: time * speed, layers: layers - 1)
      scaled.velocity *= speed
      return scaled
    case .repeatCount(let count, let autoreverses):
      return repeated(at: time, count: count, autoreverses: autoreverses, layers: layers - 1)
    case .logicallyComplete:
      return sample(at: time, layers: layers - 1)
    }
  }

  /// Like Apple, a reversed leg shows `1 - progress` running forwards in
  /// time (not the curve played backwards), and finishing snaps to the
  /// target even when the last leg was a reversed one.
  private func repeated(at time: Double, count: Int?, autoreverses: Bool, layers: Int)
    -> AnimationSample
  {
    if let count, count <= 0 {
      return AnimationSample(progress: 1, velocity: 0, isFinished: true)
    }
    let period = duration(layers: layers)
    guard period.isFinite else { return sample(at: time, layers: layers) }
    guard period > 0 else {
      return AnimationSample(progress: 1, velocity: 0, isFinished: count != nil)
    }
    let leg = (time / period).rounded(.down)
    if let count, leg >= Double(count) {
      return AnimationSample(progress: 1, velocity: 0, isFinished: true)
    }
    let local = time - leg * period
    var result = sample(at: local, layers: layers)
    result.isFinished = false
    if autoreverses, leg.truncatingRemainder(dividingBy: 2) == 1 {
      result.progress = 1 - result.progress
      result.velocity = -result.velocity
    }
    return result
  }

  private func duration(layers: Int) -> Double {
    guard layers > 0 else { return base.duration }
    let inner = duration(layers: layers - 1)
    switch modifiers[layers - 1] {
    case .delay(let delay): return inner + max(delay, 0)
    case .speed(let speed): return speed > 0 ? inner / speed : .infinity
    case .repeatCount(let count?, _): return count <= 0 ? 0 : inner * Double(count)
    case .repeatCount(nil, _): return .infinity
    case .logicallyComplete: return inner
    }
  }

  private func logicalDuration(layers: Int) -> Double {
    guard layers > 0 else { return base.logicalDuration }
    let inner = logicalDuration(layers: layers - 1)
    switch modifiers[layers - 1] {
    case .delay(let delay): return inner + max(delay, 0)
    case .speed(let speed): return speed > 0 ? inner / speed : .infinity
    case .repeatCount(let count?, _):
      // Every leg but the last must run to its end.
      return count <= 0 ? 0 : duration(layers: layers - 1) * Double(count - 1) + inner
    case .repeatCount(nil, _): return .infinity
    case .logicallyComplete(let after): return min(inner, max(after, 0))
    }
  }

  /// True for springs that take over running animations (keeping the
  /// presented value and velocity) instead of adding to them. Delay and
  /// repeat make the spring additive: neither has a sensible meaning for a
  /// spring that continues from the current motion.
  var mergingSpring: (oscillator: SpringOscillator, speed: Double)? {
    guard case .spring(let response, let dampingFraction, _) = base else { return nil }
    var speed = 1.0
    for modifier in modifiers {
      switch modifier {
      case .speed(let factor): speed *= factor
      case .logicallyComplete: continue
      case .delay, .repeatCount: return nil
      }
    }
    guard speed > 0 else { return nil }
    return (SpringOscillator(response: response, dampingFraction: dampingFraction), speed)
  }
}

extension Animation.Base {
  /// The spring as a normalised oscillator, started 1 away from rest.
  var oscillator: (spring: Animation.SpringOscillator, v0: Double)? {
    switch self {
    case .timingCurve: return nil
    case .spring(let response, let dampingFraction, _):
      return (Animation.SpringOscillator(response: response, dampingFraction: dampingFraction), 0)
    case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
      let spring = Animation.SpringOscillator(mass: mass, stiffness: stiffness, damping: damping)
      // Progress moves towards 1 while displacement moves towards 0.
      return (spring, -initialVelocity)
    }
  }

  var duration: Double {
    switch self {
    case .timingCurve(_, let duration):
      return max(duration, 0)
    case .spring, .interpolatingSpring:
      guard let (spring, v0) = oscillator, !spring.isDegenerate else { return 0 }
      return spring.settlingTime(x0: 1, v0: v0, epsilon: Animation.normalizedSettlingEpsilon)
    }
  }

  var logicalDuration: Double {
    switch self {
    case .spring(let response, _, _): return min(max(response, 0), duration)
    default: return duration
    }
  }

  func sample(at time: Double) -> AnimationSample {
    switch self {
    case .timingCurve(let curve, let duration):
      guard duration > 0, time < duration else {
        return AnimationSample(progress: 1, velocity: 0, isFinished: true)
      }
      let x = time / duration
      return AnimationSample(
        progress: curve.value(at: x), velocity: curve.slope(at: x) / duration, isFinished: false)
    case .spring, .interpolatingSpring:
      guard let (spring, v0) = oscillator, !spring.isDegenerate, time < duration else {
        return AnimationSample(progress: 1, velocity: 0, isFinished: true)
      }
      let state = spring.state(x0: 1, v0: v0, at: time)
      return AnimationSample(progress: 1 - state.x, velocity: -state.v, isFinished: false)
    }
  }
}
