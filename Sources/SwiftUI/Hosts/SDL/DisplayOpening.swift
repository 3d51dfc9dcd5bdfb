import Foundation

/// The display connection being opened on a thread of its own while the main thread builds the first views
/// (`WindowHost.run`): the main thread waits here for it to be done, and learns why when there is no display.
final class DisplayOpening: @unchecked Sendable {
  static let shared = DisplayOpening()
  private let done = DispatchSemaphore(value: 0)
  private var failure: String?

  /// Called once by the opening thread: nil when SDL's video is ready, else the reason there is no display.
  func finish(failure: String?) {
    self.failure = failure
    done.signal()
  }

  /// Waits for the opening thread; the reason there is no display, or nil.
  func wait() -> String? {
    done.wait()
    return failure
  }
}
