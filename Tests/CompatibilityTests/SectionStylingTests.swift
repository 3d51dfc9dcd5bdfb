import SwiftUI
import SwiftUITesting
import Testing

/// `MailboxSettingsScreen` against iOS: an increased header is larger, in the label colour and as written (a
/// standard grouped header is small grey capitals), increased badges are white on red capsules, and compact
/// section spacing brings sections closer.
@MainActor struct SectionStylingTests {
  @Test func prominentHeadersAndBadges() throws {
    let app = AppDriver(MailboxSettingsScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/mailbox-settings.png")
    let prominent = try #require(app.find("Mailboxes")).frame
    let standard = try #require(app.find("ACCOUNTS")).frame
    #expect(
      prominent.height > standard.height + 5, "title 3 over footnote: \(prominent) \(standard)")
    #expect(image.inkCount(in: prominent, threshold: 60) > 30, "in the label colour")
    #expect(image.inkCount(in: standard, threshold: 60) == 0, "secondary grey")
    // The badge: white text on a red capsule.
    let badge = try #require(app.find("12")).frame
    #expect(
      image.pixel(at: CGPoint(x: badge.minX - 3, y: badge.midY)).isClose(
        to: 255, 59, 48, tolerance: 30))
    #expect(image.fraction(in: badge) { $0.isWhite(230) } > 0.1)
  }

  @Test func compactSpacingBringsSectionsCloser() throws {
    let compact = AppDriver(MailboxSettingsScreen(compact: true))
    let standard = AppDriver(MailboxSettingsScreen(compact: false))
    func gap(_ app: AppDriver) throws -> CGFloat {
      let drafts = try #require(app.find("Drafts")).frame
      let accounts = try #require(app.find("ACCOUNTS")).frame
      return accounts.minY - drafts.maxY
    }
    #expect(try gap(standard) - gap(compact) > 10, "35 pt → 20 pt above the section")
  }
}
