import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Rows: View {
  @State var tapped = "none"
  var body: some View {
    VStack(spacing: 0) {
      Text("tapped: \(tapped)")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40) { index in
            Button("Row \(index)") { tapped = "\(index)" }
              .frame(maxWidth: .infinity, minHeight: 50)
          }
        }
      }
      .frame(height: 400)
    }
  }
}

private struct Gallery: View {
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack(spacing: 10) {
        ForEach(0..<10) { index in
          Color.blue.frame(width: 200, height: 100).overlay(Text("Card \(index)"))
        }
      }
    }
    .frame(height: 100)
  }
}

private struct Jumper: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Go to 30") { withAnimation { proxy.scrollTo(30, anchor: .top) } }
        Button("Back to 2") { proxy.scrollTo(2) }
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<40, id: \.self) { index in
              Text("Item \(index)").frame(height: 50)
            }
          }
        }
        .frame(height: 300)
      }
    }
  }
}

@MainActor private func drag(
  _ driver: AppDriver, from start: CGPoint, to end: CGPoint, duration: Double,
  holdBeforeRelease: Bool = false
) {
  driver.host.send(.pointerDown(start))
  let steps = 12
  for step in 1...steps {
    driver.advance(by: duration / Double(steps))
    let t = CGFloat(step) / CGFloat(steps)
    driver.host.send(
      .pointerMoved(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    )
  }
  if holdBeforeRelease {
    driver.advance(by: 0.2)
    driver.host.send(.pointerMoved(end))
  }
  driver.host.send(.pointerUp(end))
}

@MainActor @Suite struct ScrollViewTests {
  @Test func DragScrollsTheContentWithTheFinger() throws {
    let driver = AppDriver(Rows())
    let top = try #require(driver.frame(of: "Row 0")).minY
    drag(
      driver, from: CGPoint(x: 195, y: top + 300), to: CGPoint(x: 195, y: top + 100), duration: 0.6,
      holdBeforeRelease: true)
    // Held still before lifting: no momentum; the content follows the finger from where the pan began (the
    // first move event past the 10 pt threshold, 16.7 pt into the drag).
    driver.settle()
    let moved = top - (try #require(driver.frame(of: "Row 0", includingHidden: true)).minY)
    #expect(abs(moved - (200 - 200 / 12)) < 0.5, "moved \(moved)")
    #expect(driver.exists("tapped: none"))
  }

  @Test func WheelScrollsAndClampsAtBothEnds() throws {
    let driver = AppDriver(Rows())
    let top = try #require(driver.frame(of: "Row 0")).minY
    let scrollTop = try #require(driver.frame(of: "Row 0")).midY - 25
    let inside = CGPoint(x: 195, y: top + 200)
    driver.scroll(dy: 120, at: inside)
    #expect(try #require(driver.frame(of: "Row 0", includingHidden: true)).minY == top - 120)
    driver.scroll(dy: 100_000, at: inside)
    let last = try #require(driver.frame(of: "Row 39"))
    #expect(abs(last.midY + 25 - (scrollTop + 400)) < 0.01, "\(last)")
    driver.scroll(dy: -100_000, at: inside)
    #expect(try #require(driver.frame(of: "Row 0")).minY == top)
    // Outside the scroll view the wheel does nothing.
    driver.scroll(dy: 50, at: CGPoint(x: 195, y: top - 15))
    #expect(try #require(driver.frame(of: "Row 0")).minY == top)
  }

  @Test func FlingCoastsWithMomentumAndComesToRestAtTheEnd() throws {
    let driver = AppDriver(Rows())
    let top = try #require(driver.frame(of: "Row 0")).minY
    let scrollTop = try #require(driver.frame(of: "Row 0")).midY - 25
    drag(
      driver, from: CGPoint(x: 195, y: top + 350), to: CGPoint(x: 195, y: top + 50), duration: 0.1)
    driver.advance(by: 0.2)
    let coasting = top - (try #require(driver.frame(of: "Row 0", includingHidden: true)).minY)
    #expect(coasting > 400, "only \(coasting) after 0.2 s of momentum")
    driver.settle()
    let last = try #require(driver.frame(of: "Row 39"))
    #expect(abs(last.midY + 25 - (scrollTop + 400)) < 0.01, "\(last)")
    // A fling back down comes to rest at the top.
    drag(
      driver, from: CGPoint(x: 195, y: top + 50), to: CGPoint(x: 195, y: top + 350), duration: 0.1)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Row 0")).minY - top) < 0.01)
  }

  @Test func PullingPastTheTopStretchesLessThanTheFingerAndSpringsBack() throws {
    let driver = AppDriver(Rows())
    let top = try #require(driver.frame(of: "Row 0")).minY
    driver.host.send(.pointerDown(CGPoint(x: 195, y: top + 50)))
    for step in 1...10 {
      driver.advance(by: 0.03)
      driver.host.send(.pointerMoved(CGPoint(x: 195, y: top + 50 + CGFloat(step) * 20)))
    }
    let stretched = try #require(driver.frame(of: "Row 0")).minY - top
    #expect(stretched > 40 && stretched < 190, "stretched \(stretched)")
    driver.host.send(.pointerUp(CGPoint(x: 195, y: top + 250)))
    driver.advance(by: 0.1)
    let returning = try #require(driver.frame(of: "Row 0")).minY - top
    #expect(returning > 0 && returning < stretched)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Row 0")).minY - top) < 0.01)
  }

  @Test func AButtonInsideStillTapsButADragStartingOnItScrollsInstead() throws {
    let driver = AppDriver(Rows())
    try driver.tap("Row 3")
    #expect(driver.exists("tapped: 3"))
    let row = try #require(driver.frame(of: "Row 5"))
    drag(
      driver, from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX, y: row.midY - 150),
      duration: 0.5)
    driver.settle()
    #expect(driver.exists("tapped: 3"))
    #expect(try #require(driver.frame(of: "Row 5", includingHidden: true)).midY < row.midY - 100)
  }

  @Test func TouchingAMovingScrollViewStopsItWithoutPressingARow() throws {
    let driver = AppDriver(Rows())
    let top = try #require(driver.frame(of: "Row 0")).minY
    drag(
      driver, from: CGPoint(x: 195, y: top + 350), to: CGPoint(x: 195, y: top + 150), duration: 0.1)
    driver.advance(by: 0.1)
    driver.tap(at: CGPoint(x: 195, y: top + 200))
    let stopped = try #require(driver.frame(of: "Row 0", includingHidden: true)).minY
    driver.settle()
    #expect(try #require(driver.frame(of: "Row 0", includingHidden: true)).minY == stopped)
    #expect(driver.exists("tapped: none"))
  }

  @Test func HorizontalScrollViewTakesHorizontalDragsOnly() throws {
    let driver = AppDriver(Gallery())
    let card = try #require(driver.frame(of: "Card 0"))
    drag(
      driver, from: CGPoint(x: 300, y: card.midY), to: CGPoint(x: 300, y: card.midY + 80),
      duration: 0.3)
    driver.settle()
    #expect(driver.frame(of: "Card 0") == card)
    drag(
      driver, from: CGPoint(x: 300, y: card.midY), to: CGPoint(x: 100, y: card.midY), duration: 0.5,
      holdBeforeRelease: true)
    driver.settle()
    let moved = card.minX - (try #require(driver.frame(of: "Card 0", includingHidden: true)).minX)
    #expect(abs(moved - (200 - 200 / 12)) < 0.5, "moved \(moved)")
  }

  @Test func ScrollingShowsAThinIndicatorThatFadesAway() throws {
    let driver = AppDriver(Rows())
    let top = try #require(driver.frame(of: "Row 0")).minY
    let quiet = driver.screenshot()
    driver.scroll(dy: 200, at: CGPoint(x: 195, y: top + 200))
    driver.advance(by: 0.15)
    let image = driver.screenshot(to: "\(temporaryFolder("scroll"))/scroll-indicator.png")
    func darkestNearTrailingEdge(_ image: RenderedImage) -> Int {
      var darkest = 255
      for y in stride(from: top + 5, to: top + 395, by: 2) {
        darkest = min(darkest, Int(image.pixel(at: CGPoint(x: 390 - 4.5, y: y)).red))
      }
      return darkest
    }
    #expect(darkestNearTrailingEdge(quiet) == 255)
    #expect(darkestNearTrailingEdge(image) < 200)
    driver.settle()
    #expect(darkestNearTrailingEdge(driver.screenshot()) == 255)
  }

  @Test func ScrollViewReaderScrollsToAnID() throws {
    let driver = AppDriver(Jumper())
    let top = try #require(driver.frame(of: "Item 0")).midY - 25
    try driver.tap("Go to 30")
    driver.advance(by: 0.05)
    let moving = try #require(driver.frame(of: "Item 30", includingHidden: true)).midY - 25
    #expect(moving > top + 1)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Item 30")).midY - 25 - top) < 0.5)
    // Without an anchor: the least scrolling that shows it, here at the top edge.
    try driver.tap("Back to 2")
    #expect(abs(try #require(driver.frame(of: "Item 2")).midY - 25 - top) < 0.5)
  }
}
