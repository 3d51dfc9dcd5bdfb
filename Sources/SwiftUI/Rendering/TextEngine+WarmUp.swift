import CPango
import Foundation

extension TextEngine {
  /// Loads fontconfig's configuration and caches and the first screen's faces on another thread while a host
  /// does other start-up work (the window host connects to the display meanwhile), into the font map the main
  /// thread then uses: parsing fontconfig's configuration and caches, matching the first fonts and opening their
  /// files take tens of milliseconds that would otherwise come before the first frame. Pango keeps what it matched
  /// per font map (and its default font map is per thread), so the warmed map is handed over, not rebuilt: the
  /// main thread's first text waits for the warm-up to end and makes it its default (`adoptWarmedFontMap`).
  nonisolated static func warmUpInBackground() {
    // The text styles a first screen is made of, each in the family its size is drawn with (a family per size
    // range: matching one at a size it is never drawn at would only cost the warm-up time).
    let faces = [Font.body, .headline, .largeTitle, .title2.weight(.semibold)].map {
      (family: $0.pangoFamily, size: Double($0.size), weight: PangoWeight(UInt32($0.weight.value)))
    }
    guard WarmFontMap.shared.begin() else { return }
    let thread = Thread {
      FontSelection.install()
      guard let fontMap = pango_cairo_font_map_new() else {
        WarmFontMap.shared.finish(nil)
        return
      }
      if let context = pango_font_map_create_context(fontMap) {
        if let layout = pango_layout_new(context) {
          pango_layout_set_text(layout, "Aa", -1)
          for face in faces {
            guard let description = pango_font_description_new() else { continue }
            pango_font_description_set_family(description, face.family)
            pango_font_description_set_weight(description, face.weight)
            pango_font_description_set_absolute_size(description, face.size * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
          }
          g_object_unref(UnsafeMutableRawPointer(layout))
        }
        g_object_unref(UnsafeMutableRawPointer(context))
      }
      WarmFontMap.shared.finish(fontMap)
      // After the hand-over: the first text need not wait for the warnings about missing fonts.
      InstalledFontsCheck.run()
      // The first fonts are chosen; what fontconfig read of its caches to choose them goes back before the
      // window's surface is made (the main thread's first frame reads back the little it needs).
      FontCacheMemory.release()
    }
    thread.stackSize = 512 * 1024
    thread.start()
  }

  /// Whether a warm-up was started in this process (its thread then checks the installed fonts).
  nonisolated static var warmUpStarted: Bool { WarmFontMap.shared.wasStarted }

  /// On the thread about to draw text first (the main thread): waits for a warm-up in progress and makes its font
  /// map this thread's default. Nothing when no warm-up was started.
  nonisolated static func adoptWarmedFontMap() {
    guard let fontMap = WarmFontMap.shared.take() else { return }
    pango_cairo_font_map_set_default(OpaquePointer(fontMap))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }
}

/// The font map warmed on another thread, handed to the first thread that takes it (once the warm-up is done: a
/// font map is used by one thread at a time).
private final class WarmFontMap: @unchecked Sendable {
  static let shared = WarmFontMap()
  private let lock = NSCondition()
  private var started = false
  private var done = false
  private var fontMap: UnsafeMutablePointer<PangoFontMap>?

  /// Whether the warm-up should run (only the first call).
  func begin() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !started else { return false }
    started = true
    return true
  }

  var wasStarted: Bool {
    lock.lock()
    defer { lock.unlock() }
    return started
  }

  func finish(_ map: UnsafeMutablePointer<PangoFontMap>?) {
    lock.lock()
    fontMap = map
    done = true
    lock.broadcast()
    lock.unlock()
  }

  func take() -> UnsafeMutablePointer<PangoFontMap>? {
    lock.lock()
    defer { lock.unlock() }
    guard started else { return nil }
    while !done { lock.wait() }
    let map = fontMap
    fontMap = nil
    return map
  }
}
