import Foundation
import Testing

@testable import SwiftUI

/// The window gives back the pages of fontconfig's cache files once its first fonts are chosen. What a user could
/// notice: the memory it holds, and text drawn differently (or not at all) afterwards.
@MainActor @Suite(.serialized) struct FontCacheMemoryTests {
  /// Resident KiB of the fontconfig cache files mapped into this process.
  func residentCacheKiB() -> Int {
    guard let smaps = FontCacheMemory.procFile("/proc/self/smaps") else { return 0 }
    var inCache = false
    var total = 0
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = fields.first, first.contains("-"), fields.count >= 5 {
        inCache = fields.count == 6 && FontCacheMemory.isFontconfigCache(String(fields[5]))
      } else if inCache, fields.first == "Rss:", fields.count >= 2, let kib = Int(fields[1]) {
        total += kib
      }
    }
    return total
  }

  struct Greeting: View {
    let text: String
    var body: some View {
      Text(text).font(.title).foregroundColor(.purple).padding()
    }
  }

  func render(_ text: String) -> RenderedImage {
    ViewHost(
      rootView: Greeting(text: text), size: CGSize(width: 360, height: 120), scale: 2,
      safeAreaInsets: EdgeInsets()
    ).render()
  }

  @Test func cachePagesAreGivenBackAndTextDrawsTheSameAfterwards() throws {
    let texts = ["Find your match", "مرحبا بك", "반가워요"]
    let before = texts.map(render)
    let resident = residentCacheKiB()
    try #require(
      resident > 0,
      "fontconfig keeps no cache file mapped here (run scripts/setup: it builds the caches)")

    FontCacheMemory.release()
    #expect(
      residentCacheKiB() < resident / 4,
      "the cache files' pages are given back (\(resident) KiB before, \(residentCacheKiB()) KiB after)"
    )

    // A font description not asked for yet in this process sorts the fonts again: the caches are read again.
    let heavy = ViewHost(
      rootView: Text("Hello").font(.system(size: 43, weight: .heavy)).foregroundColor(.black),
      size: CGSize(width: 200, height: 80), scale: 1
    ).render()
    var inked = 0
    heavy.forEachPixel(x: 0..<heavy.pixelWidth, y: 0..<heavy.pixelHeight) { pixel, _, _ in
      if pixel.alpha == 255, pixel.red < 60 { inked += 1 }
    }
    #expect(inked > 100, "text in a font chosen after the release is drawn (\(inked) dark pixels)")
    for (text, image) in zip(texts, before) {
      #expect(render(text).difference(from: image).worst == 0, "\(text) draws the same pixels")
    }
  }
}
