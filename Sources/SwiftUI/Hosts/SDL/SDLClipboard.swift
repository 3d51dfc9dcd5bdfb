import CSDL2

/// The desktop clipboard through SDL (X11 selections, Wayland data devices), installed while a window is open.
@MainActor final class SDLClipboard: ClipboardProvider {
  func read() -> String? {
    guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
    defer { SDL_free(text) }
    return String(cString: text)
  }

  func write(_ text: String) {
    // SDL copies the string; a NUL inside would cut it short, as it would for any C clipboard client.
    _ = SDL_SetClipboardText(text)
  }
}
