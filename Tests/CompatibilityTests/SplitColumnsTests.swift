import SwiftUI
import SwiftUITesting
import Testing

/// `LibrarySplitScreen` and `MailboxSplitScreen` against iPadOS 17: side by side, a sidebar link's
/// destination becomes the detail column's root (a new stack each time) instead of a page of the sidebar;
/// the sidebar asks for its width; the sidebar button in the bar and the bound `columnVisibility` slide the
/// sidebar out and in, the detail widening; with `.prominentDetail` the detail keeps the whole width and the
/// leading columns lie over it, shadowed, until a tap on the detail or a choice puts them away.
@MainActor struct SplitColumnsTests {
  static let wide = CGSize(width: 1024, height: 768)

  @Test func sidebarLinksFillTheDetailColumn() throws {
    let app = AppDriver(LibrarySplitScreen(), size: Self.wide)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/split-library.png")
    // The sidebar is 280 pt, as it asks; the detail is the rest, a hairline between.
    let prompt = try #require(app.find("Choose a book")).frame
    #expect(abs(prompt.midX - (280 + (1024 - 280) / 2)) < 2, "\(prompt)")
    #expect(
      image.count(in: CGRect(x: 279, y: 300, width: 2, height: 100)) { !$0.isBackground } > 50)
    #expect(
      image.count(in: CGRect(x: 319, y: 300, width: 2, height: 100)) { !$0.isBackground } == 0)

    try app.tap("Dune")
    app.settle()
    app.screenshot(to: "\(compatibilityScreenshots)/split-library-dune.png")
    let author = try #require(app.find("Frank Herbert")).frame
    #expect(abs(author.midX - 652) < 2, "in the detail column: \(author)")
    #expect(!app.exists("Choose a book"))
    // The sidebar did not move on: its title and rows are where they were.
    #expect(app.exists("Library") && app.exists("Neuromancer"))
    #expect(try #require(app.find("Neuromancer")).frame.maxX < 280)
    #expect(app.findAll("Dune").contains { $0.frame.minX > 280 }, "the detail's title")
    // As on iPadOS the sidebar's link rows have no chevron, and the row shown beside is filled with the tint.
    let shown = app.screenshot(to: "\(compatibilityScreenshots)/split-library-dune-row.png")
    let dune = try #require(app.findAll("Dune").first { $0.frame.maxX < 280 }).frame
    let neuromancer = try #require(app.find("Neuromancer")).frame
    #expect(shown.pixel(at: CGPoint(x: 200, y: dune.midY)).isClose(to: 0, 122, 255, tolerance: 8))
    #expect(shown.pixel(at: CGPoint(x: 200, y: neuromancer.midY)).isBackground)
    #expect(
      shown.count(in: CGRect(x: 200, y: neuromancer.minY, width: 60, height: neuromancer.height)) {
        !$0.isBackground
      } == 0, "no chevron")

    // A link in the detail pushes on the detail's own stack.
    try app.tap("Reviews")
    app.settle()
    #expect(try #require(app.find("Reviews of Dune")).frame.minX > 280)
    #expect(app.exists("Library") && app.exists("Neuromancer"))

    // Another sidebar link replaces the detail's stack: its pushed page goes too.
    try app.tap("Neuromancer")
    app.settle()
    #expect(app.exists("William Gibson"))
    #expect(!app.exists("Reviews of Dune") && !app.exists("Frank Herbert"))
    let moved = app.screenshot()
    #expect(moved.pixel(at: CGPoint(x: 200, y: dune.midY)).isBackground, "the fill moved")
    #expect(
      moved.pixel(at: CGPoint(x: 200, y: neuromancer.midY)).isClose(to: 0, 122, 255, tolerance: 8)
    )

    // A link with a destination view.
    try app.tap("About")
    app.settle()
    #expect(try #require(app.find("About the library")).frame.minX > 280)
    #expect(!app.exists("William Gibson"))
  }

  @Test func theSidebarButtonAndTheBindingHideAndShowTheSidebar() throws {
    let app = AppDriver(LibrarySplitScreen(), size: Self.wide)
    try app.tap("Dune")
    app.settle()
    // The sidebar button: at the leading end of the sidebar's bar, in the tint colour.
    let hide = try #require(app.find("Hide Sidebar")).frame
    #expect(hide.minX < 30 && hide.maxX < 80 && hide.maxY < 100, "\(hide)")
    let image = app.screenshot(to: "\(compatibilityScreenshots)/split-library-toggle.png")
    #expect(image.count(in: hide) { $0.isClose(to: 0, 122, 255, tolerance: 50) } > 10)

    try app.tap("Hide Sidebar")
    app.advance(by: 0.12)
    // Mid-slide: the detail's content is on its way to the middle of the window.
    let moving = try #require(app.frame(of: "Frank Herbert", includingHidden: true))
    #expect(moving.midX < 650 && moving.midX > 514, "sliding: \(moving)")
    app.settle()
    app.screenshot(to: "\(compatibilityScreenshots)/split-library-hidden.png")
    #expect(!app.exists("Library") && !app.exists("Neuromancer"))
    #expect(abs(try #require(app.find("Frank Herbert")).frame.midX - 512) < 2)
    // Now the detail's bar has the button, which brings the sidebar back.
    let show = try #require(app.find("Show Sidebar")).frame
    #expect(show.minX < 30 && show.maxY < 100, "\(show)")
    try app.tap("Show Sidebar")
    app.settle()
    #expect(app.exists("Library"))
    #expect(abs(try #require(app.find("Frank Herbert")).frame.midX - 652) < 2)

    // The bound visibility, set by the app without an animation, slides all the same.
    try app.tap("Read full screen")
    app.advance(by: 0.12)
    let sliding = try #require(app.frame(of: "Frank Herbert", includingHidden: true))
    #expect(sliding.midX < 650 && sliding.midX > 514, "sliding: \(sliding)")
    app.settle()
    #expect(!app.exists("Library"))
    #expect(abs(try #require(app.find("Frank Herbert")).frame.midX - 512) < 2)
  }

  @Test func aProminentDetailKeepsItsWidthUnderTheColumns() throws {
    let app = AppDriver(MailboxSplitScreen(), size: Self.wide)
    // The detail alone at first, the whole width, with the button to show the content column.
    #expect(!app.exists("Inbox") && !app.exists("Mailboxes"))
    #expect(abs(try #require(app.find("No message selected")).frame.midX - 512) < 2)
    try app.tap("Show Sidebar")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/split-mailbox-overlay.png")
    let message = try #require(app.find("Lunch on Friday?")).frame
    #expect(message.maxX < 320, "the content column from the leading edge: \(message)")
    #expect(!app.exists("Mailboxes"))
    // The detail has not moved; the column's shadow falls on it.
    #expect(abs(try #require(app.find("No message selected")).frame.midX - 512) < 2)
    let shadow = image.pixel(at: CGPoint(x: 323, y: 600))
    let clear = image.pixel(at: CGPoint(x: 400, y: 600))
    #expect(Int(shadow.red) < Int(clear.red) - 4, "shadowed beside the column: \(shadow)")
    #expect(clear.isBackground)

    // The content column's button shows the sidebar too, both over the detail.
    try app.tap("Show Sidebar")
    app.settle()
    #expect(app.exists("Mailboxes") && app.exists("Inbox"))
    #expect(try #require(app.find("Lunch on Friday?")).frame.minX > 320)
    #expect(abs(try #require(app.find("No message selected")).frame.midX - 512) < 2)

    // A tap on the detail puts them away.
    app.tap(at: CGPoint(x: 900, y: 600))
    app.settle()
    #expect(!app.exists("Mailboxes") && !app.exists("Lunch on Friday?"))

    // Choosing a message shows it in the detail and puts the column away, as iPadOS does.
    try app.tap("Show Sidebar")
    app.settle()
    try app.tap("Lunch on Friday?")
    app.settle()
    #expect(abs(try #require(app.find("See you at noon.")).frame.midX - 512) < 2)
    #expect(!app.exists("Lunch on Friday?") && !app.exists("No message selected"))
  }

  @Test func twoSplitViewsInOneWindowKeepTheirOwnPages() throws {
    let app = AppDriver(
      HStack(spacing: 0) {
        EmployeesSplitScreen()
        EmployeesSplitScreen()
      }
      .environment(\.horizontalSizeClass, .compact),
      size: CGSize(width: 780, height: 700))
    let left = try #require(app.findAll("Ada Lovelace").first { $0.frame.maxX < 390 })
    app.tap(left)
    app.settle()
    let right = try #require(app.findAll("Alan Turing").first { $0.frame.minX > 390 })
    app.tap(right)
    app.settle()
    #expect(try #require(app.find("Engineer")).frame.maxX < 390)
    #expect(try #require(app.find("Mathematician")).frame.minX > 390)
    // Going back in one leaves the other's page where it is.
    app.tap(try #require(app.findAll("Employees").first { $0.frame.maxX < 390 }))
    app.settle()
    #expect(!app.exists("Engineer") && app.exists("Mathematician"))
  }
}
