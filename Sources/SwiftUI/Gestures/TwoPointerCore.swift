import Foundation

/// The recognizer behind `MagnifyGesture` and `RotateGesture`: follows the first two pointers on its view (or
/// a trackpad pinch) and reports one measure of them — their distance's ratio, or their angle's change —
/// once it has changed by the gesture's minimum. It ends when either pointer lifts.
class TwoPointerCore: RecognizerCore {
  override var tracksPointers: Bool { true }
  override var acceptsPinch: Bool { true }

  private var pointers: [(id: PointerID, location: CGPoint)] = []
  private var startPair: (CGPoint, CGPoint)?
  private var samples: [(time: Double, value: Double)] = []
  /// Where the gesture began (the pointers' midpoint), in the view's own space at that moment.
  private(set) var startLocation: CGPoint = .zero
  private(set) var startAnchor: UnitPoint = .center

  /// The measure from the starting pair of points to the current one.
  func measure(from start: (CGPoint, CGPoint), to now: (CGPoint, CGPoint)) -> Double { 0 }
  /// The measure of a trackpad pinch so far.
  func measure(_ pinch: PinchSample) -> Double { 0 }
  /// Whether the measure has moved far enough from rest for the gesture to start.
  func startsAt(_ measure: Double) -> Bool { false }
  /// The gesture's value for a measure and its rate of change per second.
  func value(_ measure: Double, velocity: Double, time: Double) -> Any { measure }

  override func began(_ touch: TouchSample) {
    pointers = [(touch.pointer, touch.location)]
  }

  override func added(_ touch: TouchSample) {
    guard pointers.count == 1, state == .possible else { return }
    pointers.append((touch.pointer, touch.location))
    let pair = (pointers[0].location, pointers[1].location)
    startPair = pair
    start(at: CGPoint(x: (pair.0.x + pair.1.x) / 2, y: (pair.0.y + pair.1.y) / 2), time: touch.time)
  }

  override func moved(_ touch: TouchSample) {
    guard let index = pointers.firstIndex(where: { $0.id == touch.pointer }) else { return }
    pointers[index].location = touch.location
    guard let startPair, pointers.count == 2 else { return }
    update(
      measure(from: startPair, to: (pointers[0].location, pointers[1].location)), time: touch.time)
  }

  override func ended(_ touch: TouchSample) {
    guard pointers.contains(where: { $0.id == touch.pointer }) else { return }
    finish()
  }

  override func pinchBegan(_ pinch: PinchSample) { start(at: pinch.location, time: pinch.time) }
  override func pinchChanged(_ pinch: PinchSample) { update(measure(pinch), time: pinch.time) }
  override func pinchEnded(_ pinch: PinchSample) {
    update(measure(pinch), time: pinch.time)
    finish()
  }

  private func start(at center: CGPoint, time: Double) {
    samples = [(time, rest)]
    guard let node else { return }
    startLocation = node.localPoint(fromWindow: center)
    let size = node.presentation.size
    startAnchor = UnitPoint(
      x: size.width > 0 ? startLocation.x / size.width : 0.5,
      y: size.height > 0 ? startLocation.y / size.height : 0.5)
  }

  /// The measure before anything moved.
  var rest: Double { 0 }

  private func update(_ measure: Double, time: Double) {
    guard state == .possible || state == .active else { return }
    samples.append((time, measure))
    if samples.count > 8 { samples.removeFirst(samples.count - 8) }
    if state == .possible {
      guard startsAt(measure), activate() else { return }
    }
    handle?.changed(value(measure, velocity: velocity(at: time), time: time))
  }

  private func finish() {
    guard state == .active, let last = samples.last else {
      if state == .possible { fail() }
      return
    }
    recognize(value(last.value, velocity: velocity(at: last.time), time: last.time))
  }

  /// Per second, over the samples of the last 100 ms.
  private func velocity(at time: Double) -> Double {
    let recent = samples.filter { time - $0.time <= 0.1 }
    guard let first = recent.first, let last = recent.last, last.time - first.time > 0.001 else {
      return 0
    }
    return (last.value - first.value) / (last.time - first.time)
  }
}
