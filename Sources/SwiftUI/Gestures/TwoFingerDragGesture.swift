import Foundation

/// Two fingers sliding the same way together, keeping their distance: how far they moved. Not a gesture of
/// Apple's SwiftUI: MapKit's map tilts with it, as a map on iOS does when two fingers slide up or down.
/// A pinch or a turn (the fingers' distance or angle changing) is not one; only a slide along `axis`
/// starts it.
package struct TwoFingerDragGesture: Gesture, GestureHandleSource {
  package enum Axis: Sendable { case horizontal, vertical }

  package struct Value: Equatable, Sendable {
    /// How far the point between the fingers moved since the gesture began.
    package var translation: CGSize
    /// Where the gesture began (between the fingers), in the view's own space.
    package var startLocation: CGPoint
  }
  package typealias Body = Never
  package var axis: Axis
  package var minimumDistance: CGFloat

  package init(axis: Axis = .vertical, minimumDistance: CGFloat = 10) {
    self.axis = axis
    self.minimumDistance = minimumDistance
  }

  func makeHandles(node: ViewNode) -> [GestureHandle] {
    TwoFingerDragCore(axis: axis, minimumDistance: minimumDistance).handles(on: node)
  }
}

final class TwoFingerDragCore: TwoPointerCore {
  let axis: TwoFingerDragGesture.Axis
  let minimumDistance: CGFloat
  /// The latest translation, read by `value` (the measure itself is a single number along the axis).
  private var translation = CGSize.zero

  init(axis: TwoFingerDragGesture.Axis, minimumDistance: CGFloat) {
    self.axis = axis
    self.minimumDistance = minimumDistance
  }

  // A trackpad pinch is a pinch, never a slide.
  override var acceptsPinch: Bool { false }

  override func measure(from start: (CGPoint, CGPoint), to now: (CGPoint, CGPoint)) -> Double {
    let first = CGSize(width: now.0.x - start.0.x, height: now.0.y - start.0.y)
    let second = CGSize(width: now.1.x - start.1.x, height: now.1.y - start.1.y)
    translation = CGSize(
      width: (first.width + second.width) / 2, height: (first.height + second.height) / 2)
    let along = axis == .vertical ? translation.height : translation.width
    if state == .active { return along }
    // Before it starts: both fingers must go the same way along the axis, each most of the way the other
    // goes, and more along the axis than across it; else it is a pinch, a turn or a one-finger pan.
    let a = axis == .vertical ? first.height : first.width
    let b = axis == .vertical ? second.height : second.width
    let across = axis == .vertical ? translation.width : translation.height
    guard a * b > 0, min(abs(a), abs(b)) >= 0.6 * max(abs(a), abs(b)), abs(along) > 2 * abs(across)
    else { return 0 }
    return along
  }

  override func startsAt(_ measure: Double) -> Bool { abs(measure) >= minimumDistance }

  override func value(_ measure: Double, velocity: Double, time: Double) -> Any {
    TwoFingerDragGesture.Value(translation: translation, startLocation: startLocation)
  }
}
