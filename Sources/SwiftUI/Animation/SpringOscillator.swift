import Foundation

extension Animation {
  /// A damped harmonic oscillator m·x'' + c·x' + k·x = 0, solved in closed
  /// form so a spring can be sampled at any time without integrating
  /// frame by frame (frames may be irregular or skipped).
  ///
  /// `x` is the displacement from the rest point: an animation presents
  /// `target + x(t)`.
  struct SpringOscillator: Hashable, Sendable {
    /// Undamped angular frequency √(k/m).
    let naturalFrequency: Double
    /// c / (2·√(k·m)); 1 is critical damping.
    let dampingRatio: Double

    init(mass: Double, stiffness: Double, damping: Double) {
      let mass = mass > 0 ? mass : 1
      naturalFrequency = (max(stiffness, 0) / mass).squareRoot()
      let critical = 2 * (max(stiffness, 0) * mass).squareRoot()
      // Negative damping would grow without bound; treat it as undamped.
      dampingRatio = critical > 0 ? max(damping, 0) / critical : 1
    }

    init(response: Double, dampingFraction: Double) {
      self.init(
        mass: 1,
        stiffness: Animation.springStiffness(response: response),
        damping: Animation.springDamping(dampingFraction: dampingFraction, response: response))
    }

    /// A spring with infinite stiffness (response 0) or zero stiffness
    /// cannot move; callers treat it as an immediate jump.
    var isDegenerate: Bool {
      !naturalFrequency.isFinite || naturalFrequency <= 0 || !dampingRatio.isFinite
    }

    private enum Regime {
      /// x = e^(-decay·t)·(a·cos ωd·t + b·sin ωd·t)
      case under(decay: Double, frequency: Double, a: Double, b: Double)
      /// x = (a + b·t)·e^(-ω·t)
      case critical(omega: Double, a: Double, b: Double)
      /// x = a·e^(r1·t) + b·e^(r2·t)
      case over(r1: Double, r2: Double, a: Double, b: Double)
    }

    /// The tolerance keeps ratios within a rounding error of 1 on the
    /// critical branch, where the under-damped form would divide by ~0.
    private func regime(x0: Double, v0: Double) -> Regime {
      let omega = naturalFrequency
      let zeta = dampingRatio
      if abs(zeta - 1) < 1e-6 {
        return .critical(omega: omega, a: x0, b: v0 + omega * x0)
      }
      if zeta < 1 {
        let decay = zeta * omega
        let frequency = omega * (1 - zeta * zeta).squareRoot()
        return .under(decay: decay, frequency: frequency, a: x0, b: (v0 + decay * x0) / frequency)
      }
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let b = (v0 - r1 * x0) / (r2 - r1)
      return .over(r1: r1, r2: r2, a: x0 - b, b: b)
    }

    /// Displacement and velocity `t` seconds after starting at `x0`
    /// moving with `v0`.
    func state(x0: Double, v0: Double, at t: Double) -> (x: Double, v: Double) {
      switch regime(x0: x0, v0: v0) {
      case .under(let decay, let frequency, let a, let b):
        let envelope = exp(-decay * t)
        let c = cos(frequency * t)
        let s = sin(frequency * t)
        let x = envelope * (a * c + b * s)
        let v = envelope * ((b * frequency - decay * a) * c - (a * frequency + decay * b) * s)
        return (x, v)
      case .critical(let omega, let a, let b):
        let envelope = exp(-omega * t)
        return ((a + b * t) * envelope, (b - omega * (a + b * t)) * envelope)
      case .over(let r1, let r2, let a, let b):
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
      }
    }

    /// The first time after which |x| ≤ epsilon and |v| ≤ ω·epsilon for
    /// good, found from a decreasing upper bound of both (so it never
    /// stops early at a zero crossing of an oscillation).
    func settlingTime(x0: Double, v0: Double, epsilon: Double) -> Double {
      if x0 == 0, v0 == 0 { return 0 }
      if isDegenerate { return 0 }
      let omega = naturalFrequency
      let bound: (Double) -> Double
      var monotoneFrom = 0.0
      switch regime(x0: x0, v0: v0) {
      case .under(let decay, let frequency, let a, let b):
        if decay <= 0 { return .infinity }
        let xAmplitude = (a * a + b * b).squareRoot()
        let vAmplitude = xAmplitude * (decay * decay + frequency * frequency).squareRoot() / omega
        let amplitude = max(xAmplitude, vAmplitude)
        return max(0, log(amplitude / epsilon) / decay)
      case .critical(let omega, let a, let b):
        // (|a| + |b|·t)·e^(-ωt) peaks at t = 1/ω − |a|/|b|; velocity/ω
        // is bounded by (|a| + 2|b|/ω + |b|·t)·e^(-ωt), same shape.
        let p = abs(a) + 2 * abs(b) / omega
        let q = abs(b)
        bound = { t in (p + q * t) * exp(-omega * t) }
        if q > 0 { monotoneFrom = max(0, 1 / omega - p / q) }
      case .over(let r1, let r2, let a, let b):
        let weightA = abs(a) * max(1, abs(r1) / omega)
        let weightB = abs(b) * max(1, abs(r2) / omega)
        bound = { t in weightA * exp(r1 * t) + weightB * exp(r2 * t) }
      }
      if bound(monotoneFrom) <= epsilon { return monotoneFrom }
      var low = monotoneFrom
      var high = max(monotoneFrom, 1 / omega) * 2
      while bound(high) > epsilon {
        low = high
        high *= 2
        if high > 1e6 { return .infinity }
      }
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if bound(middle) > epsilon { low = middle } else { high = middle }
      }
      return high
    }
  }
}
