import SwiftUI
import SwiftUITesting
import Testing

/// `SettingsScreen` against iOS: a row's `.badge` is grey text at the row's trailing edge (0 shows none),
/// `LabeledContent` puts its value at the trailing edge in grey, and label styles show the icon, the title
/// or both.
@MainActor struct ListStatusTests {
  @Test func badgesSitAtTheTrailingEdgeOfTheirRows() throws {
    let app = AppDriver(SettingsScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/settings.png")
    let inbox = try #require(app.find("Inbox"))
    let count = try #require(app.find("3"))
    let new = try #require(app.find("New"))
    let flagged = try #require(app.find("Flagged"))
    // Inset grouped rows end 16 pt from the screen's edge and pad their content by 16 pt at the trailing end.
    #expect(abs(count.frame.maxX - 358) < 1.5, "\(count.frame)")
    #expect(abs(new.frame.maxX - 358) < 1.5)
    #expect(abs(count.center.y - inbox.center.y) < 1)
    #expect(abs(new.center.y - flagged.center.y) < 1)
    #expect(image.count(in: count.frame) { $0.red < 100 } == 0)
    #expect(image.count(in: count.frame) { $0.isClose(to: 138, 138, 142, tolerance: 12) } > 5)
    #expect(app.exists("Sent") && !app.exists("0"))

    try app.tap("Read all")
    #expect(!app.exists("3"))
    #expect(app.exists("New"))
  }

  @Test func labeledContentPutsTheValueTrailingInGrey() throws {
    let app = AppDriver(SettingsScreen())
    let image = app.screenshot()
    for (label, value) in [("Version", "2.1"), ("Storage", "1.2 GB"), ("Messages", "42")] {
      let title = try #require(app.find(label))
      let shown = try #require(app.find(value))
      #expect(abs(title.frame.minX - 36) < 1.5, "\(label) at the leading inset: \(title.frame)")
      #expect(abs(shown.frame.maxX - 358) < 1.5, "\(value) at the trailing inset: \(shown.frame)")
      #expect(abs(title.center.y - shown.center.y) < 1)
      #expect(image.count(in: shown.frame) { $0.red < 100 } == 0, "\(value) is grey")
      #expect(image.count(in: title.frame) { $0.red < 40 && $0.alpha > 200 } > 5, "\(label) black")
    }
  }

  @Test func labelStylesShowTheIconTheTitleOrBoth() throws {
    let app = AppDriver(SettingsScreen())
    let image = app.screenshot()
    let texts = app.texts
    #expect(!texts.contains("Icon only"))
    #expect(texts.contains("Title only") && texts.contains("Both"))
    let hearts = app.findAll("heart.fill")
    #expect(hearts.count == 2, "icon only and both: \(hearts)")
    // The icon-only row keeps its title for VoiceOver and the driver.
    let iconOnly = try #require(app.find("Icon only"))
    #expect(iconOnly.kind == .other)
    #expect(abs(iconOnly.center.y - hearts[0].center.y) < 1)
    let both = try #require(app.find("Both"))
    #expect(hearts[1].frame.maxX < both.frame.minX)
    #expect(abs(hearts[1].center.y - both.center.y) < 2)
    // The custom style draws its icon red.
    let bell = try #require(app.find("bell.fill"))
    #expect(image.count(in: bell.frame) { $0.isClose(to: 255, 59, 48) } > 20)
    let tinted = try #require(app.find("Tinted"))
    #expect(bell.frame.maxX < tinted.frame.minX)
  }
}
