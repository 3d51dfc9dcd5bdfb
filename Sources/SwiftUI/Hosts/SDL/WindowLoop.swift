import CSDL2
import Foundation

/// glibc's malloc_trim(3): returns freed heap memory to the system (not in Swift's Glibc module).
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

/// The window's event loop. It sleeps in SDL_WaitEvent until something can change what is on screen: an input
/// event, a `Timer` due on the main run loop (the caret blink, an app's timers; the wait ends at its fire date),
/// work queued on the main queue (`DispatchQueue.main`, main-actor `Task`s; `MainQueueWaker` wakes SDL), or the
/// next frame of a running animation. Idle, it does not wake at all.
///
/// A frame is drawn only when something changed, and only what changed: a state change, layout or animation
/// redraws the window, a caret blink only the caret's rectangle; the presenter sends only those rectangles to
/// the display.
@MainActor final class WindowLoop {
  /// While a finger is down nothing may change on screen, but a long press must still be recognised on time.
  static let touchWait: Int32 = 8
  /// How long without a step ends a trackpad pinch (SDL reports no end).
  static let quietPinch = 0.15

  private let window: SDLWindow
  private let host: ViewHost
  private let trace: WindowTrace
  private let waker: MainQueueWaker?
  private let start = DispatchTime.now().uptimeNanoseconds
  private var running = true
  /// The whole window must be drawn again (state changed, layout, animation, resize, a new canvas).
  private var needsFullFrame = true
  /// Rectangles (points) to draw again when nothing else changed.
  private var damage: [CGRect] = []
  /// Show the last frame again (an expose) without drawing.
  private var needsPresent = false
  private var animating = false
  private var pointerIsDown = false
  private var lastPointer = CGPoint.zero
  private var textInputActive = false
  private var textInputRect: SDL_Rect?
  private var lastFrameTime: Double = -1
  private var nextTimer: Date?
  private var textBlockedByShortcut = false
  /// A trackpad pinch in progress (SDL reports no end): where, and when its last step came.
  private var pinch: (point: CGPoint, time: Double)?
  private var lastCanvas: CanvasSurface?
  /// Returns from the wait, and frames presented (the idle test counts them).
  private(set) var wakeUps = 0
  private(set) var frames = 0
  private var hostStarted: Double?
  /// A whole frame was drawn since the host last prepared while idle (`ViewHost.prepareWhileIdle`).
  private var needsIdlePreparation = false
  /// How long without an event counts as idle: a pause of a few frames, not a gap between two mouse motions.
  static let idlePause: Int32 = 60
  /// A frame that follows a change draws and presents only what the renderer's damage tracking finds changed;
  /// `SWIFTUI_WINDOW_DAMAGE=0` draws and presents every such frame whole.
  private let drawsWhole =
    ProcessInfo.processInfo.environment["SWIFTUI_WINDOW_DAMAGE"] == "0"

  init(window: SDLWindow, host: ViewHost, trace: WindowTrace, hostStarted: Double?) {
    self.window = window
    self.host = host
    self.trace = trace
    self.hostStarted = hostStarted
    waker = MainQueueWaker()
  }

  func run() {
    host.onNeedsFrame = { [weak self] in self?.needsFullFrame = true }
    host.onNeedsDisplay = { [weak self] rect in self?.damage.append(rect) }
    // SDL starts text input with the video subsystem; an input method should only see keys for a field.
    SDL_StopTextInput()
    // The first frame is drawn into the hidden window and shown with it.
    runMainRunLoop()
    // What start-up freed (font and string tables parsed, the first views' temporaries) goes back to the system
    // before the window surface takes its place, rather than staying in glibc's heap for the window's lifetime;
    // so do the pages of fontconfig's caches, which laying the views out read again to choose their fonts.
    _ = mallocTrim(0)
    FontCacheMemory.release()
    frame()
    trace.phase("first frame drawn")
    window.show()
    window.presenter.present(nil)
    trace.phase("window shown")
    trace.printStartup(before: hostStarted)
    // Anything the first frame read of them again.
    FontCacheMemory.release()
    waker?.start()
    while running {
      waitForEvents()
      guard running else { break }
      runMainRunLoop()
      if pointerIsDown {
        advanceClock()
        host.tickInput()
      }
      endQuietPinch()
      frame()
      syncTextInput()
    }
    waker?.stop()
    host.onNeedsFrame = nil
    host.onNeedsDisplay = nil
    if textInputActive { SDL_StopTextInput() }
    trace.closing(frames: frames, wakeUps: wakeUps)
  }

  private var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

  private func advanceClock() { host.clock.set(seconds) }

