import CSDL2
import Foundation

/// SDL keyboard and wheel input as the runtime's `InputEvent`s.
enum SDLEventTranslation {
  /// Points one wheel notch scrolls (a trackpad reports fractions of a notch).
  static let pointsPerWheelNotch: CGFloat = 40

  static func modifiers(_ mod: UInt16) -> KeyModifiers {
    let mod = UInt32(mod)
    var result: KeyModifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if mod & KMOD_GUI.rawValue != 0 { result.insert(.command) }
    if mod & KMOD_ALT.rawValue != 0 { result.insert(.option) }
    return result
  }

  /// The key event for a key press, or nil when the key means nothing here (plain letters arrive as
  /// SDL_TEXTINPUT instead, so an input method can compose them).
  ///
  /// `textInputActive`: while a text field is focused Space comes as text, so it is not also sent as a key.
  static func key(sym: Int32, mod: UInt16, textInputActive: Bool) -> InputEvent? {
    let modifiers = modifiers(mod)
    func code(_ keyCode: SDL_KeyCode) -> Int32 { Int32(bitPattern: keyCode.rawValue) }
    let key: Key
    switch sym {
    case code(SDLK_TAB): key = .tab
    case code(SDLK_RETURN), code(SDLK_RETURN2), code(SDLK_KP_ENTER): key = .returnKey
    case code(SDLK_ESCAPE): key = .escape
    case code(SDLK_BACKSPACE): key = .backspace
    case code(SDLK_DELETE): key = .delete
    case code(SDLK_LEFT): key = .left
    case code(SDLK_RIGHT): key = .right
    case code(SDLK_UP): key = .up
    case code(SDLK_DOWN): key = .down
    case code(SDLK_HOME): key = .home
    case code(SDLK_END): key = .end
    case code(SDLK_SPACE):
      guard !textInputActive || !modifiers.isDisjoint(with: [.control, .command]) else {
        return nil
      }
      key = .space
    case code(SDLK_PLUS), code(SDLK_KP_PLUS), code(SDLK_EQUALS), code(SDLK_MINUS),
      code(SDLK_KP_MINUS):
      // Zoom keys (a map's + and -): without a focused field they are keys for onKeyPress; in a field
      // they are text.
      guard !textInputActive, modifiers.isDisjoint(with: [.control, .command]) else { return nil }
      let plus = sym == code(SDLK_PLUS) || sym == code(SDLK_KP_PLUS)
      key = .character(plus ? "+" : sym == code(SDLK_EQUALS) ? "=" : "-")
    default:
      // Shortcuts (select all, copy, paste, cut, undo…): letters and digits with Control or Command. SDL
      // reports the unshifted key, lower case, whatever the keyboard layout's Shift state.
      guard !modifiers.isDisjoint(with: [.control, .command]),
        let scalar = Unicode.Scalar(UInt32(bitPattern: sym)),
        scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
      else { return nil }
      key = .character(Character(scalar))
    }
    return .key(key, modifiers: modifiers)
  }

  /// Ctrl-Q (Cmd-Q on a Mac keyboard layout) closes the window, as Quit does on a desktop.
  static func isQuit(sym: Int32, mod: UInt16) -> Bool {
    sym == Int32(bitPattern: SDLK_q.rawValue)
      && !modifiers(mod).isDisjoint(with: [.control, .command])
  }

  /// The NUL-terminated UTF-8 in an SDL event's fixed-size text buffer.
  static func string<Buffer>(fromFixedBuffer buffer: Buffer) -> String {
    withUnsafeBytes(of: buffer) { bytes in
      let end = bytes.firstIndex(of: 0) ?? bytes.count
      return String(decoding: bytes[..<end], as: UTF8.self)
    }
  }

  /// A wheel or trackpad movement as `.scroll`: dx/dy are how far the content moves, like a finger dragging
  /// it (positive dy moves the content down, showing what is above). SDL's y is positive for "away from the
  /// user" (content moves down) and its x positive for "to the right" (content moves left). Natural scrolling
  /// is left as SDL reports it: the desktop has already applied the user's choice.
  static func scrollDelta(preciseX: Float, preciseY: Float) -> CGSize {
    CGSize(
      width: -CGFloat(preciseX) * pointsPerWheelNotch,
      height: CGFloat(preciseY) * pointsPerWheelNotch)
  }

  /// Control + wheel is how a desktop reports a trackpad pinch (and zooms with a mouse wheel): one notch away
  /// from the user magnifies by 10%.
  static func pinchScale(preciseY: Float) -> CGFloat { exp(CGFloat(preciseY) * 0.1) }

  /// A pinch on a trackpad (an indirect touch device) as SDL's multi-gesture reports it: the change of the
  /// fingers' distance as a fraction of the pad and of their angle in radians.
  static func pinchStep(dDist: Float, dTheta: Float) -> (scale: CGFloat, rotation: Angle) {
    (max(1 + CGFloat(dDist) * 2, 0.5), .radians(-Double(dTheta)))
  }

  /// A finger on a touch screen has its own pointer; the mouse is pointer 0.
  static func pointer(finger: SDL_FingerID) -> PointerID {
    PointerID(Int(truncatingIfNeeded: finger) &+ 1)
  }

  /// Fingers on the screen itself are pointers; a trackpad's fingers move the mouse and pinch instead.
  static func isTouchScreen(_ touch: SDL_TouchID) -> Bool {
    SDL_GetTouchDeviceType(touch) == SDL_TOUCH_DEVICE_DIRECT
  }

  /// Mouse events SDL makes up from touches (their `which`); the fingers are handled themselves.
  static let touchMouseID = UInt32.max
}
