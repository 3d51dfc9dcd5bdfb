import CSDL2
import Foundation

/// The window's event loop. A frame is drawn only when the graph asks for one (a state change, focus moving)
/// or something animates, and is paced by the display. Between frames the loop sleeps in
/// SDL_WaitEventTimeout and pumps the main run loop on every pass, so `DispatchQueue.main` blocks, `Timer`s
/// and main-actor `Task`s run as they would on iOS and any state they change is drawn on the next pass.
@MainActor final class WindowLoop {
  /// The longest sleep while idle. Main-queue work (asyncAfter, a Task resuming) cannot wake SDL's wait, so
  /// this bounds its latency to about two frames; waking 30 times a second costs well under 1% of a core.
  static let idleWait: Int32 = 33
  /// While a finger is down nothing may change on screen, but a long press must still be recognised on time.
  static let touchWait: Int32 = 8

  private let window: SDLWindow
  private let host: ViewHost
  private let start = DispatchTime.now().uptimeNanoseconds
  private var running = true
  private var frameRequested = true
  private var needsPresent = false
  private var animating = false
  private var pointerIsDown = false
  private var lastPointer = CGPoint.zero
  private var textInputActive = false
  private var textInputRect: SDL_Rect?
  private var lastPresent: Double = 0
  private var nextTimer: Date?
  private var textBlockedByShortcut = false
  /// A trackpad pinch in progress (SDL reports no end): where, and when its last step came.
  private var pinch: (point: CGPoint, time: Double)?

  init(window: SDLWindow, host: ViewHost) {
    self.window = window
    self.host = host
  }

  func run() {
    host.onNeedsFrame = { [weak self] in self?.frameRequested = true }
    // SDL starts text input with the video subsystem; an input method should only see keys for a field.
    SDL_StopTextInput()
    while running {
      waitForEvents()
      guard running else { break }
      // One pass of the main run loop: due timers, main-queue blocks, main-actor jobs.
      nextTimer = RunLoop.main.limitDate(forMode: .default)
      if pointerIsDown {
        advanceClock()
        host.tickInput()
      }
      endQuietPinch()
      frame()
      syncTextInput()
    }
    host.onNeedsFrame = nil
    if textInputActive { SDL_StopTextInput() }
  }

  private var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

  private func advanceClock() { host.clock.set(seconds) }

  // MARK: Waiting

  private func waitForEvents() {
    var event = SDL_Event()
    if SDL_WaitEventTimeout(&event, waitTimeout()) != 0 {
      advanceClock()
      handle(&event)
      while running, SDL_PollEvent(&event) != 0 { handle(&event) }
    }
  }

  private func waitTimeout() -> Int32 {
    if frameRequested || animating || needsPresent || host.needsFrame { return 0 }
    var timeout = pointerIsDown ? Self.touchWait : Self.idleWait
    // A Timer due sooner than that shortens the sleep.
    if let next = nextTimer {
      let milliseconds = next.timeIntervalSinceNow * 1000
      if milliseconds < Double(timeout) { timeout = Int32(max(milliseconds.rounded(.up), 0)) }
    }
    return timeout
  }

  // MARK: Frames

  private func frame() {
    guard frameRequested || animating || host.needsFrame else {
      if needsPresent {
        needsPresent = false
        window.present()
      }
      return
    }
    frameRequested = false
    if window.measure() { applyWindowSize() }
    advanceClock()
    animating = host.update()
    if window.draw({ host.render(into: $0) }) {
      needsPresent = false
      paceFrame()
      window.present()
    } else {
      // Minimized or zero-sized: sleep until the window comes back (RESTORED asks for a frame) rather than
      // spinning through an animation nobody sees.
      animating = false
    }
  }

  /// Vsync normally blocks in present; where it does not (Xvfb, some software renderers) this keeps an
  /// animation from drawing faster than the display refreshes.
  private func paceFrame() {
    let now = seconds
    let wait = window.minimumFrameInterval - (now - lastPresent)
    if wait > 0.001 { SDL_Delay(UInt32(wait * 1000)) }
    lastPresent = seconds
  }

  private func applyWindowSize() {
    host.scale = window.scale
    host.resize(to: window.pointSize)
    frameRequested = true
  }

  // MARK: Events

