import SwiftUI
import SwiftUITesting
import Testing

/// `MailboxTitleMenuScreen` against iOS 16: the inline title has a chevron in a grey circle after it; a tap
/// on the title opens the menu below it, and choosing a row runs it (the title and list follow).
@MainActor struct ToolbarTitleMenuTests {
  @Test func tappingTheTitleOpensItsMenu() throws {
    let app = AppDriver(MailboxTitleMenuScreen())
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/toolbar-title-menu.png")
    let title = try #require(app.frame(of: "Inbox"))
    #expect(title.midY > 44 && title.midY < 44 + 44, "the title stands in the bar's 44 pt row")
    let chevron = CGRect(x: title.maxX + 2, y: title.midY - 9, width: 22, height: 18)
    #expect(image.count(in: chevron) { !$0.isWhite(250) } > 40, "a chevron in a circle follows it")

    try app.tap("Inbox")
    app.settle()
    let archive = try #require(app.frame(of: "Archive"))
    #expect(archive.minY > title.maxY, "the menu opens below the title")
    try app.tap("Archive")
    app.settle()
    #expect(app.exists("Messages in Archive"))
    #expect(!app.exists("Inbox"), "the menu closed and the title reads Archive")
    #expect(app.exists("Archive"))
  }
}
