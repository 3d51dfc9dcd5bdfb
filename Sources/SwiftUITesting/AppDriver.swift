import Foundation
import SwiftUI

/// Drives a SwiftUI view tree headless, in the spirit of XCUITest: find elements by text, label or
/// placeholder; tap, type, drag, scroll; advance the clock; take screenshots.
@MainActor public final class AppDriver {
  public let host: ViewHost
  /// When set, every 1/60 s of virtual time the driver advances is written as a frame.
  public var recorder: FrameRecorder?

  public init<V: View>(
    _ view: V, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2
  ) {
    host = ViewHost(rootView: view, size: size, scale: scale)
  }

  /// Resizes the window the views are in, as a person dragging its edge (or turning the phone) would.
  public func resize(to size: CGSize) { host.resize(to: size) }

  // MARK: Finding

  // Every query means what a person sees: an element is found only while some of it is inside the window and
  // every clip above it, it is not fully transparent, and it is not on its way out (a removal transition).

  /// The elements a person can see, back to front.
  package func elements() -> [InspectedElement] { host.elements().filter(\.isVisible) }

  /// All texts on screen, back to front.
  public var texts: [String] { elements().filter { $0.kind == .text }.map(\.label) }

  /// The topmost visible element whose text, label or placeholder equals `label` (or contains it, if `exact`
  /// is false).
  package func element(_ label: String, exact: Bool = true) -> InspectedElement? {
    elements().last { exact ? $0.label == label : $0.label.contains(label) }
  }

  /// Whether a person can see an element with this text, label or placeholder. With `includingHidden`, also
  /// one that is drawn but not seen: scrolled or clipped away, outside the window, or on its way out.
  public func exists(_ label: String, exact: Bool = true, includingHidden: Bool = false) -> Bool {
    includingHidden ? drawnElement(label, exact: exact) != nil : element(label, exact: exact) != nil
  }

  /// The frame of a visible element, in points (as drawn now, mid-animation included). With
  /// `includingHidden`, also of one scrolled or clipped away, outside the window, or leaving.
  public func frame(of label: String, includingHidden: Bool = false) -> CGRect? {
    includingHidden ? drawnElement(label)?.frame : element(label)?.frame
  }

  /// The text in the visible field with this placeholder or label.
  public func value(of label: String) -> String? { element(label)?.value }

  /// The opacity a visible element is drawn with now (1 when fully shown). With `includingHidden`, also of
  /// one that is drawn but not seen (a fading removal, say).
  public func opacity(of label: String, includingHidden: Bool = false) -> Double? {
    includingHidden ? drawnElement(label)?.opacity : element(label)?.opacity
  }

  /// The topmost element drawn with this label, visible ones first, even if a person cannot see it.
  package func drawnElement(_ label: String, exact: Bool = true) -> InspectedElement? {
    let matches = host.elements().filter {
      (exact ? $0.label == label : $0.label.contains(label)) && $0.opacity > 0.01
    }
    return matches.last(where: \.isVisible) ?? matches.last(where: \.isHittable) ?? matches.last
  }

  /// The rotation the element is drawn with now, in degrees (clockwise positive).
  public func rotation(of label: String) -> Double? { element(label)?.rotationDegrees }

  // MARK: Acting

  public enum DriverError: Error, CustomStringConvertible {
    case notFound(String, onScreen: [String])
    public var description: String {
      switch self {
      case .notFound(let label, let screen):
        return "no element \"\(label)\" on screen; visible: \(screen)"
      }
    }
  }

  /// Taps the element with this text, label or placeholder (at its centre), like a finger would.
  public func tap(_ label: String, exact: Bool = true) throws {
    guard let element = element(label, exact: exact) else {
      throw DriverError.notFound(label, onScreen: elements().map(\.label))
    }
    tap(at: element.center)
  }

  public func tap(at point: CGPoint) {
    host.send(.pointerDown(point))
    advance(by: 0.05)
    host.send(.pointerUp(point))
    host.update()
  }

  /// Types text into the focused field, one character at a time (each a separate keystroke).
  public func type(_ text: String) {
    for character in text {
      if character == "\n" {
        host.send(.key(.returnKey, modifiers: []))
      } else {
        host.send(.text(String(character)))
      }
      // A recording shows typing at a human pace.
      if recorder != nil { advance(by: 0.08) }
    }
  }

