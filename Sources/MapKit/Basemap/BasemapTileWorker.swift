import CCairo
import Foundation

/// Draws raster tiles on a background thread, so a moving map never waits for one: each frame tells it the
/// tiles it lacks (most wanted first, replacing the previous frame's wishes, so tiles the map has moved away
/// from are not drawn), and the frame after it finished takes them. It has its own `BasemapTileRenderer`
/// (decoded data is not shared between threads); the map file itself is read-only.
final class BasemapTileWorker: @unchecked Sendable {
  /// A finished tile, handed from the worker's thread to the main thread.
  struct Finished: @unchecked Sendable {
    let key: BasemapTileCache.Key
    let surface: OpaquePointer
  }

  private let queue = DispatchQueue(label: "MapKit.basemap-tiles", qos: .userInitiated)
  private let renderer: BasemapTileRenderer
  private let pixels: Int
  private let lock = NSLock()
  private var wanted: [BasemapTileCache.Key] = []
  private var running = false
  private var finished: [Finished] = []
  /// Called on the worker's thread after each tile it finishes.
  private let finish: @Sendable () -> Void

  init(file: BasemapFile, pixels: Int, finish: @escaping @Sendable () -> Void) {
    renderer = BasemapTileRenderer(file: file)
    self.pixels = pixels
    self.finish = finish
  }

  deinit {
    for tile in finished { cairo_surface_destroy(tile.surface) }
  }

  /// The tiles the latest frame lacks, most wanted first; replaces what earlier frames asked for.
  func want(_ keys: [BasemapTileCache.Key]) {
    lock.lock()
    wanted = keys
    let start = !running && !keys.isEmpty
    if start { running = true }
    lock.unlock()
    if start { queue.async { self.work() } }
  }

  /// True while tiles are being drawn or wait to be.
  var isBusy: Bool {
    lock.lock()
    defer { lock.unlock() }
    return running || !finished.isEmpty
  }

  /// The tiles finished since the last call; the caller owns their surfaces.
  func takeFinished() -> [Finished] {
    lock.lock()
    defer { lock.unlock() }
    let tiles = finished
    finished.removeAll()
    return tiles
  }

  /// Draws `keys` on the worker's thread while the caller draws others: for a frame that must be complete
  /// (a map at rest, a picture), two threads share its missing tiles. Call the result to wait for them.
  func drawAlongside(_ keys: [BasemapTileCache.Key]) -> () -> [Finished] {
    lock.lock()
    wanted = []
    lock.unlock()
    let group = DispatchGroup()
    let results = FinishedList()
    group.enter()
    queue.async {
      for key in keys {
        results.append(
          Finished(
            key: key, surface: BasemapTileCache.draw(key, pixels: self.pixels, with: self.renderer))
        )
      }
      group.leave()
    }
    return {
      group.wait()
      return results.take()
    }
  }

  private func work() {
    while true {
      lock.lock()
      guard !wanted.isEmpty else {
        running = false
        lock.unlock()
        return
      }
      let key = wanted.removeFirst()
      lock.unlock()
      let surface = BasemapTileCache.draw(key, pixels: pixels, with: renderer)
      lock.lock()
      finished.append(Finished(key: key, surface: surface))
      lock.unlock()
      finish()
    }
  }
}

/// Tiles drawn alongside a frame, handed over once the worker is done with them.
private final class FinishedList: @unchecked Sendable {
  private let lock = NSLock()
  private var tiles: [BasemapTileWorker.Finished] = []

  func append(_ tile: BasemapTileWorker.Finished) {
    lock.lock()
    tiles.append(tile)
    lock.unlock()
  }

  func take() -> [BasemapTileWorker.Finished] {
    lock.lock()
    defer { lock.unlock() }
    return tiles
  }
}
