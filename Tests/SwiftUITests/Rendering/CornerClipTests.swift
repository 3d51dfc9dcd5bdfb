import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A rounded clip is clipped to by its rectangle, and by its rounded path only for what reaches a corner (or an
/// edge between pixels): the rows of an inset-grouped list draw without a mask, and nothing drawn changes.
@MainActor @Suite struct CornerClipTests {
  /// The largest difference of a colour channel between the two pictures, and how many pixels differ at all.
  func difference(_ a: RenderedImage, _ b: RenderedImage) -> (largest: Int, pixels: Int) {
    var largest = 0
    var pixels = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth {
        let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
        guard p != q else { continue }
        pixels += 1
        largest = max(
          largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
          abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
      }
    }
    return (largest, pixels)
  }

  /// Draws with rounded clips split and whole. They may differ by a few levels in the pixels a fill's edge
  /// between pixels covers (a row's hairline separator): under a mask cairo samples such an edge's coverage
  /// on a grid, where unmasked it works the area out exactly. Nothing else changes.
  func expectAlikeWithoutSplitting(_ driver: AppDriver, _ comment: String) -> (
    split: Int, applied: Int
  ) {
    driver.host.splitsRoundedClips = true
    let split = driver.screenshot()
    let counts = (driver.host.cornerClipsSplit, driver.host.cornerClipsApplied)
    driver.host.splitsRoundedClips = false
    let whole = driver.screenshot()
    #expect(driver.host.cornerClipsSplit == 0)
    let difference = difference(split, whole)
    #expect(difference.largest <= 3, "\(comment): \(difference.pixels) pixels differ")
    driver.host.splitsRoundedClips = true
    return counts
  }

  private struct Rows: View {
    var body: some View {
      List {
        Section("Matches") {
          ForEach(0..<40) { index in
            VStack(alignment: .leading) {
              Text("Row \(index)")
              Text("Met at the café").font(.footnote).foregroundStyle(.secondary)
            }
          }
        }
      }
    }
  }

  @Test(arguments: [2.0, 3.0, 1.5])
  func listRowsAwayFromTheCornersDrawWithoutTheRoundedPath(scale: Double) {
    let driver = AppDriver(Rows(), size: CGSize(width: 390, height: 844), scale: scale)
    var counts = expectAlikeWithoutSplitting(driver, "at rest, \(scale)x")
    #expect(counts.split == 1)
    // The top corners reach the section's first rows (with the margin text may overflow by); the rows further
    // down, a dozen and more, are clipped by the rectangle alone.
    let rowsShown = driver.findAll("Row ", exact: false).count
    #expect(rowsShown >= 10)
    #expect(counts.applied <= 6, "clipped by the rounded path \(counts.applied) times")

    // Scrolled by a fraction of a pixel: the section's top and bottom edges fall between pixels.
    driver.scroll(dy: 613.37, at: CGPoint(x: 195, y: 400))
    driver.settle()
    counts = expectAlikeWithoutSplitting(driver, "scrolled, \(scale)x")
    #expect(counts.split == 1)
    #expect(counts.applied <= 6, "clipped by the rounded path \(counts.applied) times")
  }

  /// Children drawn from layers (sliding into the corners as they appear) are clipped by the rounded path
  /// where their layer reaches a corner, each of them: the path waits on for the siblings after one.
  @Test func layersSlidingIntoTheCornersAreClippedByTheRoundedPath() {
    struct Card: View {
      @State private var shown = false
      var body: some View {
        ZStack {
          Color.orange
          ForEach(0..<3) { index in
            Text("Corner \(index)").font(.title).padding(6).background(Color.blue)
              .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
              .offset(x: shown ? 0 : -80, y: CGFloat(index) * 70)
          }
          Text("Bottom").font(.title).padding(6).background(Color.green)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
            .offset(x: shown ? 0 : 80)
        }
        .frame(width: 220, height: 300)
        .clipShape(RoundedRectangle(cornerRadius: 40))
        .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
      }
    }
    let driver = AppDriver(Card(), size: CGSize(width: 320, height: 400), scale: 2)
    driver.host.layerCachePolicy = .always
    for step in 0..<3 {
      driver.advance(by: 0.3)
      let counts = expectAlikeWithoutSplitting(driver, "sliding, step \(step)")
      #expect(counts.split == 1)
      #expect(driver.host.renderStats.reused + driver.host.renderStats.rasterized > 0)
    }
  }

  /// Content crossing a clip whose edges fall between pixels, and content turned with its clip, comes out the
  /// same; only what reaches an edge between pixels or a corner is clipped by the path.
  @Test func clipsBetweenPixelsAndTurnedClipsDrawTheSame() {
    let card = ZStack {
      Color.orange
      VStack(spacing: 0) {
        Text("Corner").frame(maxWidth: .infinity, alignment: .leading)
        Spacer()
        Text("Middle")
        Spacer()
        Color.blue.frame(height: 20)
      }
    }
    .frame(width: 151.3, height: 203.7)
    let view = VStack(spacing: 20) {
      card.clipShape(RoundedRectangle(cornerRadius: 18)).offset(x: 0.37, y: 0.21)
      card.clipShape(RoundedRectangle(cornerRadius: 12, style: .circular))
        .rotationEffect(.degrees(7))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    let driver = AppDriver(view, size: CGSize(width: 320, height: 560), scale: 2)
    let counts = expectAlikeWithoutSplitting(driver, "a card between pixels and a turned one")
    // The turned card's clip is not split (its rectangle is not a set of pixels); the other one is.
    #expect(counts.split == 1)
  }
}
