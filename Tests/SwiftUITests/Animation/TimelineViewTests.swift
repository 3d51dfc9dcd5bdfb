import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// The stopwatch a tutorial builds: seconds since the screen appeared, updated once a second.
private struct SecondsCounter: View {
  let start = Date()
  var body: some View {
    TimelineView(.periodic(from: start, by: 1)) { context in
      Text("\(Int(context.date.timeIntervalSince(start).rounded())) s")
    }
  }
}

/// A spinner turned by the frame's date, shown while `spinning` (removed or paused otherwise).
private struct Spinner: View {
  @State var shown = true
  @State var paused = false
  let start = Date()
  var body: some View {
    VStack {
      if shown {
        TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
          let seconds = context.date.timeIntervalSince(start)
          Rectangle().fill(Color.blue).frame(width: 40, height: 40)
            .accessibilityLabel("spinner")
            .rotationEffect(.degrees(seconds * 90))
        }
      }
      Button("Hide") { shown.toggle() }
      Button("Pause") { paused.toggle() }
    }
  }
}

@MainActor struct TimelineViewTests {
  @Test func aPeriodicTimelineShowsEachEntryAndAsksForNoFramesBetween() throws {
    let driver = AppDriver(SecondsCounter())
    #expect(driver.exists("0 s"))
    #expect(!driver.host.isAnimating, "nothing to draw until the next entry")
    driver.advance(by: 0.9)
    #expect(driver.exists("0 s"))
    driver.advance(by: 0.2)
    #expect(driver.exists("1 s"))
    driver.advance(by: 2)
    #expect(driver.exists("3 s"))
  }

  @Test func anAnimationTimelineRunsEveryFrameUntilPausedOrRemoved() throws {
    let driver = AppDriver(Spinner())
    #expect(driver.host.isAnimating)
    driver.advance(by: 0.5)
    let half = try #require(driver.rotation(of: "spinner"))
    #expect(abs(half - 45) < 2, "\(half)")
    driver.advance(by: 0.5)
    let one = try #require(driver.rotation(of: "spinner"))
    #expect(abs(one - 90) < 2, "\(one)")
    try driver.tap("Pause")
    driver.advance(by: 0.1)
    #expect(!driver.host.isAnimating, "a paused timeline asks for no frames")
    let paused = try #require(driver.rotation(of: "spinner"))
    driver.advance(by: 1)
    #expect(try #require(driver.rotation(of: "spinner")) == paused)
    try driver.tap("Pause")
    driver.advance(by: 0.5)
    let resumed = try #require(driver.rotation(of: "spinner"))
    #expect(abs((resumed - paused).remainder(dividingBy: 360)) > 30, "\(resumed) \(paused)")
    try driver.tap("Hide")
    driver.settle()
    #expect(!driver.exists("spinner"))
    #expect(!driver.host.isAnimating, "a removed timeline asks for no frames")
  }

  @Test func anExplicitTimelineStopsAfterItsLastDate() throws {
    struct Countdown: View {
      let start = Date()
      var body: some View {
        TimelineView(.explicit([start, start + 1, start + 2])) { context in
          Text("step \(Int(context.date.timeIntervalSince(start).rounded()))")
        }
      }
    }
    let driver = AppDriver(Countdown())
    #expect(driver.exists("step 0"))
    driver.advance(by: 1.05)
    #expect(driver.exists("step 1"))
    driver.advance(by: 1)
    #expect(driver.exists("step 2"))
    #expect(!driver.host.isAnimating)
    driver.advance(by: 3)
    #expect(driver.exists("step 2"))
  }

  @Test func everyMinuteUpdatesAtTheTopOfTheMinute() throws {
    struct Clock: View {
      var body: some View {
        TimelineView(.everyMinute) { context in
          Text("seconds \(Calendar.current.component(.second, from: context.date))")
            .accessibilityIdentifier("clock")
        }
      }
    }
    let driver = AppDriver(Clock())
    driver.advance(by: 61)
    #expect(driver.exists("seconds 0"), "\(driver.texts)")
  }
}
