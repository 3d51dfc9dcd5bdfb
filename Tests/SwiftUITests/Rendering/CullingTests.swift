import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Culling skips subtrees that paint nothing where the frame is drawn: rows scrolled out of the window are not
/// drawn, and nothing that does show (a shadow reaching in from outside, a blur) is lost.
@MainActor @Suite struct CullingTests {
  @MainActor final class DrawLog {
    var rows: Set<Int> = []
  }

  /// 100 rows of 50 pt in a 300 pt window; each row's Canvas notes that it was drawn.
  private struct Rows: View {
    let log: DrawLog
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<100) { index in
            ZStack {
              Canvas { context, size in
                log.rows.insert(index)
                context.fill(
                  Path(CGRect(origin: .zero, size: size)),
                  with: .color(index.isMultiple(of: 2) ? .blue : .orange))
              }
              Text("Row \(index)")
            }
            .frame(height: 50)
          }
        }
      }
    }
  }

  func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    var differing = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
    }
    return differing
  }

  @Test func rowsOutsideTheWindowAreNotDrawn() {
    let log = DrawLog()
    let driver = AppDriver(Rows(log: log), size: CGSize(width: 200, height: 300), scale: 2)
    let culled = driver.screenshot()
    // The rows in the window show (below the safe area's top); the overflow allowance may reach one more.
    #expect(log.rows.contains(0) && log.rows.contains(3))
    #expect(log.rows.max()! <= 8, "drawn: \(log.rows.sorted())")
    #expect(driver.host.culledSubtrees > 0)
    log.rows = []
    driver.host.cullingEnabled = false
    let full = driver.screenshot()
    #expect(log.rows.count == 100, "without culling every row is drawn")
    #expect(differingPixels(culled, full) == 0)

    // Scrolled to the middle: the rows there are drawn, the first ones no longer.
    driver.host.cullingEnabled = true
    driver.scroll(dy: 2000, at: CGPoint(x: 100, y: 150))
    driver.settle()
    log.rows = []
    let scrolled = driver.screenshot()
    #expect(log.rows.contains(42) && !log.rows.contains(0) && !log.rows.contains(80))
    #expect(log.rows.count <= 10, "drawn: \(log.rows.sorted())")
    driver.host.cullingEnabled = false
    #expect(differingPixels(scrolled, driver.screenshot()) == 0)
  }

  /// A card outside the window whose shadow and blur reach into it is still drawn where they show.
  @Test func shadowsAndBlurReachingIntoTheWindowAreDrawn() throws {
    let view = ZStack(alignment: .topLeading) {
      Color.white
      // 70 pt left of the window, its shadow 100 pt to the right.
      Color.black.frame(width: 60, height: 60)
        .shadow(color: .black, radius: 12, x: 100, y: 0)
        .offset(x: -130, y: 20)
        .accessibilityLabel("Shadowed")
      // 26 pt right of the window, blurred 40 pt.
      Color.red.frame(width: 60, height: 60)
        .blur(radius: 40)
        .offset(x: 176, y: 60)
    }
    let driver = AppDriver(view, size: CGSize(width: 150, height: 200), scale: 2)
    let culled = driver.screenshot()
    let top = try #require(driver.frame(of: "Shadowed", includingHidden: true)).minY
    #expect(
      culled.pixel(at: CGPoint(x: 4, y: top + 30)).red < 160, "the shadow shows at the left edge")
    #expect(
      culled.pixel(at: CGPoint(x: 148, y: top + 70)).green < 253, "the blur shows at the right edge"
    )
    driver.host.cullingEnabled = false
    #expect(differingPixels(culled, driver.screenshot()) == 0)
  }

  /// A long stack's children are culled before any is drawn; rows brought into the window from far below by an
  /// offset, a turn or an offset while fading in still show.
  @Test func rowsMovedIntoTheWindowFromFarBelowAreDrawn() {
    struct Rows: View {
      let log: DrawLog
      @State private var shown = false
      var body: some View {
        ScrollView {
          rows
        }
        .onAppear { withAnimation(.linear(duration: 0.4)) { shown = true } }
      }
      var rows: some View {
        VStack(spacing: 0) {
          ForEach(0..<60) { index in
            Canvas { context, size in
              log.rows.insert(index)
              context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            .frame(width: 40, height: 50)
            .offset(x: index == 40 ? 60 : 0, y: index == 40 ? -1_950 : 0)
            .rotationEffect(.degrees(index == 50 ? 8 : 0))
            .offset(y: index == 50 ? -2_400 : 0)
            .opacity(index == 55 && !shown ? 0 : 1)
            .offset(x: index == 55 ? -60 : 0, y: index == 55 ? -2_700 : 0)
          }
        }
      }
    }
    let log = DrawLog()
    let driver = AppDriver(Rows(log: log), size: CGSize(width: 200, height: 300), scale: 2)
    let culled = driver.screenshot()
    #expect(log.rows.contains(40) && log.rows.contains(50), "drawn: \(log.rows.sorted())")
    #expect(!log.rows.contains(30), "drawn: \(log.rows.sorted())")
    #expect(driver.host.culledSubtrees >= 40)
    driver.host.cullingEnabled = false
    #expect(differingPixels(culled, driver.screenshot()) == 0)

    // Row 55 fades in as the rows appear: a frame in between is drawn as without culling.
    driver.host.cullingEnabled = true
    driver.advance(by: 0.2)
    log.rows = []
    let fading = driver.screenshot()
    #expect(log.rows.contains(55), "drawn: \(log.rows.sorted())")
    driver.host.cullingEnabled = false
    #expect(differingPixels(fading, driver.screenshot()) == 0)
  }

  /// Hit testing skips subtrees away from the point, and still finds what is under it.
  @Test func tapsReachRowsAfterScrolling() throws {
    @MainActor final class Taps { var last: Int? }
    let taps = Taps()
    let view = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<60) { index in
          Button("Row \(index)") { taps.last = index }.frame(height: 50)
        }
      }
    }
    let driver = AppDriver(view, size: CGSize(width: 200, height: 300), scale: 2)
    driver.scroll(dy: 1000, at: CGPoint(x: 100, y: 150))
    driver.settle()
    try driver.tap("Row 21")
    #expect(taps.last == 21)
  }
}
