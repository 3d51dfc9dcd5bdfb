import SwiftUI
import SwiftUITesting
import Testing

/// `LoadingFeedScreen` and `WalletWidgetScreen` against iOS's redaction: redacted text is a light grey rounded
/// bar per line (no glyphs), a redacted image a grey box, `.unredacted()` content is drawn as it is, and
/// `.privacySensitive()` content alone is hidden under `.redacted(reason: .privacy)`.
@MainActor struct RedactionTests {
  func isBar(_ pixel: RenderedImage.Pixel) -> Bool {
    pixel.red > 190 && pixel.red < 235 && abs(Int(pixel.red) - Int(pixel.blue)) < 12
  }

  @Test func placeholdersStandInForTextAndImagesUntilLoaded() throws {
    let app = AppDriver(LoadingFeedScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/loading-feed.png")
    let title = try #require(app.find("Swift on Linux")).frame
    #expect(image.inkCount(in: title) == 0, "no glyphs in a redacted text")
    #expect(image.fraction(in: title, where: isBar) > 0.4, "a grey bar covers the line")
    let summary = try #require(app.find("Building apps with one codebase")).frame
    #expect(image.inkCount(in: summary) == 0)
    // The bar is as long as the text: the row's white right of it.
    #expect(image.pixel(at: CGPoint(x: summary.maxX + 4, y: summary.midY)).isWhite())
    let heading = try #require(app.find("Today")).frame
    #expect(image.inkCount(in: heading) > 50, "the unredacted title is drawn")
    // The image is a grey box, not the symbol.
    let icon = try #require(
      image.bounds(
        in: CGRect(x: 0, y: title.minY - 8, width: title.minX - 4, height: 60), where: isBar))
    #expect(icon.width > 20 && icon.height > 20, "\(icon)")

    try app.tap("Finish loading")
    let loaded = app.screenshot(to: "\(compatibilityScreenshots)/loaded-feed.png")
    let shown = try #require(app.find("Swift on Linux")).frame
    #expect(loaded.inkCount(in: shown) > 50, "the text is drawn once loaded")
  }

  @Test func privacyRedactionHidesOnlyPrivacySensitiveContent() throws {
    let app = AppDriver(WalletWidgetScreen(), size: CGSize(width: 300, height: 160))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/wallet-widget.png")
    let label = try #require(app.find("Wallet")).frame
    #expect(image.inkCount(in: label) > 20)
    let balance = try #require(app.find("$1,024.00")).frame
    #expect(image.inkCount(in: balance) == 0)
    #expect(image.fraction(in: balance, where: isBar) > 0.4)
  }
}