  public func press(_ key: Key, modifiers: KeyModifiers = []) {
    host.send(.key(key, modifiers: modifiers))
  }

  /// Drags from one point to another over `duration` seconds of virtual time.
  public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, steps: Int = 12) {
    host.send(.pointerDown(start))
    for step in 1...max(steps, 1) {
      advance(by: duration / Double(max(steps, 1)))
      let t = CGFloat(step) / CGFloat(max(steps, 1))
      host.send(
        .pointerMoved(
          CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
    }
    host.send(.pointerUp(end))
    host.update()
  }

  /// A finger put down, moved and lifted in separate steps, to look at the screen in the middle of a drag.
  public func touchDown(at point: CGPoint) { host.send(.pointerDown(point)) }
  /// A right-click, as a mouse gives one in the window: the menu a long press would show.
  /// Moves the mouse pointer, no button down, to `point` (nil: out of the window), as hovering does.
  public func hover(at point: CGPoint?) {
    host.send(.hover(point))
  }

  public func secondaryClick(at point: CGPoint) {
    host.send(.secondaryClick(point))
    settle()
  }
  public func touchMove(to point: CGPoint) {
    host.send(.pointerMoved(point))
    host.update()
  }
  public func touchUp(at point: CGPoint) {
    host.send(.pointerUp(point))
    host.update()
  }

  /// A wheel or two-finger trackpad scroll at `point`: the content moves by (dx, dy) points.
  public func scroll(dx: CGFloat = 0, dy: CGFloat, at point: CGPoint) {
    host.send(.scroll(dx: dx, dy: dy, at: point))
  }

  /// Two fingers on a touch screen, `distance` points apart on a line through `center` (level, at first),
  /// spread to `scale` times that distance while turning by `rotation` (clockwise positive) over `duration`
  /// seconds of virtual time, then lifted.
  public func pinch(
    at center: CGPoint, scale: CGFloat, rotation: Angle = .zero, distance: CGFloat = 100,
    duration: Double = 0.3, steps: Int = 12
  ) {
    let fingers = (PointerID(1), PointerID(2))
    func positions(_ t: CGFloat) -> (CGPoint, CGPoint) {
      let half = distance * (1 + (scale - 1) * t) / 2
      let angle = rotation.radians * Double(t)
      let dx = half * cos(angle)
      let dy = half * sin(angle)
      return (
        CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)
      )
    }
    let start = positions(0)
    host.send(.pointer(PointerEvent(id: fingers.0, phase: .down, location: start.0)))
    host.send(.pointer(PointerEvent(id: fingers.1, phase: .down, location: start.1)))
    var last = start
    for step in 1...max(steps, 1) {
      advance(by: duration / Double(max(steps, 1)))
      last = positions(CGFloat(step) / CGFloat(max(steps, 1)))
      host.send(.pointer(PointerEvent(id: fingers.0, phase: .moved, location: last.0)))
      host.send(.pointer(PointerEvent(id: fingers.1, phase: .moved, location: last.1)))
    }
    host.send(.pointer(PointerEvent(id: fingers.1, phase: .up, location: last.1)))
    host.send(.pointer(PointerEvent(id: fingers.0, phase: .up, location: last.0)))
    host.update()
  }

  /// Two fingers turning about `center` by `angle` (clockwise positive), keeping their distance.
  public func rotate(
    at center: CGPoint, by angle: Angle, distance: CGFloat = 100, duration: Double = 0.3,
    steps: Int = 12
  ) {
    pinch(
      at: center, scale: 1, rotation: angle, distance: distance, duration: duration, steps: steps)
  }

  /// Two fingers `distance` points apart (level, about `center`) sliding together by `translation`, then
  /// lifted: on a map, sliding up tilts it.
  public func twoFingerDrag(
    at center: CGPoint, by translation: CGSize, distance: CGFloat = 100, duration: Double = 0.3,
    steps: Int = 12
  ) {
    let fingers = (PointerID(1), PointerID(2))
    func positions(_ t: CGFloat) -> (CGPoint, CGPoint) {
      let x = center.x + translation.width * t
      let y = center.y + translation.height * t
      return (CGPoint(x: x - distance / 2, y: y), CGPoint(x: x + distance / 2, y: y))
    }
    let start = positions(0)
    host.send(.pointer(PointerEvent(id: fingers.0, phase: .down, location: start.0)))
    host.send(.pointer(PointerEvent(id: fingers.1, phase: .down, location: start.1)))
    var last = start
    for step in 1...max(steps, 1) {
      advance(by: duration / Double(max(steps, 1)))
      last = positions(CGFloat(step) / CGFloat(max(steps, 1)))
      host.send(.pointer(PointerEvent(id: fingers.0, phase: .moved, location: last.0)))
      host.send(.pointer(PointerEvent(id: fingers.1, phase: .moved, location: last.1)))
    }
    host.send(.pointer(PointerEvent(id: fingers.1, phase: .up, location: last.1)))
    host.send(.pointer(PointerEvent(id: fingers.0, phase: .up, location: last.0)))
    host.update()
  }

  /// A trackpad pinch (or Control + wheel) at `point`: `scale` and `rotation` in all, in `steps` events.
  public func trackpadPinch(
    at point: CGPoint, scale: CGFloat, rotation: Angle = .zero, duration: Double = 0.3,
    steps: Int = 6
  ) {
    let count = max(steps, 1)
    let stepScale = pow(scale, 1 / CGFloat(count))
    let stepRotation = Angle.radians(rotation.radians / Double(count))
    for _ in 0..<count {
      advance(by: duration / Double(count))
      host.send(.pinch(scale: stepScale, rotation: stepRotation, at: point, phase: .changed))
    }
    host.send(.pinch(scale: 1, rotation: .zero, at: point, phase: .ended))
    host.update()
  }

  // MARK: Time

  /// Advances virtual time (animations, long presses).
  public func advance(by seconds: Double) {
    guard let recorder else { return host.advance(by: seconds) }
    let step = 1 / recorder.framesPerSecond
    var remaining = seconds
    while remaining > step / 2 {
      host.advance(by: step)
      recorder.capture(host)
      remaining -= step
    }
  }

  /// Advances until nothing animates (at most `limit` seconds of virtual time).
  public func settle(limit: Double = 5) {
    var elapsed = 0.0
    host.update()
    while host.isAnimating && elapsed < limit {
      advance(by: 1.0 / 60)
      elapsed += 1.0 / 60
    }
  }

  /// Lets real time pass so `DispatchQueue.main.asyncAfter`, timers and tasks run (the main actor is free
  /// while this awaits), advancing the virtual clock alongside, then settles.
  public func wait(seconds: Double) async {
    let start = Date()
    while Date().timeIntervalSince(start) < seconds {
      try? await Task.sleep(nanoseconds: 10_000_000)
      if recorder == nil { host.advance(by: 0.01) } else { host.update() }
    }
    settle()
  }

  /// The same as `wait(seconds:)` for synchronous callers on the main thread (scripts): runs the main run
  /// loop for `seconds` of real time — `DispatchQueue.main` blocks, timers, main-actor tasks and the results
  /// of background work arrive — advancing the clock alongside (recording frames), then settles. Off the
  /// main thread there is no run loop to run, so only the clock advances.
  public func pass(seconds: Double) {
    guard Thread.isMainThread else {
      advance(by: seconds)
      return settle()
    }
    let start = Date()
    var advanced = 0.0
    let frame = 1.0 / 60
    while true {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
      let elapsed = Date().timeIntervalSince(start)
      if elapsed >= seconds { break }
      // One frame at a time, so work that arrives mid-way is drawn (and recorded) when it arrives, even
      // when drawing is slower than real time.
      if elapsed - advanced >= frame {
        advance(by: frame)
        advanced += frame
      }
    }
    if seconds - advanced > 0 { advance(by: seconds - advanced) }
    RunLoop.main.run(until: Date())
    settle()
  }

  /// Waits (in real time, keeping the main actor free) until `label` is on screen; false after `timeout`.
  public func wait(for label: String, timeout: Double = 5) async -> Bool {
    let start = Date()
    while Date().timeIntervalSince(start) < timeout {
      if exists(label) { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
      if recorder == nil { host.advance(by: 0.01) } else { host.update() }
    }
    return exists(label)
  }

  // MARK: Looking

  public func screenshot() -> RenderedImage { host.render() }

  @discardableResult
  public func screenshot(to path: String) -> RenderedImage {
    let image = host.render()
    image.writePNG(to: path)
    return image
  }
}
