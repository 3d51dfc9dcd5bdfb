import CSDL2

/// The desktop clipboard through SDL (X11 selections, Wayland data devices), installed while a window is open.
///
/// On X11 a paste from another program is read on a connection of our own (`X11Selection`), never through SDL:
/// SDL 2.26 does not speak INCR, the protocol owners use for large texts, and after asking it leaves the owner
/// waiting for it to take the rest — a program such as xclip then answers nobody else, so even our own reader
/// found nothing. SDL still reads what SDL itself put there (it keeps that on the root window), since our reader
/// would wait for the answer of a window whose events this thread is not pumping.
@MainActor final class SDLClipboard: ClipboardProvider {
  /// The X11 window SDL owns the clipboard with, once we copied something.
  private var ownWindow: UInt?

  private var isX11: Bool {
    guard let driver = SDL_GetCurrentVideoDriver() else { return false }
    return String(cString: driver) == "x11"
  }

  func read() -> String? {
    guard isX11 else { return sdlText() }
    switch X11Selection.readClipboard(unlessOwnedBy: ownWindow) {
    case .success(let paste): return paste.text
    case .failure(.ownedByUs), .failure(.noDisplay): return sdlText()
    case .failure(.tooLarge(let limit)):
      Log.warn("the clipboard holds more than \(limit >> 20) MB of text; it is not pasted")
      return nil
    case .failure: return nil
    }
  }

  private func sdlText() -> String? {
    guard let text = SDL_GetClipboardText() else { return nil }
    defer { SDL_free(text) }
    let string = String(cString: text)
    return string.isEmpty ? nil : string
  }

  func write(_ text: String) {
    // SDL copies the string; a NUL inside would cut it short, as it would for any C clipboard client.
    _ = SDL_SetClipboardText(text)
    guard isX11 else { return }
    // Reading it back through SDL waits for the server, so the new owner is known there; then note which
    // window that is.
    _ = sdlText()
    ownWindow = X11Selection.clipboardOwner()
  }
}
