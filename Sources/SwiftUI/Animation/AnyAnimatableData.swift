import Foundation

/// Animatable data of any type, so one track can hold a rounded rectangle's corner size, a pie's angle or a
/// modifier's `AnimatablePair`. Apple's `AnyShape` exposes its data with this same name.
///
/// `zero` has no type of its own (nil): it adds to any value as that type's zero. Values of two different types
/// never mix: the left-hand value is kept, and the node's track jumps when its data type changes.
public struct _AnyAnimatableData: VectorArithmetic {
  var value: (any VectorArithmetic)?

  init<V: VectorArithmetic>(_ value: V) {
    if let erased = value as? _AnyAnimatableData { self = erased } else { self.value = value }
  }

  private init(erased: (any VectorArithmetic)?) { value = erased }

  public static var zero: _AnyAnimatableData { _AnyAnimatableData(erased: nil) }

  public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
    guard let left = lhs.value else { return rhs }
    guard let right = rhs.value else { return lhs }
    return _AnyAnimatableData(erased: combine(left, right, subtracting: false))
  }

  public static func += (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { lhs = lhs + rhs }

  public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
    guard let right = rhs.value else { return lhs }
    guard let left = lhs.value else { return _AnyAnimatableData(erased: right.scaled(by: -1)) }
    return _AnyAnimatableData(erased: combine(left, right, subtracting: true))
  }

  public static func -= (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { lhs = lhs - rhs }

  public mutating func scale(by rhs: Double) {
    guard let current = value else { return }
    value = current.scaled(by: rhs)
  }

  public var magnitudeSquared: Double { value?.magnitudeSquared ?? 0 }

  public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool {
    switch (lhs.value, rhs.value) {
    case (nil, nil): return true
    case (let value?, nil), (nil, let value?): return isZero(value)
    case (let left?, let right?): return equal(left, right)
    }
  }

  /// Both hold values of the same concrete type (zero matches anything).
  func hasSameType(as other: _AnyAnimatableData) -> Bool {
    guard let left = value, let right = other.value else { return true }
    return type(of: left) == type(of: right)
  }

  /// The value as `V` (zero when untyped), or nil when it holds another type.
  func cast<V: VectorArithmetic>(to type: V.Type) -> V? {
    if let same = self as? V { return same }
    guard let value else { return V.zero }
    return value as? V
  }
}

private func combine<V: VectorArithmetic>(
  _ left: V, _ right: any VectorArithmetic, subtracting: Bool
)
  -> any VectorArithmetic
{
  guard let right = right as? V else { return left }
  return subtracting ? left - right : left + right
}

private func equal<V: VectorArithmetic>(_ left: V, _ right: any VectorArithmetic) -> Bool {
  guard let right = right as? V else { return false }
  return left == right
}

private func isZero<V: VectorArithmetic>(_ value: V) -> Bool { value == .zero }
