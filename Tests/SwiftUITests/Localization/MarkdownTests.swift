import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Markdown as Apple reads it: `AttributedString(markdown:)` gives runs with inline presentation intents and
/// links; a `Text` string literal is read as inline markdown, verbatim text and string values are not; a tap
/// on a link opens it through `\.openURL`.
@MainActor @Suite struct MarkdownTests {
  /// Each run's characters with its intent and link.
  func runs(_ string: AttributedString) -> [(String, InlinePresentationIntent, URL?)] {
    string.runs.map {
      (String(string[$0.range].characters), $0.inlinePresentationIntent ?? [], $0.link)
    }
  }

  @Test func inlineMarkdownBecomesIntentsAndLinks() throws {
    let string = try AttributedString(
      markdown: "**bold** *italic* `code` ~~strike~~ [link](https://example.com/a)")
    #expect(String(string.characters) == "bold italic code strike link")
    let parsed = runs(string)
    #expect(parsed.map(\.0) == ["bold", " ", "italic", " ", "code", " ", "strike", " ", "link"])
    #expect(parsed[0].1 == .stronglyEmphasized)
    #expect(parsed[2].1 == .emphasized)
    #expect(parsed[4].1 == .code)
    #expect(parsed[6].1 == .strikethrough)
    #expect(parsed[8].2 == URL(string: "https://example.com/a"))
    #expect(parsed[1].1.isEmpty && parsed[1].2 == nil)
  }

  @Test func nestingEscapesAndUnmatchedMarkersFollowCommonMark() throws {
    func read(_ markdown: String) throws -> [(String, InlinePresentationIntent, URL?)] {
      runs(try AttributedString(markdown: markdown))
    }
    let nested = try read("***both*** and **bold _inside_**")
    #expect(nested[0].0 == "both" && nested[0].1 == [.stronglyEmphasized, .emphasized])
    #expect(nested.last?.0 == "inside" && nested.last?.1 == [.stronglyEmphasized, .emphasized])
    #expect(
      String(try AttributedString(markdown: "snake_case_name").characters) == "snake_case_name")
    #expect(try read("\\*not emphasis\\*").map(\.0) == ["*not emphasis*"])
    #expect(try read("**unclosed and [no link]").map(\.0) == ["**unclosed and [no link]"])
    #expect(try read("`**not bold**`").first?.1 == .code)
    let auto = try read("mail <me@example.com> or <https://swift.org>")
    #expect(auto[1].2 == URL(string: "mailto:me@example.com"))
    #expect(auto[3].2 == URL(string: "https://swift.org"))
    let titled = try read("[Swift](https://swift.org \"The site\")")
    #expect(titled.map(\.0) == ["Swift"] && titled[0].2 == URL(string: "https://swift.org"))
  }

  @Test func whitespaceOptionsAsFoundation() throws {
    let source = "one\n  **two**\nthree"
    let kept = try AttributedString(
      markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(kept.characters) == "one\n  two\nthree")
    let collapsed = try AttributedString(
      markdown: source, options: .init(interpretedSyntax: .inlineOnly))
    #expect(String(collapsed.characters) == "one two three")
    let full = try AttributedString(markdown: "# Title\n\nSome *text*\n- item")
    #expect(String(full.characters) == "TitleSome text item")
    #expect(throws: CocoaError.self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0xFD])) }
  }

  @Test func textLiteralsReadMarkdownButStringsAndVerbatimDoNot() throws {
    let value = "**kept**"
    let app = AppDriver(
      VStack {
        Text("Say **hello** to `code`")
        Text(verbatim: "**verbatim**")
        Text(value)
      }, size: CGSize(width: 300, height: 200))
    #expect(app.exists("Say hello to code"))
    #expect(app.exists("**verbatim**"))
    #expect(app.exists("**kept**"))
  }

  @Test func boldMarkdownIsDrawnBold() throws {
    func inkOfWord(_ text: Text) throws -> Int {
      let app = AppDriver(
        text.font(.system(size: 28)).foregroundColor(.black), size: CGSize(width: 300, height: 60))
      let frame = try #require(app.find("Wide WWW")).frame
      let word = CGRect(x: frame.midX + 10, y: 0, width: frame.maxX - frame.midX - 10, height: 60)
      return app.screenshot().inkCount(in: word)
    }
    let bold = try inkOfWord(Text("Wide **WWW**"))
    let plain = try inkOfWord(Text(verbatim: "Wide WWW"))
    #expect(bold > plain * 5 / 4, "\(bold) \(plain)")
  }

  final class Opened { var urls: [URL] = [] }

  @Test func aTapOnALinkOpensItInTheAccentColour() throws {
    let opened = Opened()
    let app = AppDriver(
      Text("Read the [terms](https://example.com/terms) first")
        .font(.system(size: 24))
        .foregroundColor(.black)
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.urls.append(url)
            return .handled
          }), size: CGSize(width: 390, height: 100))
    let image = app.screenshot()
    let frame = try #require(app.find("Read the terms first")).frame
    let blue = try #require(image.bounds { $0.blue > 200 && $0.red < 60 && $0.green < 160 })
    #expect(blue.minX > frame.minX + 40 && blue.maxX < frame.maxX - 40, "\(blue) \(frame)")
    app.tap(at: CGPoint(x: frame.minX + 10, y: frame.midY))
    app.settle()
    #expect(opened.urls.isEmpty, "a tap on \"Read\" opens nothing")
    app.tap(at: CGPoint(x: blue.midX, y: blue.midY))
    app.settle()
    #expect(opened.urls == [URL(string: "https://example.com/terms")!])
  }
}

