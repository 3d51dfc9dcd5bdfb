import Foundation

/// One gesture, then another: the second starts only once the first has recognised (a long press, then a
/// drag that moves what was pressed). The value reports the first gesture while it runs, then the first's
/// final value with the second's, nil until the second has one.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, GestureHandleSource {
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public typealias Body = Never
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let core = SequenceCore(
      first: SwiftUI.makeHandles(for: first, node: node),
      second: SwiftUI.makeHandles(for: second, node: node),
      firstValue: { $0 as? First.Value },
      secondValue: { $0 as? Second.Value },
      wrapFirst: { Value.first($0 as! First.Value) },
      wrapSecond: { Value.second($0 as! First.Value, $1 as? Second.Value) })
    return core.handles(on: node)
  }
}

extension Gesture {
  /// This gesture, then `other` once this one has recognised.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

/// Runs the first gesture's recognisers on the touches; when one recognises, the second's start from where
/// the touch is then. The sequence is active (and wins over other gestures) from the moment the first
/// recognises, fails when either fails before that, and ends with the second (or, when the touch lifts
/// before the second began, with the first's value alone).
final class SequenceCore: RecognizerCore {
  private let first: [GestureHandle]
  private let second: [GestureHandle]
  private var firstValue: Any?
  private var lastTouch: TouchSample?
  private let wrapSecond: (Any, Any?) -> Any

  init(
    first: [GestureHandle], second: [GestureHandle], firstValue: @escaping (Any) -> Any?,
    secondValue: @escaping (Any) -> Any?, wrapFirst: @escaping (Any) -> Any,
    wrapSecond: @escaping (Any, Any?) -> Any
  ) {
    self.first = first
    self.second = second
    self.wrapSecond = wrapSecond
    super.init()
    for handle in first + second {
      // The parts ask the sequence, which asks the router: the sequence wins or loses as one gesture.
      handle.core.requestActivation = { [weak self] _ in self?.activate() ?? false }
    }
    for handle in first {
      let transform = handle.transform
      handle.onChanged.append { [weak self] raw in
        guard let self, let value = firstValue(transform(raw)) else { return }
        self.handle?.changed(wrapFirst(value))
      }
      handle.onEnded.append { [weak self] raw in
        guard let self, let value = firstValue(transform(raw)) else { return }
        self.firstRecognized(value)
      }
    }
    for handle in second {
      let transform = handle.transform
      handle.onChanged.append { [weak self] raw in
        guard let self, let firstValue = self.firstValue,
          let value = secondValue(transform(raw))
        else { return }
        self.handle?.changed(wrapSecond(firstValue, value))
      }
      handle.onEnded.append { [weak self] raw in
        guard let self, let firstValue = self.firstValue else { return }
        self.recognize(wrapSecond(firstValue, secondValue(transform(raw))))
      }
    }
  }

  private var running: [GestureHandle] { firstValue == nil ? first : second }

  private func firstRecognized(_ value: Any) {
    firstValue = value
    handle?.changed(wrapSecond(value, nil))
    guard let touch = lastTouch else { return }
    for handle in second { handle.core.began(touch) }
  }

  override func began(_ touch: TouchSample) {
    lastTouch = touch
    for handle in first { handle.core.began(touch) }
    failIfPartsFailed()
  }

  override func moved(_ touch: TouchSample) {
    lastTouch = touch
    for handle in running where isRunning(handle) { handle.core.moved(touch) }
    failIfPartsFailed()
  }

  override func tick(_ time: Double) {
    if var touch = lastTouch {
      touch.time = time
      lastTouch = touch
    }
    for handle in running where isRunning(handle) { handle.core.tick(time) }
    failIfPartsFailed()
  }

  override func ended(_ touch: TouchSample) {
    lastTouch = touch
    for handle in running where isRunning(handle) { handle.core.ended(touch) }
    // The first part may have recognised on this very touch (a long press's time ran out): the second,
    // just begun, ends with it.
    if firstValue != nil {
      for handle in second where isRunning(handle) { handle.core.ended(touch) }
    }
    guard state == .possible || state == .active else { return }
    if let firstValue {
      // Lifted before the second gesture took the touch: the sequence ends with the first's value alone.
      recognize(wrapSecond(firstValue, nil))
    } else {
      fail()
    }
  }

  override func cancel() {
    for handle in first + second where isRunning(handle) { handle.core.cancel() }
    super.cancel()
  }

  private func isRunning(_ handle: GestureHandle) -> Bool {
    handle.core.state == .possible || handle.core.state == .active
  }

  /// The sequence fails when every recogniser of the running part has failed.
  private func failIfPartsFailed() {
    guard state == .possible || state == .active else { return }
    let part = running
    if !part.isEmpty, part.allSatisfy({ $0.core.state == .failed }) { fail() }
  }
}
