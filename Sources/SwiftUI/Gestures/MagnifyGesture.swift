import Foundation

/// Two fingers moving apart or together (or a trackpad pinch): how much the view is magnified.
public struct MagnifyGesture: Gesture, GestureHandleSource {
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The factor since the gesture began: 2 when the fingers are twice as far apart as they started.
    public var magnification: CGFloat
    /// How fast the magnification changes, per second.
    public var velocity: CGFloat
    /// Where the gesture began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the gesture began (between the fingers), in the view's own space.
    public var startLocation: CGPoint
  }
  public typealias Body = Never
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  func makeHandles(node: ViewNode) -> [GestureHandle] {
    MagnifyCore(minimumScaleDelta: minimumScaleDelta).handles(on: node)
  }
}

/// The older spelling: its value is the magnification alone.
public struct MagnificationGesture: Gesture, GestureHandleSource {
  public typealias Value = CGFloat
  public typealias Body = Never
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let handles = MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeHandles(node: node)
    for handle in handles {
      handle.transform = { ($0 as? MagnifyGesture.Value)?.magnification as Any }
    }
    return handles
  }
}

final class MagnifyCore: TwoPointerCore {
  let minimumScaleDelta: CGFloat
  init(minimumScaleDelta: CGFloat) { self.minimumScaleDelta = minimumScaleDelta }

  override var rest: Double { 1 }
  override func measure(from start: (CGPoint, CGPoint), to now: (CGPoint, CGPoint)) -> Double {
    let before = hypot(start.1.x - start.0.x, start.1.y - start.0.y)
    guard before > 0 else { return 1 }
    return hypot(now.1.x - now.0.x, now.1.y - now.0.y) / before
  }
  override func measure(_ pinch: PinchSample) -> Double { pinch.scale }
  override func startsAt(_ measure: Double) -> Bool { abs(measure - 1) >= minimumScaleDelta }
  override func value(_ measure: Double, velocity: Double, time: Double) -> Any {
    MagnifyGesture.Value(
      time: Date(), magnification: measure, velocity: velocity, startAnchor: startAnchor,
      startLocation: startLocation)
  }
}