extension MarkdownTests {
  @Test func codeIsSetInAMonospacedFont() throws {
    func width(_ text: Text, _ label: String) throws -> CGFloat {
      let app = AppDriver(text.font(.system(size: 20)), size: CGSize(width: 300, height: 60))
      return try #require(app.find(label)).frame.width
    }
    #expect(try width(Text("`iiii`"), "iiii") == width(Text("`WWWW`"), "WWWW"))
    #expect(try width(Text("iiii"), "iiii") < width(Text("WWWW"), "WWWW") - 10)
  }
}

/// Bare web addresses and e-mail addresses are links, as GitHub's extended autolinks, which Apple's parser
/// follows: in `AttributedString(markdown:)` and in `Text` literals, where a tap opens them.
extension MarkdownTests {
  func links(_ markdown: String) throws -> [(String, String)] {
    let string = try AttributedString(markdown: markdown)
    return string.runs.compactMap { run in
      run.link.map { (String(string[run.range].characters), $0.absoluteString) }
    }
  }

  @Test func bareURLsWebAddressesAndEmailAddressesAreLinked() throws {
    let found = try links(
      "Visit https://example.com/path?q=1. Or www.example.org, or mail ada@example.com!")
    #expect(
      found.map(\.0) == ["https://example.com/path?q=1", "www.example.org", "ada@example.com"])
    #expect(
      found.map(\.1) == [
        "https://example.com/path?q=1", "http://www.example.org", "mailto:ada@example.com",
      ])
    // The characters are kept as written.
    #expect(
      String(try AttributedString(markdown: "Mail ada@example.com.").characters)
        == "Mail ada@example.com.")
  }

  @Test func linksEndWherePunctuationAndParenthesesSaySo() throws {
    #expect(try links("(see https://example.com/a)").map(\.0) == ["https://example.com/a"])
    #expect(
      try links("https://en.wikipedia.org/wiki/Swift_(language) is").map(\.0) == [
        "https://en.wikipedia.org/wiki/Swift_(language)"
      ])
    #expect(try links("at http://localhost:8080/x, then").map(\.0) == ["http://localhost:8080/x"])
    #expect(try links("**https://example.com**").map(\.0) == ["https://example.com"])
    #expect(try links("a <https://example.com/b> c").map(\.0) == ["https://example.com/b"])
    // A link's own text is not linked again.
    #expect(
      try links("[https://one.example](https://two.example)").map(\.1) == ["https://two.example"])
  }

  @Test func wordsThatOnlyLookLikeAddressesStayText() throws {
    for text in [
      "file.txt", "version 1.2.3", "snake_case_name", "a@b", "user@host", "hello@ there",
      "xhttps://example.com", "www.", "wwwexample.com", "%@ likes you", "ftp:/broken",
      "www.example_site.com",
    ] {
      #expect(try links(text).isEmpty, "\(text)")
    }
  }

  @Test func aBareURLInATextLiteralOpensWhenTapped() throws {
    let opened = Opened()
    let app = AppDriver(
      VStack {
        Text("Docs at https://example.com/docs today")
        Text(verbatim: "Plain https://example.com/plain")
      }
      .font(.system(size: 22))
      .foregroundColor(.black)
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }), size: CGSize(width: 390, height: 160))
    let image = app.screenshot()
    let frame = try #require(app.find("Docs at https://example.com/docs today")).frame
    let blue = try #require(
      image.bounds(in: frame) { $0.blue > 200 && $0.red < 60 && $0.green < 160 })
    // The address, in the accent colour, between "Docs at" and "today".
    #expect(blue.minX > frame.minX + 50 && blue.maxX < frame.maxX - 40, "\(blue) \(frame)")
    app.tap(at: CGPoint(x: blue.midX, y: blue.midY))
    app.settle()
    #expect(opened.urls == [URL(string: "https://example.com/docs")!])
    // Verbatim text is not read as markdown: no link, no accent colour.
    let plain = try #require(app.find("Plain https://example.com/plain")).frame
    #expect(image.bounds(in: plain) { $0.blue > 200 && $0.red < 60 && $0.green < 160 } == nil)
    app.tap(at: CGPoint(x: plain.maxX - 30, y: plain.midY))
    app.settle()
    #expect(opened.urls.count == 1)
  }
}