  private func handle(_ event: inout SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      running = false
    case SDL_WINDOWEVENT:
      handleWindowEvent(event.window)
    case SDL_MOUSEBUTTONDOWN:
      guard event.button.button == UInt8(SDL_BUTTON_LEFT),
        event.button.which != SDLEventTranslation.touchMouseID
      else { return }
      pointerIsDown = true
      lastPointer = window.point(windowX: event.button.x, y: event.button.y)
      send(.pointerDown(lastPointer))
    case SDL_MOUSEMOTION:
      guard pointerIsDown, event.motion.which != SDLEventTranslation.touchMouseID else { return }
      lastPointer = window.point(windowX: event.motion.x, y: event.motion.y)
      send(.pointerMoved(lastPointer))
    case SDL_MOUSEBUTTONUP:
      guard event.button.button == UInt8(SDL_BUTTON_LEFT), pointerIsDown,
        event.button.which != SDLEventTranslation.touchMouseID
      else { return }
      pointerIsDown = false
      lastPointer = window.point(windowX: event.button.x, y: event.button.y)
      send(.pointerUp(lastPointer))
    case SDL_MOUSEWHEEL:
      var x: Int32 = 0
      var y: Int32 = 0
      SDL_GetMouseState(&x, &y)
      let point = window.point(windowX: x, y: y)
      if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
        pinch(scale: SDLEventTranslation.pinchScale(preciseY: event.wheel.preciseY), at: point)
        return
      }
      let delta = SDLEventTranslation.scrollDelta(
        preciseX: event.wheel.preciseX, preciseY: event.wheel.preciseY)
      guard delta != .zero else { return }
      send(.scroll(dx: delta.width, dy: delta.height, at: point))
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      let finger = event.tfinger
      guard SDLEventTranslation.isTouchScreen(finger.touchId) else { return }
      let size = window.pointSize
      let point = CGPoint(x: CGFloat(finger.x) * size.width, y: CGFloat(finger.y) * size.height)
      let phase: PointerEvent.Phase =
        event.type == SDL_FINGERDOWN.rawValue
        ? .down : event.type == SDL_FINGERUP.rawValue ? .up : .moved
      send(
        .pointer(
          PointerEvent(
            id: SDLEventTranslation.pointer(finger: finger.fingerId), phase: phase, location: point)
        ))
    case SDL_MULTIGESTURE:
      // On a touch screen the fingers themselves make the gesture; a trackpad's come only as this.
      guard !SDLEventTranslation.isTouchScreen(event.mgesture.touchId) else { return }
      var x: Int32 = 0
      var y: Int32 = 0
      SDL_GetMouseState(&x, &y)
      let step = SDLEventTranslation.pinchStep(
        dDist: event.mgesture.dDist, dTheta: event.mgesture.dTheta)
      pinch(scale: step.scale, rotation: step.rotation, at: window.point(windowX: x, y: y))
    case SDL_KEYDOWN:
      let keysym = event.key.keysym
      // X11 turns Super+Z into the text "z" as well; with Control or Command held a key is a shortcut, never
      // typing (an input method commits on a later, plain key).
      textBlockedByShortcut = !SDLEventTranslation.modifiers(keysym.mod).isDisjoint(with: [
        .control, .command,
      ])
      if SDLEventTranslation.isQuit(sym: keysym.sym, mod: keysym.mod) {
        running = false
      } else if let input = SDLEventTranslation.key(
        sym: keysym.sym, mod: keysym.mod, textInputActive: textInputActive)
      {
        send(input)
      }
    case SDL_TEXTINPUT:
      guard !textBlockedByShortcut else { return }
      let text = SDLEventTranslation.string(fromFixedBuffer: event.text.text)
      if !text.isEmpty { send(.text(text)) }
    case SDL_TEXTEDITING:
      send(.composition(SDLEventTranslation.string(fromFixedBuffer: event.edit.text)))
    case SDL_TEXTEDITING_EXT:
      // Compositions longer than SDL's fixed buffer; the text is ours to free.
      guard let text = event.editExt.text else { return }
      defer { SDL_free(text) }
      send(.composition(String(cString: text)))
    default:
      break
    }
  }

  private func handleWindowEvent(_ event: SDL_WindowEvent) {
    switch SDL_WindowEventID(UInt32(event.event)) {
    case SDL_WINDOWEVENT_CLOSE:
      running = false
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
      if window.measure() { applyWindowSize() }
    case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
      // A frame skipped while minimized is drawn now; otherwise showing the last one again is enough.
      needsPresent = true
      frameRequested = frameRequested || event.event != UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
    case SDL_WINDOWEVENT_FOCUS_LOST:
      // A finger cannot stay down on a window the user left; end the touch where it was.
      if pointerIsDown {
        pointerIsDown = false
        send(.pointerUp(lastPointer))
      }
    default:
      break
    }
  }

  private func pinch(scale: CGFloat, rotation: Angle = .zero, at point: CGPoint) {
    pinch = (point, seconds)
    send(.pinch(scale: scale, rotation: rotation, at: point, phase: .changed))
  }

  /// SDL reports no end of a pinch: it ends when no step came for a moment.
  private func endQuietPinch() {
    guard let pinch, seconds - pinch.time > 0.15 else { return }
    self.pinch = nil
    send(.pinch(scale: 1, rotation: .zero, at: pinch.point, phase: .ended))
  }

  private func send(_ event: InputEvent) {
    host.send(event)
    // The router updates the graph itself, so `needsFrame` may already be false: draw whatever it changed.
    frameRequested = true
  }

  // MARK: Text input

  private func syncTextInput() {
    let wanted = host.wantsTextInput
    if wanted != textInputActive {
      textInputActive = wanted
      textInputRect = nil
      if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }
    guard wanted, let caret = host.textInputCaretRect else { return }
    var rect = window.windowRect(caret)
    if let old = textInputRect, old.x == rect.x, old.y == rect.y, old.w == rect.w, old.h == rect.h {
      return
    }
    textInputRect = rect
    SDL_SetTextInputRect(&rect)
  }
}
