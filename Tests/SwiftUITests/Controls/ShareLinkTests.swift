import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A ShareLink shares as a selectable text's Share… does, through the one `DesktopShare`: the item goes to
/// the clipboard and the window's "Copied" alert shows it, so the alert stays when the link itself goes —
/// a ShareLink in a menu, which closes as it is tapped.
@MainActor @Suite struct ShareLinkTests {
  @Test func aShareLinkInAMenuCopiesAndTheAlertOutlivesTheMenu() throws {
    Clipboard.provider = InMemoryClipboard()
    let app = AppDriver(
      Menu("More") {
        ShareLink(item: URL(string: "https://example.com/trips/rome")!, subject: Text("Rome"))
      })
    try app.tap("More")
    app.settle()
    try app.tap("Share")
    app.settle()
    #expect(!app.exists("Share"), "the menu closed")
    #expect(Clipboard.provider.read() == "Rome\nhttps://example.com/trips/rome")
    #expect(app.exists("Copied"), "\(app.texts)")
    #expect(app.exists("https://example.com/trips/rome", exact: false))
    // The same alert as the text selection's Share…: one presentation, closed by OK.
    #expect(app.host.graph.presentations.contains { $0.id == AnyHashable("DesktopShare") })
    try app.tap("OK")
    app.settle()
    #expect(!app.exists("Copied"))
  }

  @Test func aShareLinkLabelIsTheShareSymbolAndShareInTheTint() throws {
    Clipboard.provider = InMemoryClipboard()
    let app = AppDriver(ShareLink(item: "Meet at noon"))
    let image = app.screenshot()
    let title = try #require(app.find("Share")).frame
    #expect(
      image.count(in: title) { $0.isClose(to: .init(red: 0, green: 122, blue: 255), tolerance: 40) }
        > 10)
    try app.tap("Share")
    app.settle()
    #expect(Clipboard.provider.read() == "Meet at noon")
    #expect(app.findAll("Meet at noon").count == 1, "the alert's message")
  }
}
