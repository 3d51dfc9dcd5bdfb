import Foundation

/// A touch as the recognizers see it: window position, host time and which pointer.
struct TouchSample {
  var location: CGPoint
  var time: Double
  var pointer: PointerID = .mouse
}

/// The latest touches of a drag, for its speed: a drag reports the velocity over its last 100 ms.
struct TouchTrail {
  /// Whether the trail keeps its last eight touches (the gestures' value) or those of the last 100 ms (a
  /// scroll view's, which lifts with the speed it was last moved at however many touches came).
  enum Keeping { case lastEight, lastTenth }
  let keeping: Keeping
  private var samples: [TouchSample] = []

  init(keeping: Keeping = .lastEight) { self.keeping = keeping }

  /// A new drag starts at `touch`.
  mutating func begin(_ touch: TouchSample) { samples = [touch] }

  mutating func record(_ touch: TouchSample) {
    samples.append(touch)
    switch keeping {
    case .lastEight: if samples.count > 8 { samples.removeFirst(samples.count - 8) }
    case .lastTenth: samples.removeAll { touch.time - $0.time > 0.1 && $0.time != touch.time }
    }
  }

  /// From the samples of the last 100 ms to `touch`, in points per second.
  func velocity(at touch: TouchSample) -> CGSize {
    let recent = samples.filter { touch.time - $0.time <= 0.1 }
    guard let first = recent.first, touch.time - first.time > 0.001 else { return .zero }
    let dt = touch.time - first.time
    return CGSize(
      width: (touch.location.x - first.location.x) / dt,
      height: (touch.location.y - first.location.y) / dt)
  }
}

/// A trackpad pinch so far: total scale and rotation since it began, its centre in the window.
struct PinchSample {
  var scale: CGFloat
  var rotation: Angle
  var location: CGPoint
  var time: Double
}

/// The state machine of one recognizer for one touch sequence.
@MainActor class RecognizerCore {
  enum State { case possible, active, recognized, failed }
  var state: State = .possible
  weak var handle: GestureHandle?
  weak var node: ViewNode?
  /// Asked before the core becomes active or recognizes; false means another gesture won.
  var requestActivation: (RecognizerCore) -> Bool = { _ in true }

  /// The sequence's first pointer went down.
  func began(_ touch: TouchSample) {}
  /// A pointer moved or lifted: the first pointer's, or any pointer's when `tracksPointers`.
  func moved(_ touch: TouchSample) {}
  func ended(_ touch: TouchSample) {}
  /// Whether gestures attached to the core's own view (through its modifiers) take the drag before it: a
  /// scroll view's panning (Containers/ScrollView.swift).
  var yieldsToOwnViewGestures: Bool { false }
  /// Whether the core hears pointers after the first (those landing on its view): two-pointer gestures.
  var tracksPointers: Bool { false }
  /// A further pointer went down on the core's view.
  func added(_ touch: TouchSample) {}
  /// Whether a trackpad pinch drives the core (magnify and rotate gestures).
  var acceptsPinch: Bool { false }
  func pinchBegan(_ pinch: PinchSample) {}
  func pinchChanged(_ pinch: PinchSample) {}
  func pinchEnded(_ pinch: PinchSample) {}
  /// Called every frame while the touch is down (long presses fire on time, not on movement).
  func tick(_ time: Double) {}
  func cancel() {
    if state == .active || handle?.hasReported == true { handle?.reset() }
    state = .failed
  }

  final func activate() -> Bool {
    guard state == .possible else { return state == .active }
    guard requestActivation(self) else {
      state = .failed
      return false
    }
    state = .active
    return true
  }

  final func recognize(_ value: Any) {
    if state == .possible {
      guard requestActivation(self) else {
        state = .failed
        return
      }
    }
    state = .recognized
    handle?.ended(value)
  }

  final func fail() {
    if state == .active || handle?.hasReported == true { handle?.reset() }
    state = .failed
  }

  /// The one handle a gesture made of this core hands its node: the core reports through it and reads the
  /// node it is attached to (both weakly: the node's gesture attributes own the handle, which owns the core).
  final func handles(on node: ViewNode) -> [GestureHandle] {
    let handle = GestureHandle(core: self)
    self.handle = handle
    self.node = node
    return [handle]
  }

  /// A window point in the node's own space, as the node is shown now.
  func local(_ point: CGPoint) -> CGPoint {
    guard let node else { return point }
    return node.localPoint(fromWindow: point)
  }
}

// MARK: Tap

public struct TapGesture: Gesture, GestureHandleSource {
  public typealias Value = Void
  public typealias Body = Never
  public var count: Int
  public init(count: Int = 1) { self.count = count }
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    TapCore(count: count).handles(on: node)
  }
}

