import Foundation

/// Two fingers turning about each other (or a trackpad twist): how far the view is rotated.
public struct RotateGesture: Gesture, GestureHandleSource {
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The angle since the gesture began, clockwise on screen positive.
    public var rotation: Angle
    /// How fast it turns, per second.
    public var velocity: Angle
    /// Where the gesture began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the gesture began (between the fingers), in the view's own space.
    public var startLocation: CGPoint
  }
  public typealias Body = Never
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  func makeHandles(node: ViewNode) -> [GestureHandle] {
    RotateCore(minimumAngleDelta: minimumAngleDelta).handles(on: node)
  }
}

/// The older spelling: its value is the angle alone.
public struct RotationGesture: Gesture, GestureHandleSource {
  public typealias Value = Angle
  public typealias Body = Never
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let handles = RotateGesture(minimumAngleDelta: minimumAngleDelta).makeHandles(node: node)
    for handle in handles { handle.transform = { ($0 as? RotateGesture.Value)?.rotation as Any } }
    return handles
  }
}

final class RotateCore: TwoPointerCore {
  let minimumAngleDelta: Angle
  init(minimumAngleDelta: Angle) { self.minimumAngleDelta = minimumAngleDelta }

  override func measure(from start: (CGPoint, CGPoint), to now: (CGPoint, CGPoint)) -> Double {
    let before = atan2(start.1.y - start.0.y, start.1.x - start.0.x)
    let after = atan2(now.1.y - now.0.y, now.1.x - now.0.x)
    // Unwound from the last angle: fingers turn less than half a turn between two events, but a gesture may
    // turn further in all.
    last += remainder(after - before - last, 2 * .pi)
    return last
  }
  private var last = 0.0
  override func measure(_ pinch: PinchSample) -> Double { pinch.rotation.radians }
  override func startsAt(_ measure: Double) -> Bool { abs(measure) >= minimumAngleDelta.radians }
  override func value(_ measure: Double, velocity: Double, time: Double) -> Any {
    RotateGesture.Value(
      time: Date(), rotation: .radians(measure), velocity: .radians(velocity),
      startAnchor: startAnchor, startLocation: startLocation)
  }
}
