import Foundation

// Apple exposes geometry as nested pairs of CGFloat, so custom Animatable
// types written against SwiftUI can combine these with their own pairs.

extension CGPoint: Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

  public var animatableData: AnimatableData {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

  public var animatableData: AnimatableData {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>

  public var animatableData: AnimatableData {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}
