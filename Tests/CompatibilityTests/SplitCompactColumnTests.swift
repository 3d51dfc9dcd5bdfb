import SwiftUI
import SwiftUITesting
import Testing

/// `NotesCompactSplitScreen` and `PlainNotesSplitScreen` against iOS 17: on a phone `preferredCompactColumn`
/// decides which column the collapsed stack shows, and follows the back button; on an iPad the `.automatic`
/// style shows the detail alone when the window stands upright (the sidebar lying over it when shown) and
/// the columns side by side when it lies on its side.
@MainActor struct SplitCompactColumnTests {
  @Test func aPhoneOpensOnThePreferredColumnAndTheBindingFollowsBack() throws {
    let app = AppDriver(NotesCompactSplitScreen())
    // The first frame already shows the note in place: no slide from the list.
    let note = try #require(app.find("Milk, eggs, bread")).frame
    #expect(abs(note.midX - 195) < 2, "the detail fills the phone at once: \(note)")
    #expect(!app.exists("Ideas"), "the list is under the note")
    app.screenshot(to: "\(compatibilityScreenshots)/split-compact-detail.png")

    // Back (the list's title in the back button) shows the list, and the binding says so.
    try app.tap("Notes")
    app.settle()
    #expect(app.exists("Ideas") && app.exists("Showing the list"))
    #expect(!app.exists("Milk, eggs, bread"))

    // The app setting the binding brings the note back, sliding in from the trailing edge.
    try app.tap("Open the note")
    app.advance(by: 0.08)
    let sliding = try #require(app.frame(of: "Milk, eggs, bread", includingHidden: true))
    #expect(sliding.midX > 200, "on its way in: \(sliding)")
    app.settle()
    #expect(abs(try #require(app.find("Milk, eggs, bread")).frame.midX - 195) < 2)
    #expect(!app.exists("Ideas"))
  }

  @Test func aWideWindowStandsTheColumnsSideBySideWhateverIsPreferred() throws {
    let app = AppDriver(NotesCompactSplitScreen(), size: CGSize(width: 1024, height: 768))
    #expect(app.exists("Ideas") && app.exists("Milk, eggs, bread"))
    #expect(try #require(app.find("Milk, eggs, bread")).frame.minX > 320)
  }

  @Test func anUprightIPadShowsTheDetailAloneAndTheSidebarOverIt() throws {
    let upright = AppDriver(PlainNotesSplitScreen(), size: CGSize(width: 768, height: 1024))
    #expect(!upright.exists("Ideas"), "the sidebar is put away")
    #expect(abs(try #require(upright.find("Milk, eggs, bread")).frame.midX - 384) < 2)
    try upright.tap("Show Sidebar")
    upright.settle()
    upright.screenshot(to: "\(compatibilityScreenshots)/split-upright-sidebar.png")
    #expect(try #require(upright.find("Ideas")).frame.maxX < 320)
    #expect(
      abs(try #require(upright.find("Milk, eggs, bread")).frame.midX - 384) < 2,
      "the detail keeps the whole width under the sidebar")

    // Turned on its side, the same split view stands its columns side by side.
    upright.resize(to: CGSize(width: 1024, height: 768))
    upright.settle()
    #expect(upright.exists("Ideas"))
    #expect(abs(try #require(upright.find("Milk, eggs, bread")).frame.midX - (320 + 704 / 2)) < 2)
  }
}
