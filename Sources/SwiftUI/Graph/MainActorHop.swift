import Foundation

/// Marks the main queue so code can tell it runs there even when the main queue is drained by a thread other
/// than the process's first (as under Swift Testing on Linux).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// True when the caller runs on the main thread or the main queue, i.e. on the main actor.
func isOnMainActor() -> Bool {
  Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// State may be written from any thread (a URLSession callback, say); the graph is only touched on the main
/// actor. On the main actor this runs synchronously so a write and the frame it causes stay in order.
func onMainActor(_ body: @escaping @MainActor () -> Void) {
  if isOnMainActor() {
    MainActor.assumeIsolated { body() }
  } else {
    DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
  }
}
