import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private final class Log {
  var entries: [String] = []
}

@MainActor @Suite struct GestureTests {
  let center = CGPoint(x: 195, y: 47 + (844 - 81) / 2)

  func box(_ color: Color = .blue) -> some View { color.frame(width: 200, height: 200) }

  @Test func doubleTapNeedsTwoTapsInQuickSuccession() {
    let log = Log()
    let driver = AppDriver(box().onTapGesture(count: 2) { log.entries.append("double") })
    driver.tap(at: center)
    #expect(log.entries.isEmpty)
    driver.advance(by: 0.1)
    driver.tap(at: center)
    #expect(log.entries == ["double"])
    driver.tap(at: center)
    driver.advance(by: 1)
    driver.tap(at: center)
    #expect(log.entries == ["double"], "taps a second apart are two single taps")
  }

  @Test func longPressFiresAfterItsDurationAndNotOnAQuickTap() {
    let log = Log()
    let driver = AppDriver(
      box().onLongPressGesture(minimumDuration: 0.5) {
        log.entries.append("long")
      } onPressingChanged: {
        log.entries.append("pressing \($0)")
      })
    driver.tap(at: center)
    #expect(!log.entries.contains("long"))
    driver.host.send(.pointerDown(center))
    driver.advance(by: 0.3)
    driver.host.tickInput()
    #expect(!log.entries.contains("long"))
    driver.advance(by: 0.3)
    driver.host.tickInput()
    #expect(log.entries.contains("long"))
    driver.host.send(.pointerUp(center))
  }

  @Test func dragReportsTranslationLocationAndPredictedEnd() throws {
    let log = Log()
    var changes: [DragGesture.Value] = []
    var ended: DragGesture.Value?
    let driver = AppDriver(
      box().gesture(
        DragGesture()
          .onChanged { changes.append($0) }
          .onEnded {
            ended = $0
            log.entries.append("ended")
          }))
    // Less than the 10 pt minimum distance: nothing.
    driver.host.send(.pointerDown(center))
    driver.advance(by: 0.05)
    driver.host.send(.pointerMoved(CGPoint(x: center.x + 6, y: center.y)))
    #expect(changes.isEmpty)
    driver.host.send(.pointerUp(CGPoint(x: center.x + 6, y: center.y)))
    #expect(ended == nil)
    // 100 pt right in 0.2 s: 500 pt/s.
    driver.drag(from: center, to: CGPoint(x: center.x + 100, y: center.y), duration: 0.2, steps: 10)
    let value = try #require(ended)
    #expect(abs(value.translation.width - 100) < 0.01)
    #expect(
      abs(value.startLocation.x - 100) < 0.01, "local coordinates: the box's left edge is x = 0")
    #expect(abs(value.velocity.width - 500) < 20)
    #expect(abs(value.predictedEndTranslation.width - (100 + value.velocity.width * 0.25)) < 0.01)
    #expect(!changes.isEmpty)
  }

  @Test func gestureStateResetsWhenTheDragEnds() throws {
    struct Draggable: View {
      @GestureState var offset: CGSize = .zero
      var body: some View {
        VStack {
          Text("offset \(Int(offset.width))")
          Color.red.frame(width: 100, height: 100)
            .gesture(
              DragGesture().updating($offset) { value, state, _ in state = value.translation })
        }
      }
    }
    let driver = AppDriver(Draggable())
    let box = CGPoint(x: 195, y: try #require(driver.frame(of: "offset 0")).maxY + 60)
    driver.host.send(.pointerDown(box))
    for step in 1...5 {
      driver.advance(by: 0.02)
      driver.host.send(.pointerMoved(CGPoint(x: box.x + CGFloat(step * 10), y: box.y)))
    }
    #expect(driver.exists("offset 50"))
    driver.host.send(.pointerUp(CGPoint(x: box.x + 50, y: box.y)))
    driver.host.update()
    #expect(driver.exists("offset 0"))
  }

  @Test func theChildsGestureWinsByDefault() {
    let log = Log()
    let driver = AppDriver(
      ZStack {
        Color.gray.frame(width: 300, height: 300).onTapGesture { log.entries.append("parent") }
        box().onTapGesture { log.entries.append("child") }
      }
      .onTapGesture { log.entries.append("outer") })
    driver.tap(at: center)
    #expect(log.entries == ["child"])
  }

  @Test func aHighPriorityGestureOnTheParentWins() {
    let log = Log()
    let driver = AppDriver(
      box().onTapGesture { log.entries.append("child") }
        .highPriorityGesture(TapGesture().onEnded { log.entries.append("parent") }))
    driver.tap(at: center)
    #expect(log.entries == ["parent"])
  }

  @Test func simultaneousGesturesBothFire() {
    let log = Log()
    let driver = AppDriver(
      box().onTapGesture { log.entries.append("child") }
        .simultaneousGesture(TapGesture().onEnded { log.entries.append("parent") }))
    driver.tap(at: center)
    #expect(Set(log.entries) == ["child", "parent"])
  }

  @Test func aButtonInsideATappableParentWins() throws {
    let log = Log()
    let driver = AppDriver(
      VStack { Button("Inner") { log.entries.append("button") } }
        .frame(width: 300, height: 300).contentShape(Rectangle())
        .onTapGesture { log.entries.append("parent") })
    try driver.tap("Inner")
    #expect(log.entries == ["button"])
    driver.tap(at: CGPoint(x: center.x, y: center.y + 100))
    #expect(log.entries == ["button", "parent"], "the empty area is tappable through contentShape")
  }

  @Test func hitTestingFollowsOffsetsScaleAndAllowsHitTesting() {
    let log = Log()
    let driver = AppDriver(
      ZStack {
        Color.gray.frame(width: 390, height: 600).onTapGesture { log.entries.append("below") }
        Color.red.frame(width: 100, height: 100).offset(x: 120).onTapGesture {
          log.entries.append("moved")
        }
        Color.green.frame(width: 100, height: 100).scaleEffect(2).onTapGesture {
          log.entries.append("scaled")
        }
        Color.blue.frame(width: 40, height: 40).offset(y: -200).allowsHitTesting(false)
      })
    driver.tap(at: CGPoint(x: center.x + 120, y: center.y))
    driver.tap(at: CGPoint(x: center.x + 80, y: center.y))  // inside the 2x-scaled green square
    driver.tap(at: CGPoint(x: center.x, y: center.y - 200))  // the blue square lets touches through
    #expect(log.entries == ["moved", "scaled", "below"])
  }

  @Test func aDisabledButtonDoesNothing() throws {
    let log = Log()
    let driver = AppDriver(Button("Go") { log.entries.append("go") }.disabled(true))
    try driver.tap("Go")
    #expect(log.entries.isEmpty)
  }

  @Test func aThousandTapsInASecondAreAllCounted() throws {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Text("count \(count)")
          Button("Tap") { count += 1 }
        }
      }
    }
    // Interpolated integers are grouped in the locale, as on iOS ("count 1,000" in English).
    let driver = AppDriver(Counter().environment(\.locale, Locale(identifier: "en_US")))
    let button = try #require(driver.frame(of: "Tap"))
    let point = CGPoint(x: button.midX, y: button.midY)
    for _ in 0..<1000 {
      driver.host.send(.pointerDown(point))
      driver.host.advance(by: 0.0005)
      driver.host.send(.pointerUp(point))
      driver.host.advance(by: 0.0005)
    }
    #expect(driver.exists("count 1,000"))
  }
}
