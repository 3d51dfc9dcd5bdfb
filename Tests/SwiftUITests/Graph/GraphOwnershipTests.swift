import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

final class OwnershipLog {
  var entries: [String] = []
}

/// What a window's code starts belongs to that window's graph: animation completions run on its clock, and
/// `UIScreen.main` describes it — with several hosts in one process, whichever was made last.
@MainActor @Suite struct GraphOwnershipTests {
  struct Toggler: View {
    let log: OwnershipLog
    @State var on = false
    var body: some View {
      Button(on ? "On" : "Off") {
        withAnimation(.linear(duration: 0.5)) {
          on.toggle()
        } completion: {
          log.entries.append("done")
        }
      }
      .opacity(on ? 0.5 : 1)
    }
  }

  @Test func aCompletionRunsOnTheClockOfTheGraphItsChangeWasIn() throws {
    let log = OwnershipLog()
    let first = AppDriver(Toggler(log: log))
    // A second window made later: its clock stands still.
    let second = AppDriver(Text("elsewhere"))
    try first.tap("Off")
    #expect(first.exists("On"))
    first.advance(by: 0.3)
    #expect(log.entries.isEmpty, "the animation still runs")
    first.advance(by: 0.3)
    #expect(log.entries == ["done"])
    second.advance(by: 1)
    #expect(log.entries == ["done"])
  }

  @Test func aCompletionOfAChangeThatTouchedNoViewRunsAtOnce() async {
    let log = OwnershipLog()
    let driver = AppDriver(Text("quiet"))
    withAnimation(.linear(duration: 5)) {
    } completion: {
      log.entries.append("done")
    }
    await driver.wait(seconds: 0.05)
    #expect(log.entries == ["done"])
  }

  struct ScreenReader: View {
    @Environment(\.displayScale) var displayScale
    var body: some View {
      Text(
        verbatim:
          "screen \(Int(UIScreen.main.bounds.width)) at \(Int(UIScreen.main.scale))x, env \(Int(displayScale))x"
      )
    }
  }

  @Test func uiScreenMainDescribesTheWindowOfTheViewReadingIt() {
    let small = AppDriver(ScreenReader(), size: CGSize(width: 320, height: 568), scale: 2)
    let large = AppDriver(ScreenReader(), size: CGSize(width: 430, height: 932), scale: 3)
    #expect(small.exists("screen 320 at 2x, env 2x"), "\(small.texts)")
    #expect(large.exists("screen 430 at 3x, env 3x"), "\(large.texts)")
    // A host whose window moves to another display sees the new scale.
    small.host.scale = 1
    small.host.update()
    #expect(small.exists("screen 320 at 1x, env 1x"), "\(small.texts)")
  }
}
