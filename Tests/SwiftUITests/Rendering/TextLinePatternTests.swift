import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Underlines and strikethroughs with `Text.LineStyle` patterns are drawn dotted and dashed, as iOS draws
/// them, where the solid line would be and in its colour.
@MainActor @Suite struct TextLinePatternTests {
  let size = CGSize(width: 320, height: 60)

  func isRed(_ pixel: RenderedImage.Pixel) -> Bool {
    pixel.red > 180 && pixel.green < 120 && pixel.blue < 120
  }

  /// The red line's box and the stretches of red along its middle row, in points.
  func redLine<V: View>(_ view: V) throws -> (box: CGRect, dashes: [ClosedRange<CGFloat>]) {
    let app = AppDriver(view.foregroundColor(.black), size: size, scale: 2)
    let image = app.screenshot()
    let box = try #require(image.bounds(where: isRed))
    var dashes: [ClosedRange<CGFloat>] = []
    var x = box.minX
    while x < box.maxX {
      let red = isRed(image.pixel(at: CGPoint(x: x + 0.25, y: box.midY)))
      if red, let last = dashes.last, last.upperBound >= x - 0.5 {
        dashes[dashes.count - 1] = last.lowerBound...x
      } else if red {
        dashes.append(x...x)
      }
      x += 0.5
    }
    return (box, dashes)
  }

  @Test func solidLinesAreOneStretchAndPatternsAreBroken() throws {
    let text = Text("Underlined words").font(.system(size: 24))
    let solid = try redLine(text.underline(color: .red))
    let dash = try redLine(text.underline(pattern: .dash, color: .red))
    let dot = try redLine(text.underline(pattern: .dot, color: .red))
    #expect(solid.dashes.count == 1, "\(solid.dashes)")
    // Along the whole text: many dashes, more dots, each dot shorter than a dash.
    #expect(dash.box.width > solid.box.width - 4, "\(dash.box) \(solid.box)")
    #expect(dash.dashes.count >= 10, "\(dash.dashes.count)")
    #expect(dot.dashes.count > dash.dashes.count, "\(dot.dashes.count) \(dash.dashes.count)")
    let longest = { (line: [ClosedRange<CGFloat>]) in
      line.map { $0.upperBound - $0.lowerBound }.max() ?? 0
    }
    #expect(longest(dot.dashes) < longest(dash.dashes), "\(dot.dashes) \(dash.dashes)")
    // The patterned line sits where the solid one does.
    #expect(abs(dash.box.midY - solid.box.midY) <= 1, "\(dash.box) \(solid.box)")
  }

  @Test func dashDotPatternsAlternateLongAndShortStretches() throws {
    let text = Text("Dash dot dot pattern").font(.system(size: 24))
    let dashDot = try redLine(text.underline(pattern: .dashDot, color: .red))
    let dashDotDot = try redLine(text.underline(pattern: .dashDotDot, color: .red))
    let lengths = { (line: [ClosedRange<CGFloat>]) in
      line.dropFirst().dropLast().map { $0.upperBound - $0.lowerBound }
    }
    let long = { (line: [ClosedRange<CGFloat>]) in lengths(line).max() ?? 0 }
    // Long dashes with one (or two) short dots after each.
    for (line, dots) in [(dashDot.dashes, 1), (dashDotDot.dashes, 2)] {
      let marks = lengths(line).map { $0 > long(line) / 2 ? "-" : "." }.joined()
      let run = "-" + String(repeating: ".", count: dots)
      #expect(marks.contains(run + run), "\(marks)")
      #expect(!marks.contains(String(repeating: ".", count: dots + 1)), "\(marks)")
    }
  }

  @Test func patternedStrikethroughCrossesTheLetters() throws {
    let text = Text("Struck through").font(.system(size: 24))
    let solid = try redLine(text.strikethrough(color: .red))
    let dotted = try redLine(text.strikethrough(pattern: .dot, color: .red))
    let underline = try redLine(text.underline(pattern: .dot, color: .red))
    #expect(dotted.dashes.count >= 10, "\(dotted.dashes.count)")
    #expect(abs(dotted.box.midY - solid.box.midY) <= 1, "\(dotted.box) \(solid.box)")
    #expect(dotted.box.midY < underline.box.midY - 4, "\(dotted.box) \(underline.box)")
  }

  @Test func attributedRunsDrawTheirOwnPatternInTheTextColour() throws {
    var string = AttributedString("Plain and dashed")
    let range = try #require(string.range(of: "dashed"))
    string[range].underlineStyle = Text.LineStyle(pattern: .dash)
    string[range].foregroundColor = .red
    let app = AppDriver(Text(string).font(.system(size: 24)), size: size, scale: 2)
    let image = app.screenshot()
    let frame = try #require(app.find("Plain and dashed")).frame
    let word = try #require(image.bounds(where: isRed))
    // The red ink (word and line) is only the last word's, and under it the line is broken.
    #expect(word.minX > frame.midX, "\(word) \(frame)")
    let lineRow = word.maxY - 0.5
    var gaps = 0
    var wasRed = true
    var x = word.minX + 1
    while x < word.maxX - 1 {
      let red = isRed(image.pixel(at: CGPoint(x: x, y: lineRow)))
      if !red && wasRed { gaps += 1 }
      wasRed = red
      x += 0.5
    }
    #expect(gaps >= 4, "\(gaps)")
  }
}
