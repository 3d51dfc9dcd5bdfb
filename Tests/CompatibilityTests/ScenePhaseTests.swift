import SwiftUI
import SwiftUITesting
import Testing

/// `StudySessionScreen` as on iOS: `\.scenePhase` is `.active` while the window is in front, views reading it
/// follow each change and `onChange(of: scenePhase)` runs; the feedback and overlay modifiers change nothing
/// that is drawn or done.
@MainActor struct ScenePhaseTests {
  @Test func viewsFollowTheScenePhase() throws {
    let app = AppDriver(StudySessionScreen())
    _ = app.screenshot(to: "\(compatibilityScreenshots)/study-session.png")
    #expect(app.exists("Active"))
    #expect(app.exists("Paused 0 times"))
    app.host.scenePhase = .inactive
    #expect(app.exists("Inactive"))
    #expect(app.exists("Paused 1 times"))
    app.host.scenePhase = .background
    #expect(app.exists("Background"))
    app.host.scenePhase = .active
    #expect(app.exists("Active"))
    #expect(app.exists("Paused 1 times"), "only going inactive counts")
  }

  @Test func sensoryFeedbackLeavesTheButtonWorking() throws {
    let app = AppDriver(StudySessionScreen())
    try app.tap("Start session")
    try app.tap("Start session")
    #expect(app.exists("Sessions: 2"))
    // Content starts under the status bar's place: hiding it does not move the screen's content.
    let title = try #require(app.find("Active")).frame
    let plain = AppDriver(StudySessionScreen().persistentSystemOverlays(.visible))
    #expect(plain.find("Active")?.frame == title)
  }
}
