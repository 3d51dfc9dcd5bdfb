import SwiftUI
import SwiftUITesting
import Testing

/// `MailboxesScreen` against iOS: the large title scrolls up with the list, point for point, while the bar
/// stays transparent; once it has gone under the 44 pt row the inline title fades in and the bar gets its
/// background and hairline; pulled down, the title comes down with the content, the refresh spinner above
/// it. `FilteredInboxScreen`: a list under a header leaves the large title where it is.
@MainActor struct LargeTitleCollapseTests {
  static let statusBar: CGFloat = 47

  func largeTitle(_ app: AppDriver, _ name: String = "Mail") -> CGRect? {
    app.findAll(name).first { $0.frame.height > 30 }?.frame
  }
  func inlineTitle(_ app: AppDriver, _ name: String = "Mail") -> CGRect? {
    app.findAll(name).first { $0.frame.height < 30 }?.frame
  }
  /// The darkest red component in `rect` (the title's ink).
  func darkest(_ image: RenderedImage, in rect: CGRect) -> Int {
    var darkest = 255
    for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
      for x in stride(from: rect.minX, to: rect.maxX, by: 1) {
        darkest = min(darkest, Int(image.pixel(at: CGPoint(x: x, y: y)).red))
      }
    }
    return darkest
  }

  @Test func theLargeTitleCollapsesIntoTheInlineOneAsTheListScrolls() throws {
    let app = AppDriver(MailboxesScreen())
    let restImage = app.screenshot(to: "\(compatibilityScreenshots)/mail-rest.png")
    let rest = try #require(largeTitle(app))
    let firstRow = try #require(app.find("All Inboxes")).frame
    // At rest as before: the title at the bottom of the 96 pt bar, 16 pt from the leading edge.
    #expect(rest.maxY > Self.statusBar + 80 && rest.maxY <= Self.statusBar + 96, "\(rest)")
    #expect(abs(rest.minX - 16) < 2, "\(rest)")
    #expect(darkest(restImage, in: rest) < 40, "the large title is drawn")
    #expect(inlineTitle(app) == nil)

    // 26 pt up: title and rows have moved together; no inline title, no bar background yet.
    app.scroll(dy: 26, at: CGPoint(x: 195, y: 500))
    app.advance(by: 0.05)
    let mid = app.screenshot(to: "\(compatibilityScreenshots)/mail-mid-scroll.png")
    let moved = try #require(largeTitle(app))
    #expect(abs(moved.maxY - (rest.maxY - 26)) < 1, "\(moved) from \(rest)")
    #expect(abs(try #require(app.find("All Inboxes")).frame.minY - (firstRow.minY - 26)) < 1)
    #expect(inlineTitle(app) == nil)
    let grouped = mid.pixel(at: CGPoint(x: 385, y: 60))
    #expect(
      grouped.isClose(to: 242, 242, 247, tolerance: 4), "transparent over the list: \(grouped)")
    // The large title is cut at the bottom of the 44 pt row: no ink above it.
    let aboveCut = CGRect(x: 0, y: 0, width: 390, height: Self.statusBar + 44 - 1)
    #expect(mid.count(in: aboveCut) { $0.isClose(to: 0, 0, 0, tolerance: 60) } == 0)
    #expect(mid.count(in: moved) { $0.isClose(to: 0, 0, 0, tolerance: 60) } > 20, "its foot shows")

    // 48 pt up: the large title has all but gone and the inline one is half faded in.
    app.scroll(dy: 22, at: CGPoint(x: 195, y: 500))
    app.advance(by: 0.05)
    let fading = app.screenshot(to: "\(compatibilityScreenshots)/mail-fading.png")
    let half = try #require(inlineTitle(app))
    let halfInk = darkest(fading, in: half)
    #expect(halfInk > 60 && halfInk < 200, "half faded in: \(halfInk)")

    // Past the title's height: the inline title in the middle of the 44 pt row, the chrome and hairline.
    app.scroll(dy: 58, at: CGPoint(x: 195, y: 500))
    app.advance(by: 0.05)
    let collapsed = app.screenshot(to: "\(compatibilityScreenshots)/mail-collapsed.png")
    #expect(largeTitle(app) == nil)
    let inline = try #require(inlineTitle(app))
    #expect(abs(inline.midX - 195) < 1 && abs(inline.midY - (Self.statusBar + 22)) < 1, "\(inline)")
    #expect(darkest(collapsed, in: inline) < 40, "fully shown")
    #expect(collapsed.pixel(at: CGPoint(x: 385, y: 60)).isClose(to: 249, 249, 249, tolerance: 8))
    let line = collapsed.pixel(at: CGPoint(x: 385, y: Self.statusBar + 44 - 0.25))
    #expect(line.red < 220, "a hairline under the 44 pt bar: \(line)")
    // The rows scrolled under the bar by as much as the content moved.
    #expect(abs(try #require(app.find("All Inboxes")).frame.minY - (firstRow.minY - 106)) < 1)

    // Back to the top: the large title is back where it rested, the bar transparent again.
    app.scroll(dy: -400, at: CGPoint(x: 195, y: 500))
    app.advance(by: 0.05)
    #expect(abs(try #require(largeTitle(app)).maxY - rest.maxY) < 1)
    #expect(inlineTitle(app) == nil)
    #expect(
      app.screenshot().pixel(at: CGPoint(x: 385, y: 60)).isClose(to: 242, 242, 247, tolerance: 4))
  }

  @Test func pulledDownTheTitleComesDownWithTheListAndTheSpinnerShowsAboveIt() throws {
    let app = AppDriver(MailboxesScreen())
    let rest = try #require(largeTitle(app))
    let firstRow = try #require(app.find("All Inboxes")).frame
    app.touchDown(at: CGPoint(x: 195, y: 400))
    app.touchMove(to: CGPoint(x: 195, y: 430))
    app.touchMove(to: CGPoint(x: 195, y: 460))
    let pulled = try #require(largeTitle(app))
    let row = try #require(app.find("All Inboxes")).frame
    #expect(pulled.maxY > rest.maxY + 5, "\(pulled)")
    #expect(abs((row.minY - pulled.maxY) - (firstRow.minY - rest.maxY)) < 1, "moves with the list")
    app.touchUp(at: CGPoint(x: 195, y: 460))
    app.settle()
    #expect(abs(try #require(largeTitle(app)).maxY - rest.maxY) < 1)

    // Pulled past the threshold and let go: while the check runs, the title and rows stay 54 pt down and the
    // spinner turns in the room above the title.
    app.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 650), duration: 0.6)
    app.advance(by: 0.6)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/mail-refreshing.png")
    let held = try #require(largeTitle(app))
    #expect(abs(held.maxY - (rest.maxY + 54)) < 2, "\(held)")
    #expect(abs(try #require(app.find("All Inboxes")).frame.minY - (firstRow.minY + 54)) < 2)
    let spinner = try #require(app.find(identifier: "refresh-spinner")).frame
    #expect(spinner.minY >= Self.statusBar + 44 - 1 && spinner.maxY <= held.minY + 2, "\(spinner)")
    #expect(image.count(in: spinner) { $0.red < 200 } > 10, "the spinner is drawn")
  }

  /// The title's ink: its dark pixels around its frame (with room to grow up and to the trailing side).
  func titleInk(_ image: RenderedImage, around frame: CGRect) -> CGRect? {
    let region = CGRect(
      x: frame.minX - 4, y: frame.minY - 8, width: frame.width * 1.2 + 8, height: frame.height + 10)
    return image.bounds(in: region) { $0.isDark(90) }
  }

  @Test func pulledDownTheLargeTitleGrowsFromItsLeadingFoot() throws {
    let app = AppDriver(MailboxesScreen())
    let rest = try #require(largeTitle(app))
    let restInk = try #require(titleInk(app.screenshot(), around: rest))
    app.touchDown(at: CGPoint(x: 195, y: 400))
    app.touchMove(to: CGPoint(x: 195, y: 440))
    app.touchMove(to: CGPoint(x: 195, y: 480))
    app.touchMove(to: CGPoint(x: 195, y: 560))
    let pulled = try #require(largeTitle(app))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/mail-pulled-title.png")
    let ink = try #require(titleInk(image, around: pulled))
    // Up to a tenth larger, reached 100 pt down.
    let pull = pulled.maxY - rest.maxY
    let expected = 1 + 0.1 * min(pull, 100) / 100
    #expect(pull > 30, "\(pulled) from \(rest)")
    #expect(abs(ink.width / restInk.width - expected) < 0.015, "\(ink) from \(restInk), \(pull) pt")
    #expect(abs(ink.height / restInk.height - expected) < 0.03, "\(ink) from \(restInk)")
    // Its leading edge and its foot stay where they were on the content.
    #expect(abs(ink.minX - restInk.minX) < 1, "\(ink) from \(restInk)")
    #expect(abs((pulled.maxY - ink.maxY) - (rest.maxY - restInk.maxY)) < 1.5, "\(ink) \(pulled)")
    app.touchUp(at: CGPoint(x: 195, y: 560))
    app.settle()
    let settled = try #require(largeTitle(app))
    let back = try #require(titleInk(app.screenshot(), around: settled))
    #expect(abs(back.width - restInk.width) < 0.6, "back to its size: \(back) \(restInk)")
  }

  @Test func aListUnderAHeaderLeavesTheLargeTitleWhereItIs() throws {
    let app = AppDriver(FilteredInboxScreen())
    let rest = try #require(largeTitle(app, "Inbox"))
    let picker = try #require(app.find("Unread")).frame
    #expect(picker.minY > rest.maxY, "the filter is under the title")
    let before = try #require(app.find("Message 3")).frame
    app.scroll(dy: 120, at: CGPoint(x: 195, y: 600))
    app.advance(by: 0.05)
    app.screenshot(to: "\(compatibilityScreenshots)/inbox-filtered-scrolled.png")
    #expect(try #require(app.find("Message 3")).frame.minY < before.minY - 100, "the list scrolled")
    #expect(largeTitle(app, "Inbox") == rest)
    #expect(inlineTitle(app, "Inbox") == nil)
    #expect(try #require(app.find("Unread")).frame == picker)
  }
}
