import Foundation

/// One axis of a scroll view moving on its own after the finger lifted, as UIScrollView moves: exponential
/// deceleration (velocity × 0.998 every millisecond), and a critically damped spring back to the edge when
/// it runs past one (or was pulled past one). Positions are analytic in time, so frame timing does not matter.
struct ScrollMotion {
  enum Phase {
    case decelerating
    /// Springing to `target`.
    case settling(target: Double)
  }
  private(set) var phase: Phase
  private var start: Double
  private var x0: Double
  /// Points per second.
  private var v0: Double
  let range: ClosedRange<Double>

  /// UIScrollView.DecelerationRate.normal, per millisecond.
  static let decelerationRate = 0.998
  /// Spring stiffness of the bounce back (rad/s); back from 100 pt past the edge in about half a second.
  static let bounceOmega = 14.0
  /// Paging settles a little faster.
  static let pagingOmega = 16.0

  private var omega: Double

  /// After a release at `position` with `velocity`: decelerates inside the range, springs back outside it.
  init(position: Double, velocity: Double, range: ClosedRange<Double>, at time: Double) {
    self.range = range
    start = time
    x0 = position
    v0 = velocity
    omega = Self.bounceOmega
    if position < range.lowerBound {
      phase = .settling(target: range.lowerBound)
    } else if position > range.upperBound {
      phase = .settling(target: range.upperBound)
    } else {
      phase = .decelerating
    }
  }

  /// A spring to a chosen resting place (a page), starting with the release velocity.
  init(
    position: Double, velocity: Double, target: Double, at time: Double,
    omega: Double = ScrollMotion.pagingOmega
  ) {
    range = target...target
    start = time
    x0 = position
    v0 = velocity
    self.omega = omega
    phase = .settling(target: target)
  }

  /// Where the motion comes to rest if nothing interrupts it (before any bounce).
  var restingPosition: Double {
    switch phase {
    case .settling(let target): return target
    case .decelerating:
      let free = x0 - v0 / 1000 / log(Self.decelerationRate)
      return min(max(free, range.lowerBound), range.upperBound)
    }
  }

  /// Position and velocity at `time`; `done` once at rest (the position is then exact).
  mutating func sample(at time: Double) -> (position: Double, velocity: Double, done: Bool) {
    let t = max(time - start, 0)
    switch phase {
    case .decelerating:
      let lnd = log(Self.decelerationRate)
      let decay = pow(Self.decelerationRate, t * 1000)
      let x = x0 + v0 / 1000 * (decay - 1) / lnd
      let v = v0 * decay
      if x < range.lowerBound || x > range.upperBound {
        // Switch to the bounce at the moment the edge was crossed, with the velocity it had then.
        let edge = x < range.lowerBound ? range.lowerBound : range.upperBound
        let ratio = 1 + (edge - x0) * lnd * 1000 / v0
        let crossing = ratio > 0 ? log(ratio) / lnd / 1000 : t
        let vEdge = v0 * pow(Self.decelerationRate, crossing * 1000)
        phase = .settling(target: edge)
        start += crossing
        x0 = edge
        v0 = vEdge
        return sample(at: time)
      }
      // At rest when less than a quarter point remains to travel.
      let remaining = abs(v / 1000 / lnd)
      if remaining < 0.25 { return (x0 - v0 / 1000 / lnd, 0, true) }
      return (x, v, false)
    case .settling(let target):
      let a = x0 - target
      let b = v0 + omega * a
      let e = exp(-omega * t)
      let x = target + (a + b * t) * e
      let v = (v0 - omega * b * t) * e
      if abs(x - target) < 0.25 && abs(v) < 5 { return (target, 0, true) }
      return (x, v, false)
    }
  }
}

/// The position shown for a finger-driven offset past an edge, and back.
enum RubberBand {
  static let coefficient: CGFloat = 0.55

  /// `raw` is where the finger would put the content; the result stretches less past the range.
  static func banded(_ raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    if raw < range.lowerBound {
      return range.lowerBound - rubberBand(range.lowerBound - raw, dimension: dimension)
    }
    if raw > range.upperBound {
      return range.upperBound + rubberBand(raw - range.upperBound, dimension: dimension)
    }
    return raw
  }

  /// The finger offset that shows `shown` (to pick up a bouncing scroll view where it is).
  static func raw(_ shown: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    func inverse(_ y: CGFloat) -> CGFloat {
      guard dimension > 0 else { return 0 }
      let fraction = min(y / dimension, 0.99)
      return dimension / coefficient * (1 / (1 - fraction) - 1)
    }
    if shown < range.lowerBound { return range.lowerBound - inverse(range.lowerBound - shown) }
    if shown > range.upperBound { return range.upperBound + inverse(shown - range.upperBound) }
    return shown
  }
}
