import SwiftUI
import SwiftUITesting
import Testing

/// `RichTextScreen` against iOS: attributed ranges draw in their own font and colours, markdown in a literal
/// is bold, italic, code and struck through, the link is in the accent colour and opens, concatenated texts
/// keep each part's style; a long press on the selectable address shows Copy, which copies it.
@MainActor struct RichTextTests {
  final class Opened { var urls: [URL] = [] }

  @Test func attributedAndMarkdownTextDrawAsOnIOS() throws {
    let opened = Opened()
    let app = AppDriver(
      RichTextScreen().environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/rich-text.png")

    // The greeting: "Taylor" in orange, the rest in the label colour.
    let greeting = try #require(app.find("Welcome back, Taylor!"))
    let orange = try #require(
      image.bounds(in: greeting.frame) { $0.isClose(to: 255, 149, 0, tolerance: 50) })
    #expect(orange.minX > greeting.frame.midX, "\(orange) \(greeting.frame)")
    #expect(image.inkCount(in: greeting.frame) > 100)

    // Markdown is read, and the markers are gone.
    let styled = try #require(
      app.find("This is bold, this is italic, this is code and this is gone."))
    #expect(styled.frame.height > 30, "it wraps onto a second line: \(styled.frame)")

    // The link: accent blue, tapping it opens its URL.
    let sentence = try #require(
      app.find("Read our privacy policy before you sign up."))
    let blue = try #require(
      image.bounds(in: sentence.frame) { $0.isClose(to: 0, 122, 255, tolerance: 50) })
    app.tap(at: CGPoint(x: blue.midX, y: blue.minY + 8))
    app.settle()
    #expect(opened.urls == [URL(string: "https://example.com/privacy")!])

    // The sale price: the old price grey, the new one red on yellow.
    let price = try #require(app.find("$49 $29 today"))
    let yellow = try #require(
      image.bounds(in: price.frame) { $0.red > 220 && $0.green > 200 && $0.blue < 80 })
    #expect(yellow.minX > price.frame.minX + 20)
    #expect(image.count(in: yellow) { $0.isClose(to: 255, 59, 48, tolerance: 60) } > 10)

    // Text + Text: the amount in green.
    let total = try #require(app.find("Total: $29 incl. tax"))
    #expect(image.count(in: total.frame) { $0.isClose(to: 52, 199, 89, tolerance: 50) } > 10)
  }

  @Test func theSelectableAddressCanBeCopied() throws {
    let app = AppDriver(RichTextScreen())
    UIPasteboard.general.string = nil
    let heading = try #require(app.find("Address"))
    app.touchDown(at: heading.center)
    app.advance(by: 0.6)
    app.touchUp(at: heading.center)
    app.settle()
    #expect(!app.exists("Copy"), "the heading is not selectable")

    let address = try #require(app.find("221B Baker Street, London"))
    app.touchDown(at: address.center)
    app.advance(by: 0.6)
    app.touchUp(at: address.center)
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/rich-text-copy.png")
    let copy = try #require(app.find("Copy"))
    #expect(copy.frame.minY > address.frame.maxY)
    #expect(!image.pixel(at: CGPoint(x: 10, y: 100)).isWhite(240), "the screen behind is dimmed")
    try app.tap("Copy")
    app.settle()
    #expect(UIPasteboard.general.string == "221B Baker Street, London")
    #expect(!app.exists("Copy"))
  }
}
