import FindYourMatchStore
import Foundation

/// The app's database opened on a thread of its own while the rest of the app starts: opening it recovers the
/// write-ahead log and can wait on the disk for tens of milliseconds, time the first screen's views are built in
/// meanwhile. The first model that asks for that file takes the result, waiting for it if the thread has not
/// finished; the model decides what the result means exactly as if it had opened the file itself (the same
/// `Database`, or the same error).
final class StoreOpening: @unchecked Sendable {
  static let shared = StoreOpening()
  private let condition = NSCondition()
  private var url: URL?
  private var running = false
  private var result: Result<Database, any Error>?

  /// Starts opening the database at `url` on another thread; nothing while another opening waits to be taken.
  func begin(url: URL) {
    condition.lock()
    defer { condition.unlock() }
    guard self.url == nil else { return }
    self.url = url
    running = true
    let thread = Thread { [self] in
      let opened = Result { try Database(url: url) }
      condition.lock()
      result = opened
      running = false
      condition.broadcast()
      condition.unlock()
    }
    thread.start()
  }

  /// The database opened in the background for `url`, once (waiting for the opening to end); nil when none was
  /// started for that file or it was already taken.
  func take(url: URL) -> Result<Database, any Error>? {
    condition.lock()
    defer { condition.unlock() }
    guard let started = self.url, started.standardizedFileURL == url.standardizedFileURL else {
      return nil
    }
    while running { condition.wait() }
    defer {
      self.url = nil
      result = nil
    }
    return result
  }

  /// Waits until no opening is in progress: a process about to exit does not end while SQLite writes.
  func settle() {
    condition.lock()
    defer { condition.unlock() }
    while running { condition.wait() }
  }
}

extension IntroView {
  /// Starts opening the database `IntroView()` uses, so that the window's first screen need not wait for it.
  public static func openStoreInBackground(databaseURL: URL = StoreLocation.databaseURL()) {
    StoreOpening.shared.begin(url: databaseURL)
  }

  /// Waits for an opening started by `openStoreInBackground` to end (before the process exits without showing
  /// the app).
  public static func settleStoreOpening() {
    StoreOpening.shared.settle()
  }
}
