import Foundation

/// An empty type for animatable data.
///
/// The animatable data of types that have nothing to interpolate; every
/// operation is a no-op so such types can share the animation machinery.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// Creates an empty animatable data instance.
  public init() {}

  public static var zero: EmptyAnimatableData { .init() }

  public static func + (lhs: Self, rhs: Self) -> Self { .init() }

  public static func += (lhs: inout Self, rhs: Self) {}

  public static func - (lhs: Self, rhs: Self) -> Self { .init() }

  public static func -= (lhs: inout Self, rhs: Self) {}

  public mutating func scale(by rhs: Double) {}

  public var magnitudeSquared: Double { 0 }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
