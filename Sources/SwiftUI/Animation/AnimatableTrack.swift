import Foundation

/// `AnimatedVector`'s rules on any `VectorArithmetic` value: the animatable data of shapes, geometry effects,
/// animatable modifiers and views. Bézier animations add up (a retarget animates the difference while the running
/// ones finish), springs merge keeping the presented value and velocity, as `AnimatedVector` does per component.
struct AnimatableTrack<Value: VectorArithmetic> {
  private(set) var target: Value
  private var runs: [Run] = []

  init(_ value: Value) { target = value }

  mutating func set(_ newTarget: Value, animation: Animation?, at time: Double) {
    guard newTarget != target else { return }
    guard let animation else {
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
      runs = [
        .spring(
          Spring(
            oscillator: oscillator, speed: speed, start: time, x0: presented - newTarget,
            v0: velocity))
      ]
    } else {
      let delta = newTarget - target
      target = newTarget
      runs.append(.additive(animation: animation, delta: delta, start: time))
    }
  }

  func presented(at time: Double) -> Value {
    var value = target
    for run in runs { run.accumulate(into: &value, at: time, velocity: false) }
    return value
  }

  func velocity(at time: Double) -> Value {
    var value = Value.zero
    for run in runs { run.accumulate(into: &value, at: time, velocity: true) }
    return value
  }

  func isAnimating(at time: Double) -> Bool { runs.contains { !$0.isFinished(at: time) } }

  /// Drops the runs that finished; true when there were any.
  @discardableResult mutating func prune(at time: Double) -> Bool {
    // Removing from an empty array gave it a buffer of its own (see `AnimatedVector.prune`).
    guard !runs.isEmpty else { return false }
    let count = runs.count
    runs.removeAll { $0.isFinished(at: time) }
    return runs.count != count
  }

  private enum Run {
    /// Presents `delta · (progress - 1)`: the part of the change not shown yet.
    case additive(animation: Animation, delta: Value, start: Double)
    case spring(Spring)

    func isFinished(at time: Double) -> Bool {
      switch self {
      case .additive(let animation, _, let start):
        return animation.sample(at: time - start).isFinished
      case .spring(let spring): return time - spring.start >= spring.settlingTime
      }
    }

    func accumulate(into value: inout Value, at time: Double, velocity: Bool) {
      switch self {
      case .additive(let animation, let delta, let start):
        let sample = animation.sample(at: time - start)
        guard !sample.isFinished else { return }
        value += delta.scaled(by: velocity ? sample.velocity : sample.progress - 1)
      case .spring(let spring):
        spring.accumulate(into: &value, at: time, velocity: velocity)
      }
    }
  }

  /// A spring from a displacement `x0` moving at `v0` (real time). The oscillator is linear in its initial
  /// state, so the whole vector follows x0·a(t) + v0·b(t) with the scalar solutions a and b.
  private struct Spring {
    let oscillator: Animation.SpringOscillator
    let speed: Double
    let start: Double
    let x0: Value
    let v0: Value
    let settlingTime: Double

    init(oscillator: Animation.SpringOscillator, speed: Double, start: Double, x0: Value, v0: Value)
    {
      self.oscillator = oscillator
      self.speed = speed
      self.start = start
      self.x0 = x0
      self.v0 = v0
      let distance = x0.magnitudeSquared.squareRoot()
      let springVelocity = v0.magnitudeSquared.squareRoot() / speed
      let scale = max(distance, springVelocity / oscillator.naturalFrequency)
      let epsilon = min(1e-3 * scale, 5e-3)
      // Only magnitudes are known, so take the slower of the two relative directions.
      let time = max(
        oscillator.settlingTime(x0: distance, v0: springVelocity, epsilon: epsilon),
        oscillator.settlingTime(x0: distance, v0: -springVelocity, epsilon: epsilon))
      settlingTime = time / speed
    }

    func accumulate(into value: inout Value, at time: Double, velocity: Bool) {
      let elapsed = max(time - start, 0)
      guard elapsed < settlingTime else { return }
      let local = elapsed * speed
      let fromDisplacement = oscillator.state(x0: 1, v0: 0, at: local)
      let fromVelocity = oscillator.state(x0: 0, v0: 1, at: local)
      if velocity {
        value += x0.scaled(by: fromDisplacement.v * speed) + v0.scaled(by: fromVelocity.v)
      } else {
        value += x0.scaled(by: fromDisplacement.x) + v0.scaled(by: fromVelocity.x / speed)
      }
    }
  }
}
