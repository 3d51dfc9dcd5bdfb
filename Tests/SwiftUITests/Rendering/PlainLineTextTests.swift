import Foundation
import Testing

@testable import SwiftUI

/// One-line ASCII labels are shaped word by word instead of as pango layouts (`PlainLineText`); what they
/// draw and measure must be what their layouts draw and measure, to the pixel.
@MainActor @Suite struct PlainLineTextTests {
  static let plain = [
    "Row 12: 5", "AV To Wa Yo LT", "Type: 1,234.50 (ok) [x] {y} <z>", "\"quoted\" 'single' `tick`",
    "~!@#$%^&*_+-=|\\/?", "  leading and trailing  ", "fi fl ffi office", "12: 5", "0",
    "-> => != <= >= :: ... --- 1/2 3x4", "W. Va. AT&T", "a  b   c",
  ]
  /// Fallback fonts, right to left, letters beyond ASCII: these take the layout.
  static let other = [
    "Row مرحبا", "Straße", "مرحبا بالعالم", "Hello 👋 there", "café crème", "Привет мир", "日本語 text",
    "",
    "tab\there", "two\nlines",
  ]
  static let fonts: [Font] = [
    .caption, .body, .title.bold(), .system(size: 17.3), .system(size: 13).italic(),
    .system(size: 15, design: .monospaced), .system(size: 11, weight: .semibold, design: .serif),
  ]

  /// The same labels drawn through each path, on a fractional origin so positions are not whole pixels.
  func picture(_ strings: [String], font: Font, plainLines: Bool) -> RenderedImage {
    let engine = TextEngine.shared
    let was = engine.plainLines.isEnabled
    engine.plainLines.isEnabled = plainLines
    defer { engine.plainLines.isEnabled = was }
    let view = VStack(alignment: .leading, spacing: 1.3) {
      ForEach(strings.indices, id: \.self) { index in
        Text(verbatim: strings[index]).font(font).foregroundColor(.black)
      }
    }
    .padding(.leading, 3.3)
    .padding(.top, 0.7)
    return render(view, size: CGSize(width: 420, height: 40 * CGFloat(strings.count)))
  }

  func measures(_ text: String, style: TextEngine.Style, plainLines: Bool) -> [String] {
    let engine = TextEngine.shared
    let was = engine.plainLines.isEnabled
    engine.plainLines.isEnabled = plainLines
    defer { engine.plainLines.isEnabled = was }
    // Heights too: a stack asks each label its size at no height.
    let proposals = ([nil, 1000, 30] as [CGFloat?]).flatMap { width in
      ([nil, 0, 5] as [CGFloat?]).map { ProposedViewSize(width: width, height: $0) }
    }
    return proposals.map { proposal in
      let width = proposal.width
      let measured = engine.measure(text, style: style, proposal: proposal)
      let baselines = engine.baselines(
        text, style: style, width: width, maxLines: measured.lines)
      return "\(measured.size) \(measured.lines as Any) \(baselines)"
    }
  }

  @Test func plainLinesDrawWhatTheirLayoutsDraw() {
    for font in Self.fonts {
      let fast = picture(Self.plain + Self.other, font: font, plainLines: true)
      let layouts = picture(Self.plain + Self.other, font: font, plainLines: false)
      let difference = fast.difference(from: layouts)
      #expect(difference.worst == 0, "\(font): \(difference.visible) pixels differ")
    }
  }