  /// One pass of the main run loop: due timers, main-queue blocks, main-actor jobs. Returns the next timer's date.
  private func runMainRunLoop() {
    let next = RunLoop.main.limitDate(forMode: .default)
    nextTimer = next == Date.distantFuture ? nil : next
    waker?.mainRunLoopRan()
  }

  // MARK: Waiting

  private func waitForEvents() {
    var event = SDL_Event()
    let timeout = waitTimeout()
    let woke = SDL_WaitEventTimeout(&event, timeout) != 0
    if !woke, preparesWhenIdle {
      // Idle for a moment after a change: the layers the next interaction needs are made now, not in its first
      // frame. Once per change, so an idle window stays asleep.
      needsIdlePreparation = false
      let layers = host.prepareWhileIdle()
      if trace.enabled { trace.write("window: prepared while idle, \(layers) layers") }
    }
    if timeout != 0 {
      wakeUps += 1
      if trace.enabled {
        trace.wake(wakeUps, reason: woke ? eventName(event) : "timeout \(timeout) ms")
      }
    }
    if woke {
      advanceClock()
      handle(&event)
      while running, SDL_PollEvent(&event) != 0 { handle(&event) }
    }
  }

  /// Milliseconds to sleep: none when a frame is due, until the next animation frame or timer, else forever (-1).
  private func waitTimeout() -> Int32 {
    var deadline: Double?
    if animating {
      deadline = lastFrameTime + window.minimumFrameInterval
    } else if needsFullFrame || !damage.isEmpty || needsPresent || host.needsFrame {
      return 0
    }
    if let next = nextTimer {
      let due = seconds + next.timeIntervalSinceNow
      deadline = min(deadline ?? due, due)
    }
    if let pinch {
      // A pinch ends when no step came for a moment (`endQuietPinch`).
      let due = pinch.time + Self.quietPinch + 0.001
      deadline = min(deadline ?? due, due)
    }
    var timeout: Int32 = -1
    if let deadline {
      let milliseconds = ((deadline - seconds) * 1000).rounded(.up)
      timeout = Int32(max(min(milliseconds, 3_600_000), 0))
    }
    if pointerIsDown, timeout < 0 || timeout > Self.touchWait { timeout = Self.touchWait }
    if preparesWhenIdle, timeout < 0 || timeout > Self.idlePause { timeout = Self.idlePause }
    return timeout
  }

  /// Whether the next wait that ends with no event prepares the next interaction's layers.
  private var preparesWhenIdle: Bool { needsIdlePreparation && !animating && !pointerIsDown }

  // MARK: Frames

  private func frame() {
    let due = !animating || seconds >= lastFrameTime + window.minimumFrameInterval - 0.0005
    let wantsFull = needsFullFrame || animating || host.needsFrame
    guard due, wantsFull || !damage.isEmpty else {
      if needsPresent {
        needsPresent = false
        if lastCanvas != nil { window.presenter.present(nil) }
      }
      return
    }
    let frameStart = DispatchTime.now().uptimeNanoseconds
    // Frames are paced start to start, so drawing time does not stretch the period.
    let startSeconds = seconds
    if window.measure() { applyWindowSize() }
    var full = wantsFull
    // The frame that ends an animation is drawn and presented whole. On a loaded machine a slide's last frames
    // come late and far apart; whatever they left on screen, the window then shows its resting frame entire
    // rather than only what differs from the footprints of the frame before (the window tests once saw a
    // slide's content a few points short of rest, kept there by the caret blinks that followed).
    var settles = false
    if wantsFull {
      needsFullFrame = false
      advanceClock()
      let wasAnimating = animating
      animating = host.update()
      settles = wasAnimating && !animating
    }
    guard let canvas = window.canvas() else {
      // Minimized or zero-sized: sleep until the window comes back (RESTORED asks for a frame) rather than
      // spinning through an animation nobody sees.
      animating = false
      return
    }
    if canvas !== lastCanvas {
      lastCanvas = canvas
      full = true
    }
    let scale = window.scale
    let width = window.pixelWidth
    let height = window.pixelHeight
    // Blinks and other rectangles asked for alone (`onNeedsDisplay`), in whole device pixels.
    let asked = damage.compactMap {
      SDL_Rect(covering: $0, scale: scale, width: width, height: height)
    }
    damage.removeAll()
    needsFullFrame = false
    let drawn: [SDL_Rect]?
    if full { needsIdlePreparation = true }
    if full && drawsWhole {
      host.render(into: canvas)
      drawn = nil
    } else if full {
      // The renderer compares the graph with the frame the canvas holds and draws only where they differ (a new
      // canvas is drawn whole); only those rectangles are sent to the display.
      let changed = host.renderChanges(
        into: canvas, including: asked.map(\.cgRect), whole: settles)
      drawn = changed.map {
        $0.compactMap { SDL_Rect(covering: $0, scale: 1, width: width, height: height) }
      }
    } else {
      if asked.isEmpty { return }
      host.render(into: canvas, clip: asked.map(\.cgRect))
      drawn = asked
    }
    if let drawn, drawn.isEmpty {
      // Nothing differs from what is on screen (an animation moving less than a pixel, a state change that
      // shows nothing): nothing is presented, and the animation keeps its pace.
      lastFrameTime = nextFrameTime(startedAt: startSeconds)
      return
    }
    let rects = drawn
    // The first frame is drawn before the window is mapped; it is presented once shown (`run`).
    if window.isShown { window.presenter.present(rects) }
    needsPresent = false
    frames += 1
    lastFrameTime = nextFrameTime(startedAt: startSeconds)
    if trace.enabled {
      let shown =
        rects.map { $0.map { "\($0.w)x\($0.h)+\($0.x)+\($0.y)" }.joined(separator: " ") }
        ?? "\(window.pixelWidth)x\(window.pixelHeight)+0+0"
      trace.frame(
        frames, started: frameStart, rects: shown,
        milliseconds: Double(DispatchTime.now().uptimeNanoseconds - frameStart) / 1e6)
    }
  }