/// Recognises on release when the touch stayed within 10 pt; multi-taps count releases within 0.35 s.
class TapCore: RecognizerCore {
  let count: Int
  var start: TouchSample?
  init(count: Int) { self.count = count }
  /// What the gesture reports when it recognizes.
  func value(at touch: TouchSample) -> Any { () }
  override func began(_ touch: TouchSample) { start = touch }
  override func moved(_ touch: TouchSample) {
    guard let start, state == .possible else { return }
    if hypot(touch.location.x - start.location.x, touch.location.y - start.location.y) > 10 {
      fail()
    }
  }
  override func ended(_ touch: TouchSample) {
    guard state == .possible, let node else { return }
    let history = node.tapHistory
    let taps = (history.map { touch.time - $0.time <= 0.35 ? $0.count : 0 } ?? 0) + 1
    node.tapHistory = (touch.time, taps)
    if taps >= count {
      node.tapHistory = nil
      recognize(value(at: touch))
    } else {
      state = .failed
    }
  }
}

/// A tap that reports where it landed (iOS 16).
public struct SpatialTapGesture: Gesture, GestureHandleSource {
  public struct Value: Equatable, @unchecked Sendable {
    public var location: CGPoint
  }
  public typealias Body = Never
  public var count: Int
  public var coordinateSpace: CoordinateSpace
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    SpatialTapCore(count: count, coordinateSpace: coordinateSpace).handles(on: node)
  }
}

final class SpatialTapCore: TapCore {
  let coordinateSpace: CoordinateSpace
  init(count: Int, coordinateSpace: CoordinateSpace) {
    self.coordinateSpace = coordinateSpace
    super.init(count: count)
  }
  override func value(at touch: TouchSample) -> Any {
    let fromWindow = node?.transform(fromWindowTo: coordinateSpace) ?? .identity
    return SpatialTapGesture.Value(location: touch.location.applying(fromWindow))
  }
}

// MARK: Long press

public struct LongPressGesture: Gesture, GestureHandleSource {
  public typealias Value = Bool
  public typealias Body = Never
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    LongPressCore(minimumDuration: minimumDuration, maximumDistance: maximumDistance).handles(
      on: node)
  }
}

final class LongPressCore: RecognizerCore {
  let minimumDuration: Double
  let maximumDistance: CGFloat
  var start: TouchSample?
  init(minimumDuration: Double, maximumDistance: CGFloat) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  override func began(_ touch: TouchSample) {
    start = touch
    // SwiftUI reports `true` through onChanged as soon as the press starts.
    handle?.changed(true)
  }
  override func moved(_ touch: TouchSample) {
    guard let start, state == .possible else { return }
    if hypot(touch.location.x - start.location.x, touch.location.y - start.location.y)
      > maximumDistance
    {
      fail()
    }
  }
  override func tick(_ time: Double) {
    guard let start, state == .possible, time - start.time >= minimumDuration else { return }
    recognize(true)
  }
  override func ended(_ touch: TouchSample) {
    tick(touch.time)
    if state == .possible { fail() }
  }
}

// MARK: Drag

public struct DragGesture: Gesture, GestureHandleSource {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var velocity: CGSize
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// Where the drag would end if the finger lifted now and kept its speed for 0.25 s (reference §5).
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
    }
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }
  public typealias Body = Never
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    DragCore(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace).handles(on: node)
  }
}

final class DragCore: RecognizerCore {
  let minimumDistance: CGFloat
  let coordinateSpace: CoordinateSpace
  var start: TouchSample?
  var trail = TouchTrail()
  /// Window → the gesture's space, fixed when the drag starts, so a view that follows the finger (moves,
  /// turns or grows with it) does not feed back into what it is told.
  var fromWindow = CGAffineTransform.identity

  init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  override func began(_ touch: TouchSample) {
    start = touch
    trail.begin(touch)
    fromWindow = node?.transform(fromWindowTo: coordinateSpace) ?? .identity
    if minimumDistance <= 0, activate() { handle?.changed(value(touch)) }
  }

  override func moved(_ touch: TouchSample) {
    guard let start, state == .possible || state == .active else { return }
    trail.record(touch)
    if state == .possible {
      let distance = hypot(touch.location.x - start.location.x, touch.location.y - start.location.y)
      guard distance >= minimumDistance, activate() else { return }
    }
    handle?.changed(value(touch))
  }

  override func ended(_ touch: TouchSample) {
    guard state == .active else {
      if state == .possible { fail() }
      return
    }
    trail.record(touch)
    recognize(value(touch))
  }

  func value(_ touch: TouchSample) -> DragGesture.Value {
    let startPoint = start?.location ?? touch.location
    return DragGesture.Value(
      time: Date(),
      location: touch.location.applying(fromWindow),
      startLocation: startPoint.applying(fromWindow),
      velocity: trail.velocity(at: touch).applying(fromWindow))
  }
}
