import CSDL2

/// The desktop clipboard through SDL (X11 selections, Wayland data devices), installed while a window is open.
@MainActor final class SDLClipboard: ClipboardProvider {
  func read() -> String? {
    if SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() {
      defer { SDL_free(text) }
      return String(cString: text)
    }
    // On X11 SDL finds no text when the owner sends a large one in pieces (INCR); read it ourselves.
    guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else {
      return nil
    }
    return X11Selection.pasteText()
  }

  func write(_ text: String) {
    // SDL copies the string; a NUL inside would cut it short, as it would for any C clipboard client.
    _ = SDL_SetClipboardText(text)
  }
}
