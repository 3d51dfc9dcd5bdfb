import Foundation
import Testing

@testable import SwiftUI

/// The text engine's shaped layouts: kept while used, the least recently used dropped first, and bounded by
/// count and bytes whatever is asked.
@MainActor @Suite struct TextLayoutCacheTests {
  let style = TextEngine.Style(font: .body)

  /// Asks `cache` for `text` unwrapped, shaping it with the engine when it is not kept.
  func ask(_ cache: TextLayoutCache, _ text: String) {
    _ = cache.layout(for: .init(text: text, style: style, width: nil, maxLines: nil)) {
      TextEngine.shared.makeLayout(text, style: style, width: nil, maxLines: nil)
    }
  }

  /// A write read by many labels: every label shows a new string, measured once to size the column and once
  /// to place it. The cache holds more than one write's labels but not two writes' worth; each label must
  /// still be shaped once per write, not again when it is placed.
  @Test func labelsChangedTogetherAreShapedOncePerWrite() {
    let cache = TextLayoutCache(capacity: 30, byteCapacity: 1 << 30)
    for write in 0..<6 {
      let before = cache.made
      let labels = (0..<20).map { "Row \($0): \(write)" }
      for label in labels { ask(cache, label) }  // sizing
      for label in labels { ask(cache, label) }  // placement
      for label in labels.prefix(8) { ask(cache, label) }  // drawing the ones on screen
      #expect(cache.made - before == 20)
    }
  }

  @Test func theLeastRecentlyUsedLayoutIsDropped() {
    let cache = TextLayoutCache(capacity: 3, byteCapacity: 1 << 30)
    for text in ["a", "b", "c", "a", "d"] { ask(cache, text) }
    let made = cache.made
    ask(cache, "a")
    ask(cache, "c")
    ask(cache, "d")
    #expect(cache.made == made)
    ask(cache, "b")
    #expect(cache.made == made + 1)
  }

  @Test func staysWithinItsCountAndBytes() {
    let byCount = TextLayoutCache(capacity: 50, byteCapacity: 1 << 30)
    let byBytes = TextLayoutCache(capacity: 1000, byteCapacity: 64 << 10)
    for index in 0..<400 {
      let text = String(repeating: "long label \(index) ", count: 1 + index % 7)
      ask(byCount, text)
      ask(byBytes, text)
      #expect(byCount.count <= 50)
      #expect(byBytes.bytes <= 64 << 10)
    }
    #expect(byCount.count == 50)
    #expect(byBytes.count > 2)
    // What is counted is what is held: the estimates of the layouts kept.
    #expect(byBytes.bytes > 32 << 10)
  }
}
