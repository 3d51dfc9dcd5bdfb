import CSDL2
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// libdispatch's handle for the main queue: on Linux an eventfd that becomes readable when work is queued for
/// the main thread (`DispatchQueue.main.async`, a main-actor `Task` resuming). CFRunLoop waits on it; our loop
/// waits in SDL instead, so a thread of ours waits on it and wakes SDL.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// Wakes the window loop's `SDL_WaitEvent` when the main queue gets work, so the loop can sleep without a
/// timeout while nothing happens. The thread sleeps in poll(2) on libdispatch's eventfd; when it turns readable
/// it posts one SDL event and waits for the loop to have run the main run loop (which drains the queue and the
/// eventfd) before watching again.
final class MainQueueWaker: @unchecked Sendable {
  /// The SDL event type the waker posts.
  let eventType: UInt32
  private let handle: Int32
  private let drained = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var posted = false
  private var stopped = false

  init?() {
    let type = SDL_RegisterEvents(1)
    guard type != UInt32.max else { return nil }
    eventType = type
    handle = dispatchMainQueueHandle()
    guard handle >= 0 else { return nil }
  }

  func start() {
    let thread = Thread { [self] in watch() }
    thread.name = "main-queue waker"
    thread.stackSize = 64 * 1024
    thread.start()
  }

  /// No event is posted once this returns: an event posted after the window is gone would make SDL send its
  /// wake-up to a destroyed X window (BadWindow ends the process).
  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
    drained.signal()
  }

  /// Called by the loop after each pass of the main run loop.
  func mainRunLoopRan() {
    lock.lock()
    let wasPosted = posted
    posted = false
    lock.unlock()
    if wasPosted { drained.signal() }
  }

  private func watch() {
    var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
    while true {
      descriptor.revents = 0
      let ready = poll(&descriptor, 1, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      guard descriptor.revents & Int16(POLLIN) != 0 else {
        if descriptor.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return }
        continue
      }
      lock.lock()
      if stopped {
        lock.unlock()
        return
      }
      posted = true
      var event = SDL_Event()
      event.type = eventType
      SDL_PushEvent(&event)
      lock.unlock()
      // Until the loop has run the queue the eventfd stays readable; watching it now would spin.
      drained.wait()
    }
  }
}
