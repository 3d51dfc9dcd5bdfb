import Foundation

/// One animatable attribute of a view, e.g. its frame as [x, y, w, h].
///
/// The presented value is `target` plus the offsets of the running
/// animations, each of which decays to zero. That makes retargeting cheap
/// and continuous: a new change only appends (or merges) one offset.
struct AnimatedVector {
  /// The model value: where the attribute ends once every animation is over.
  private(set) var target: [Double]
  private var runs: [Run] = []

  init(_ value: [Double]) {
    target = value
  }

  /// Whether the target is these four values (a frame), asked without making an array.
  func hasTarget(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Bool {
    target.count == 4 && target[0] == a && target[1] == b && target[2] == c && target[3] == d
  }

  /// Whether the target is `effects.vector`, asked without making an array.
  func hasTarget(_ effects: Effects) -> Bool {
    target.count == 7 && target[0] == effects.offset.width && target[1] == effects.offset.height
      && target[2] == effects.opacity && target[3] == effects.scale.width
      && target[4] == effects.scale.height && target[5] == effects.rotation
      && target[6] == effects.blurRadius
  }

  /// Sets a new target. With nil animation, jumps (cancels running animations). With an animation,
  /// starts from the currently presented value: bezier/timing animations are ADDITIVE (old ones keep running,
  /// the new one animates the difference); springs MERGE (a running spring is replaced by one that starts from
  /// the current presented value and velocity).
  ///
  /// A merging spring absorbs every running animation, like Apple's
  /// `FluidSpringAnimation.shouldMerge` taking over the whole previous
  /// animation. Setting the current target again is a no-op (running
  /// animations continue), and a change of vector length always jumps.
  /// `set` to a frame without an animation, written into the target in place: a committed label whose
  /// width changed made an array for it.
  mutating func jump(to a: Double, _ b: Double, _ c: Double, _ d: Double) {
    guard target.count == 4 else {
      target = [a, b, c, d]
      runs = []
      return
    }
    target[0] = a
    target[1] = b
    target[2] = c
    target[3] = d
    if !runs.isEmpty { runs = [] }
  }

  mutating func set(_ newTarget: [Double], animation: Animation?, at time: Double) {
    guard newTarget != target else { return }
    guard newTarget.count == target.count, let animation else {
      target = newTarget
      runs = []
      return
    }
    prune(at: time)
    if let (oscillator, speed) = animation.mergingSpring {
      let presented = self.presented(at: time)
      let velocity = self.velocity(at: time)
      target = newTarget
      guard !oscillator.isDegenerate else {
        runs = []
        return
      }
      let offset = zip(presented, newTarget).map { $0 - $1 }
      runs = [
        .spring(
          MergedSpring(oscillator: oscillator, speed: speed, start: time, x0: offset, v0: velocity))
      ]
    } else {
      let delta = zip(newTarget, target).map { $0 - $1 }
      target = newTarget
      runs.append(.additive(animation: animation, delta: delta, start: time))
    }
  }

  /// The value to draw at `time` (seconds, from the host clock).
  func presented(at time: Double) -> [Double] {
    var value = target
    for run in runs {
      run.accumulate(into: &value, at: time, velocity: false)
    }
    return value
  }

  /// The value to draw at `time` when the model value is `model`: the running animations' offsets added to it.
  /// Equal to `presented(at:)` once `model` is the target; between a layout and the commit that retargets the
  /// track, it is the new layout still finishing the old animation's remaining motion.
  func presented(over model: [Double], at time: Double) -> [Double] {
    guard model.count == target.count else { return model }
    var value = model
    for run in runs {
      run.accumulate(into: &value, at: time, velocity: false)
    }
    return value
  }

  /// d(presented)/d(time), per second.
  func velocity(at time: Double) -> [Double] {
    var value = [Double](repeating: 0, count: target.count)
    for run in runs {
      run.accumulate(into: &value, at: time, velocity: true)
    }
    return value
  }

  /// True while any animation has not finished at `time` (springs finish when settled within a small epsilon,
  /// like Apple's logical completion); repeatForever never finishes.
  func isAnimating(at time: Double) -> Bool {
    runs.contains { !$0.isFinished(at: time) }
  }

  /// Whether any animation (finished or not) is still kept: without one, the presented value is the model.
  var hasRunningAnimations: Bool { !runs.isEmpty }

  /// Drops finished animations (call once per frame).
  /// Drops the runs that finished; true when there were any.
  @discardableResult mutating func prune(at time: Double) -> Bool {
    // A track at rest has no runs: removing from an empty array made it a buffer of its own (an allocation
    // for each track of every committed node on every tick).
    guard !runs.isEmpty else { return false }
    let count = runs.count
    runs.removeAll { $0.isFinished(at: time) }
    return runs.count != count
  }
}

extension AnimatedVector {
  private enum Run {
    /// Presents `-delta · (1 - progress)`: the change not yet shown.
    case additive(animation: Animation, delta: [Double], start: Double)
    case spring(MergedSpring)

    func isFinished(at time: Double) -> Bool {
      switch self {
      case .additive(let animation, _, let start):
        return animation.sample(at: time - start).isFinished
      case .spring(let spring):
        return time - spring.start >= spring.settlingTime
      }
    }

    func accumulate(into value: inout [Double], at time: Double, velocity: Bool) {
      switch self {
      case .additive(let animation, let delta, let start):
        let sample = animation.sample(at: time - start)
        guard !sample.isFinished else { return }
        let factor = velocity ? sample.velocity : sample.progress - 1
        for index in value.indices {
          value[index] += delta[index] * factor
        }
      case .spring(let spring):
        spring.accumulate(into: &value, at: time, velocity: velocity)
      }
    }
  }

  /// A spring continuing from an arbitrary displacement and velocity per
  /// component. `speed` scales the spring's own clock, so velocities are
  /// converted between real and spring time at the boundaries.
  private struct MergedSpring {
    let oscillator: Animation.SpringOscillator
    let speed: Double
    let start: Double
    let x0: [Double]
    /// Real-time velocity at `start`.
    let v0: [Double]
    let settlingTime: Double

    init(
      oscillator: Animation.SpringOscillator, speed: Double, start: Double, x0: [Double],
      v0: [Double]
    ) {
      self.oscillator = oscillator
      self.speed = speed
      self.start = start
      self.x0 = x0
      self.v0 = v0
      var longest = 0.0
      for index in x0.indices {
        let springVelocity = v0[index] / speed
        let scale = max(abs(x0[index]), abs(springVelocity) / oscillator.naturalFrequency)
        // Relative so opacity settles as precisely as a frame, but capped so
        // large moves do not spend long invisible tails on sub-pixel motion.
        let epsilon = min(1e-3 * scale, 5e-3)
        let time = oscillator.settlingTime(x0: x0[index], v0: springVelocity, epsilon: epsilon)
        longest = max(longest, time / speed)
      }
      settlingTime = longest
    }

    func accumulate(into value: inout [Double], at time: Double, velocity: Bool) {
      let elapsed = max(time - start, 0)
      guard elapsed < settlingTime else { return }
      for index in value.indices {
        let state = oscillator.state(x0: x0[index], v0: v0[index] / speed, at: elapsed * speed)
        value[index] += velocity ? state.v * speed : state.x
      }
    }
  }
}