  /// When the frame that started at `start` counts as drawn, for pacing: on time, a period after the last one was
  /// due; late (a slow frame, a busy core), when it started.
  private func nextFrameTime(startedAt start: Double) -> Double {
    let scheduled = lastFrameTime + window.minimumFrameInterval
    let late = start - scheduled
    return late >= -0.001 && late < window.minimumFrameInterval / 2 ? scheduled : start
  }

  private func applyWindowSize() {
    host.scale = window.scale
    host.resize(to: window.pointSize)
    needsFullFrame = true
    // Caches are sized to the window: two windows' worth of gradient rasters. What a larger window needed is
    // freed, and given back to the system (glibc keeps freed heap otherwise).
    host.discardRenderCaches(sizingTo: 2 * Int(window.pixelWidth) * Int(window.pixelHeight))
    window.presenter.releaseBuffers()
    lastCanvas = nil
    _ = mallocTrim(0)
  }

  // MARK: Events

  private func eventName(_ event: SDL_Event) -> String {
    if let waker, event.type == waker.eventType { return "main queue" }
    switch SDL_EventType(event.type) {
    case SDL_WINDOWEVENT: return "window event \(event.window.event)"
    case SDL_MOUSEMOTION: return "mouse motion"
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return "mouse button"
    case SDL_KEYDOWN, SDL_KEYUP: return "key"
    case SDL_TEXTINPUT: return "text"
    default: return "event \(event.type)"
    }
  }

  private func handle(_ event: inout SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      running = false
    case SDL_WINDOWEVENT:
      handleWindowEvent(event.window)
    case SDL_MOUSEBUTTONDOWN:
      if event.button.button == UInt8(SDL_BUTTON_RIGHT), !pointerIsDown {
        send(.secondaryClick(window.point(windowX: event.button.x, y: event.button.y)))
        return
      }
      guard event.button.button == UInt8(SDL_BUTTON_LEFT),
        event.button.which != SDLEventTranslation.touchMouseID
      else { return }
      pointerIsDown = true
      lastPointer = window.point(windowX: event.button.x, y: event.button.y)
      send(.pointerDown(lastPointer))
    case SDL_MOUSEMOTION:
      guard event.motion.which != SDLEventTranslation.touchMouseID else { return }
      guard pointerIsDown else {
        // The pointer over the window with no button down: hover, for views that listen.
        if host.graph.usesHover {
          send(.hover(window.point(windowX: event.motion.x, y: event.motion.y)))
        }
        return
      }
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
    case SDL_WINDOWEVENT_EXPOSED:
      // The display lost the window's pixels (it was covered, or just mapped): show the last frame again.
      needsPresent = true
    case SDL_WINDOWEVENT_RESTORED:
      // A frame skipped while minimized is drawn now.
      needsFullFrame = true
      host.scenePhase = .active
    case SDL_WINDOWEVENT_MINIMIZED:
      host.scenePhase = .background
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      host.scenePhase = .active
    case SDL_WINDOWEVENT_LEAVE:
      if host.graph.usesHover { send(.hover(nil)) }
    case SDL_WINDOWEVENT_FOCUS_LOST:
      host.scenePhase = .inactive
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
    guard let pinch, seconds - pinch.time > Self.quietPinch else { return }
    self.pinch = nil
    send(.pinch(scale: 1, rotation: .zero, at: pinch.point, phase: .ended))
  }

  private func send(_ event: InputEvent) {
    // Whatever the event changes reaches the loop through the graph (`onNeedsFrame`, `onNeedsDisplay`): input that
    // changes nothing draws nothing.
    host.send(event)
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
