import Foundation

/// State may be written from any thread (a URLSession callback, say); the graph is only touched on the main
/// actor. On the main thread this runs synchronously so a write and the frame it causes stay in order.
func onMainActor(_ body: @escaping @MainActor () -> Void) {
  if Thread.isMainThread {
    MainActor.assumeIsolated { body() }
  } else {
    DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
  }
}
