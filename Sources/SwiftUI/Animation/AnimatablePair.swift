import Foundation

/// A pair of animatable values, which is itself animatable.
///
/// Types with more than one animatable component (points, sizes, rects)
/// nest pairs to expose all of them as a single vector.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First

  /// The second value.
  public var second: Second

  /// Creates an animated pair with the provided values.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: AnimatablePair<First, Second> { .init(.zero, .zero) }

  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  public static func += (lhs: inout Self, rhs: Self) {
    lhs = lhs + rhs
  }

  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  public static func -= (lhs: inout Self, rhs: Self) {
    lhs = lhs - rhs
  }

  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The dot-product of this animated pair with itself.
  public var magnitudeSquared: Double {
    first.magnitudeSquared + second.magnitudeSquared
  }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
