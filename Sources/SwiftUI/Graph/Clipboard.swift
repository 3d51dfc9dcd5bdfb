/// The system clipboard. The window host installs one backed by SDL; headless hosts use an in-memory one.
@MainActor protocol ClipboardProvider: AnyObject {
  func read() -> String?
  func write(_ text: String)
}

@MainActor enum Clipboard {
  static var provider: ClipboardProvider = InMemoryClipboard()
}

@MainActor final class InMemoryClipboard: ClipboardProvider {
  private var text: String?
  func read() -> String? { text }
  func write(_ text: String) { self.text = text }
}
