import Foundation

extension Animation {
  /// A CSS-style timing curve from (0, 0) to (1, 1): x is the fraction of
  /// the duration, y the fraction of the change.
  struct CubicBezier: Hashable, Sendable {
    var p1x: Double
    var p1y: Double
    var p2x: Double
    var p2y: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
      self.p1x = p1x
      self.p1y = p1y
      self.p2x = p2x
      self.p2y = p2y
    }

    static let linear = CubicBezier(0, 0, 1, 1)
    static let easeIn = CubicBezier(0.42, 0, 1, 1)
    static let easeOut = CubicBezier(0, 0, 0.58, 1)
    static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    var name: String {
      switch self {
      case .linear: return "linear"
      case .easeIn: return "easeIn"
      case .easeOut: return "easeOut"
      case .easeInOut: return "easeInOut"
      default: return "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y))"
      }
    }

    /// The curve's y for a given x (both in 0...1).
    func value(at x: Double) -> Double {
      if self == .linear { return x }
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      return Self.coordinate(parameter(forX: x), p1y, p2y)
    }

    /// dy/dx, i.e. progress per unit of normalised time.
    func slope(at x: Double) -> Double {
      if self == .linear { return 1 }
      let clamped = min(max(x, 0), 1)
      let s = parameter(forX: clamped)
      let dx = Self.derivative(s, p1x, p2x)
      let dy = Self.derivative(s, p1y, p2y)
      if abs(dx) > 1e-9 { return dy / dx }
      // Both derivatives vanish where a control point sits on an end
      // point; l'Hôpital gives the limit from the second derivatives.
      let ddx = Self.secondDerivative(s, p1x, p2x)
      if abs(dy) < 1e-9, abs(ddx) > 1e-9 {
        return Self.secondDerivative(s, p1y, p2y) / ddx
      }
      // A vertical tangent: clamp rather than return infinity.
      return dy / 1e-9
    }

    /// Solves x(s) = x. Newton is fast for well-behaved curves; bisection
    /// is the fallback because x(s) is monotone whenever p1x, p2x are in
    /// 0...1, which holds for every curve users can express sensibly.
    private func parameter(forX x: Double) -> Double {
      var s = x
      for _ in 0..<8 {
        let error = Self.coordinate(s, p1x, p2x) - x
        if abs(error) < 1e-9, (0...1).contains(s) { return s }
        let dx = Self.derivative(s, p1x, p2x)
        if abs(dx) < 1e-9 { break }
        s -= error / dx
      }
      var low = 0.0
      var high = 1.0
      s = x
      for _ in 0..<64 {
        let value = Self.coordinate(s, p1x, p2x)
        if abs(value - x) < 1e-12 { break }
        if value < x { low = s } else { high = s }
        s = (low + high) / 2
      }
      return s
    }

    /// One axis of the Bézier with end points 0 and 1.
    private static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * c1 + 3 * inverse * s * s * c2 + s * s * s
    }

    private static func secondDerivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      6 * (1 - s) * (c2 - 2 * c1) + 6 * s * (1 - 2 * c2 + c1)
    }

    private static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * c1 + 6 * inverse * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }
  }
}
