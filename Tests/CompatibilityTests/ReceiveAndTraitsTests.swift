import SwiftUI
import SwiftUITesting
import Testing

/// `StopwatchScreen` and `SignInTraitsScreen`: a main-run-loop timer published to `.onReceive` ticks the
/// view's state in real time, the action always the latest body's (Stop stops the count while the timer
/// goes on); text typed into fields with iOS keyboard traits arrives exactly as typed.
@MainActor struct ReceiveAndTraitsTests {
  static func ticks(_ app: AppDriver) -> Int? {
    guard let label = app.find("Ticks: ", exact: false)?.label else { return nil }
    return Int(label.dropFirst("Ticks: ".count))
  }

  @Test func aTimerPublisherTicksTheStopwatch() async throws {
    let app = AppDriver(StopwatchScreen())
    #expect(Self.ticks(app) == 0)
    await app.wait(seconds: 0.75)
    let running = try #require(Self.ticks(app))
    #expect(running >= 1 && running <= 9, "about one tick a tenth of a second: \(running)")
    try app.tap("Stop")
    await app.wait(seconds: 0.05)
    let stopped = try #require(Self.ticks(app))
    await app.wait(seconds: 0.5)
    #expect(Self.ticks(app) == stopped, "the latest action sees isRunning false")
    try app.tap("Start")
    await app.wait(seconds: 0.5)
    #expect(try #require(Self.ticks(app)) > stopped)
  }

  @Test func fieldsWithKeyboardTraitsTakeWhatIsTyped() throws {
    let app = AppDriver(SignInTraitsScreen())
    try app.tap("Email")
    app.type("ada@example.org")
    #expect(app.exists("Signing in as ada@example.org"), "no capitalisation or correction applied")
  }
}
