import Foundation

/// A list row's own drags: sideways for its swipe actions (starting only when the finger moves sideways
/// first, failing when it moves up or down first, so the list keeps scrolling), or up and down from its
/// reorder handle (starting at once when the touch lands in `region`). Values are physical, with the row's
/// size, which decides how far a swipe must go.
struct RowDragGesture: Gesture, GestureHandleSource {
  struct Value {
    var translation: CGSize
    var velocity: CGSize
    var rowSize: CGSize
  }
  typealias Body = Never
  static let hysteresis: CGFloat = 10

  let axis: Axis
  /// For a vertical drag: where in the row (its own points) the touch must land.
  var region: (@MainActor (CGPoint, CGSize) -> Bool)? = nil

  func makeHandles(node: ViewNode) -> [GestureHandle] {
    RowDragCore(axis: axis, region: region).handles(on: node)
  }
}

final class RowDragCore: RecognizerCore {
  let axis: Axis
  let region: (@MainActor (CGPoint, CGSize) -> Bool)?
  private var start: TouchSample?
  private var trail = TouchTrail()

  init(axis: Axis, region: (@MainActor (CGPoint, CGSize) -> Bool)?) {
    self.axis = axis
    self.region = region
  }

  override func began(_ touch: TouchSample) {
    start = touch
    trail.begin(touch)
    guard let region else { return }
    if region(local(touch.location), node?.frame.size ?? .zero), activate() {
      handle?.changed(value(touch))
    } else {
      fail()
    }
  }

  override func moved(_ touch: TouchSample) {
    guard let start, state == .possible || state == .active else { return }
    trail.record(touch)
    if state == .possible {
      let dx = abs(touch.location.x - start.location.x)
      let dy = abs(touch.location.y - start.location.y)
      let along = axis == .horizontal ? dx : dy
      let across = axis == .horizontal ? dy : dx
      if across >= RowDragGesture.hysteresis && across > along {
        fail()
        return
      }
      guard along >= RowDragGesture.hysteresis, activate() else { return }
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

  private func value(_ touch: TouchSample) -> RowDragGesture.Value {
    let origin = start?.location ?? touch.location
    return RowDragGesture.Value(
      translation: CGSize(width: touch.location.x - origin.x, height: touch.location.y - origin.y),
      velocity: trail.velocity(at: touch), rowSize: node?.frame.size ?? .zero)
  }
}
