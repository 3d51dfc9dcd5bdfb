import SwiftUI
import SwiftUITesting
import Testing

/// `FileBrowserScreen`, `AdvancedSettingsScreen`, `FAQScreen` against iOS: a disclosure group is its label with
/// the tint's chevron at the trailing edge, pointing right while closed and down when open; a tap on the label
/// opens it; in a List its content is rows beneath it, indented; tree data nests groups; a collapsible section's
/// header hides its rows.
@MainActor struct DisclosureTests {
  /// The tint's pixels in `rect`: the chevron.
  func chevron(_ image: RenderedImage, in rect: CGRect) -> CGRect? {
    image.bounds(in: rect) { $0.isAccentBlue }
  }

  @Test func aGroupInAListOpensIntoIndentedRows() throws {
    let app = AppDriver(FileBrowserScreen())
    #expect(!app.exists("Resume.pdf"))
    let documents = try #require(app.find("Documents"))
    var image = app.screenshot(to: "\(compatibilityScreenshots)/outline-closed.png")
    let row = CGRect(
      x: 300, y: documents.frame.minY - 6, width: 90, height: documents.frame.height + 12)
    let closed = try #require(chevron(image, in: row))
    #expect(closed.height > closed.width * 1.3, "points right: \(closed)")
    try app.tap("Documents")
    app.settle()
    image = app.screenshot(to: "\(compatibilityScreenshots)/outline-open.png")
    let open = try #require(chevron(image, in: row))
    #expect(open.width > open.height * 1.3, "points down: \(open)")
    let resume = try #require(app.find("Resume.pdf"))
    #expect(resume.frame.minY > documents.frame.maxY, "beneath")
    #expect(
      resume.frame.minX > documents.frame.minX + 10, "indented: \(resume.frame) \(documents.frame)")
    // Nested: Taxes is a group of its own, still closed; a file without children has no chevron.
    #expect(app.exists("Taxes"))
    #expect(!app.exists("2024.pdf"))
    let notes = try #require(app.find("Notes.txt"))
    #expect(
      chevron(image, in: CGRect(x: 300, y: notes.frame.minY - 6, width: 90, height: 30)) == nil)
    try app.tap("Taxes")
    app.settle()
    let file = try #require(app.find("2024.pdf"))
    #expect(file.frame.minX > resume.frame.minX + 10)
    // Closing the outer group hides its whole subtree.
    try app.tap("Documents")
    app.settle()
    #expect(!app.exists("Resume.pdf") && !app.exists("2024.pdf"))
  }

  @Test func aBoundGroupAndACollapsibleSectionInAForm() throws {
    let app = AppDriver(AdvancedSettingsScreen())
    #expect(!app.exists("Notifications"))
    #expect(app.exists("Report.key"))
    try app.tap("Advanced")
    app.settle()
    #expect(app.exists("Notifications"))
    #expect(app.exists("Cache size: 24 MB"))
    try app.tap("Recent")
    app.settle()
    _ = app.screenshot(to: "\(compatibilityScreenshots)/disclosure-form.png")
    #expect(!app.exists("Report.key"))
    #expect(app.exists("Recent"), "the header stays")
  }

  @Test func outsideAListTheContentShowsBelowTheLabel() throws {
    let app = AppDriver(FAQScreen())
    #expect(!app.exists("Open Settings and choose Reset."))
    let question = try #require(app.find("How do I reset my password?"))
    var image = app.screenshot()
    let row = CGRect(
      x: 300, y: question.frame.minY - 4, width: 90, height: question.frame.height + 8)
    #expect(chevron(image, in: row) != nil, "the chevron at the trailing edge")
    try app.tap("How do I reset my password?")
    app.settle()
    image = app.screenshot(to: "\(compatibilityScreenshots)/disclosure-faq.png")
    let answer = try #require(app.find("Open Settings and choose Reset."))
    #expect(answer.frame.minY > question.frame.maxY)
    #expect(abs(answer.frame.minX - question.frame.minX) < 1, "aligned with the label")
    let order = try #require(app.find("When will my order arrive?"))
    #expect(order.frame.minY > answer.frame.maxY, "the next group moved down")
  }
}
