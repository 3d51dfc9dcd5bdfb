import Foundation

/// A type that describes how to animate a property of a view.
public protocol Animatable {
  /// The type defining the data to animate.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector is its own animatable data, so no conversion is needed.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Types with nothing to interpolate opt out by default; writes are
  /// ignored because there is no state to update.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