  @Test func plainLinesMeasureWhatTheirLayoutsMeasure() {
    for font in Self.fonts {
      let style = TextEngine.Style(font: font)
      for text in Self.plain + Self.other {
        #expect(
          measures(text, style: style, plainLines: true)
            == measures(text, style: style, plainLines: false), "\(text) in \(font)")
      }
    }
  }

  /// The labels compared above really take the word-by-word path (else the comparison proves nothing), and
  /// the others really take the layout.
  @Test func onlyPrintableASCIIInOnePlainStyleIsSetWordByWord() {
    let engine = TextEngine.shared
    for font in Self.fonts {
      let style = TextEngine.Style(font: font)
      for text in Self.plain { #expect(engine.plainLine(text, style: style, width: nil) != nil) }
      for text in Self.other { #expect(engine.plainLine(text, style: style, width: nil) == nil) }
    }
    let style = TextEngine.Style(font: .body)
    // A text too wide for its width wraps, as a layout.
    #expect(engine.plainLine("Row 12: 5", style: style, width: 10) == nil)
    var underlined = style
    underlined.underline = true
    #expect(engine.plainLine("Row 12: 5", style: underlined, width: nil) == nil)
    var centered = style
    centered.alignment = .center
    #expect(engine.plainLine("Row 12: 5", style: centered, width: 300) == nil)
  }

  /// A label whose number changes shapes only the new number: its other words are kept. Beside a colon
  /// (which the font sets differently before capitals, across a space) the label is shaped whole.
  @Test func aChangedNumberShapesOnlyItsWord() {
    let engine = TextEngine.shared
    let style = TextEngine.Style(font: .system(size: 9.25))
    let tag = UInt32.random(in: 0...UInt32.max)
    _ = engine.plainLine("Label \(tag) 1", style: style, width: nil)
    var words = engine.plainLines.shapedWords
    for value in 2...5 { _ = engine.plainLine("Label \(tag) \(value)", style: style, width: nil) }
    #expect(engine.plainLines.shapedWords - words == 4)
    words = engine.plainLines.shapedWords
    for value in 6...9 { _ = engine.plainLine("Label \(tag): \(value)", style: style, width: nil) }
    #expect(engine.plainLines.shapedWords == words)
  }
}

/// Labels whose words cannot be set apart (a colon that the font sets differently before what follows a
/// space) are spliced from a kept head and their changed last word (`LineSplicing`): to the pixel what their
/// layouts give, and shaped whole only the first time.
@MainActor @Suite struct LineSplicingTests {
  /// Each label twice with other last words, so the second and third are spliced.
  static let labels = [
    "Row 12: 345", "Row 12: 346", "Row 12: 1000", "Type: Apple", "Type: Banana", "Type: 9",
    "Note: AV To Wa", "Note: fi office", "Ratio: 1/2 3x4", "Ratio: 3/4 5x6", "Time: 12:30",
    "Time: 9:05",
    "Total: $1,234.50 (ok)", "Total: $99.00 (ok)", "a: -> b", "a: => c", "12: 5", "12: 6",
  ]

  @Test func splicedLabelsDrawAndMeasureWhatTheirLayoutsDo() {
    let test = PlainLineTextTests()
    for font in PlainLineTextTests.fonts {
      let spliced = TextEngine.shared.plainLines.splicedLines
      let fast = test.picture(Self.labels, font: font, plainLines: true)
      // Inter (the default design) sets its colon apart before some words: its labels are spliced.
      if font != .system(size: 15, design: .monospaced),
        font != .system(size: 11, weight: .semibold, design: .serif)
      {
        #expect(TextEngine.shared.plainLines.splicedLines > spliced, "\(font)")
      }
      let layouts = test.picture(Self.labels, font: font, plainLines: false)
      let difference = fast.difference(from: layouts)
      #expect(difference.worst == 0, "\(font): \(difference.visible) pixels differ")
      let style = TextEngine.Style(font: font)
      for text in Self.labels {
        #expect(
          test.measures(text, style: style, plainLines: true)
            == test.measures(text, style: style, plainLines: false), "\(text) in \(font)")
      }
    }
  }

  /// Two hundred labels "Row n: value" whose value changes, as a thousand readers of one stored value: once the
  /// value has changed (each head is kept the second time it is shaped whole), a new value shapes one tail
  /// (the value) and no whole line.
  @Test func aChangedLastWordIsTheOnlyShaping() {
    let engine = TextEngine.shared
    let style = TextEngine.Style(font: .system(size: 9.75))
    let tag = UInt32.random(in: 0...UInt32.max) % 9000 + 1000
    for value in 0...1 {
      for row in 0..<200 {
        #expect(engine.plainLine("Row \(tag)\(row): \(value)", style: style, width: nil) != nil)
      }
    }
    let whole = engine.plainLines.shapedWhole
    for value in 2...12 {
      let tails = engine.plainLines.shapedTails
      for row in 0..<200 {
        _ = engine.plainLine("Row \(tag)\(row): \(value)", style: style, width: nil)
      }
      #expect(engine.plainLines.shapedTails - tails <= 1, "value \(value)")
    }
    #expect(engine.plainLines.shapedWhole == whole)
  }

  /// The first change already splices: labels shown once at value 0, then at value 1, shape the new value once
  /// (as one tail), not a tail or a line per label (each label's head is kept the second time it is met, and
  /// spliced that second time).
  @Test func theFirstChangeOfAValueShapesItOnce() {
    let engine = TextEngine.shared
    let style = TextEngine.Style(font: .system(size: 10.75))
    let tag = UInt32.random(in: 0...UInt32.max) % 9000 + 1000
    for row in 0..<200 {
      #expect(engine.plainLine("Row \(tag)\(row): 0", style: style, width: nil) != nil)
    }
    let whole = engine.plainLines.shapedWhole
    let tails = engine.plainLines.shapedTails
    for row in 0..<200 {
      #expect(engine.plainLine("Row \(tag)\(row): 1", style: style, width: nil) != nil)
    }
    #expect(engine.plainLines.shapedTails - tails <= 1)
    #expect(engine.plainLines.shapedWhole == whole)
  }

  /// Labels shown once (a long list scrolled through) keep only the heads they all share ("Item ",
  /// "Item <tag> "), not one each: memory stays flat.
  @Test func labelsShownOnceKeepNoHeads() {
    let engine = TextEngine.shared
    let style = TextEngine.Style(font: .system(size: 10.25))
    let tag = UInt32.random(in: 0...UInt32.max)
    let kept = engine.plainLines.keptHeads
    for row in 0..<500 {
      #expect(engine.plainLine("Item \(tag) \(row): 7", style: style, width: nil) != nil)
    }
    #expect(engine.plainLines.keptHeads - kept <= 2)
  }
}
