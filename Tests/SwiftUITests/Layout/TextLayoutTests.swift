import Foundation
import Testing

@testable import SwiftUI

/// Text sizing, wrapping and truncation (reference §1).
@MainActor @Suite struct TextLayoutTests {
  static let long = "The quick brown fox jumps over the lazy dog and keeps running far away"

  func oneLineHeight() -> CGFloat {
    LayoutProbe(Text("Hg").fixedSize().accessibilityIdentifier("t")).size("t").height
  }

  @Test func noProposedWidthMeansOneUnwrappedLine() {
    let probe = LayoutProbe(Text(Self.long).fixedSize().accessibilityIdentifier("t"))
    let size = probe.size("t")
    #expect(size.width > 300, "wider than the screen: \(size)")
    #expect(approx(size.height, oneLineHeight()))
    #expect(
      probe.host.drawnLines(ofIdentifier: "t") == DrawnTextLines(count: 1, isTruncated: false))
  }

  @Test func aWidthWrapsAtWordsAndReportsTheWidthUsed() {
    let probe = LayoutProbe(
      VStack {
        Text(Self.long).accessibilityIdentifier("wrapped").frame(width: 150)
        Text(Self.long).accessibilityIdentifier("fractional").frame(width: 100.3)
        Text("Short").accessibilityIdentifier("short").frame(width: 150)
      })
    let wrapped = probe.size("wrapped")
    #expect(wrapped.width <= 150)
    #expect(wrapped.width > 100)
    let lines = probe.host.drawnLines(ofIdentifier: "wrapped")
    #expect((lines?.count ?? 0) >= 3)
    #expect(lines?.isTruncated == false)
    #expect(
      approx(
        wrapped.height, CGFloat(lines?.count ?? 0) * oneLineHeight(),
        tolerance: CGFloat(lines?.count ?? 0) * 0.5))
    #expect(probe.size("fractional").width <= 100.3)
    // A text narrower than the proposal reports its own width, not the proposal.
    #expect(probe.size("short").width < 60)
  }

  @Test func lineLimitCutsTheLastLineWithAnEllipsis() {
    let probe = LayoutProbe(
      VStack {
        Text(Self.long).lineLimit(2).accessibilityIdentifier("two").frame(width: 150)
        Text(Self.long).lineLimit(1).accessibilityIdentifier("one").frame(width: 150)
        Text("Short").lineLimit(1).accessibilityIdentifier("fits")
      })
    #expect(approx(probe.size("two").height, 2 * oneLineHeight(), tolerance: 1))
    #expect(
      probe.host.drawnLines(ofIdentifier: "two") == DrawnTextLines(count: 2, isTruncated: true))
    #expect(approx(probe.size("one").height, oneLineHeight()))
    #expect(probe.size("one").width <= 150)
    #expect(
      probe.host.drawnLines(ofIdentifier: "one") == DrawnTextLines(count: 1, isTruncated: true))
    #expect(
      probe.host.drawnLines(ofIdentifier: "fits") == DrawnTextLines(count: 1, isTruncated: false))
  }

  @Test func lineLimitCountsLinesAcrossParagraphs() {
    let probe = LayoutProbe(Text("First\nSecond\nThird").lineLimit(2).accessibilityIdentifier("t"))
    #expect(approx(probe.size("t").height, 2 * oneLineHeight(), tolerance: 1))
    #expect(probe.host.drawnLines(ofIdentifier: "t") == DrawnTextLines(count: 2, isTruncated: true))
  }

  @Test func aShortHeightTruncatesToTheLinesThatFit() {
    let line = oneLineHeight()
    let probe = LayoutProbe(
      VStack {
        Text(Self.long).accessibilityIdentifier("short").frame(width: 150, height: line * 2 + 5)
        Text(Self.long).accessibilityIdentifier("tiny").frame(width: 150, height: 4)
      })
    #expect(probe.size("short").height <= line * 2 + 5)
    #expect(
      probe.host.drawnLines(ofIdentifier: "short") == DrawnTextLines(count: 2, isTruncated: true))
    #expect(probe.host.drawnLines(ofIdentifier: "tiny")?.isTruncated == true)
  }

  @Test func multilineTextAlignmentAlignsTheShortLastLine() {
    func lastLineMargins(_ alignment: TextAlignment) -> (left: CGFloat, right: CGFloat) {
      let probe = LayoutProbe(
        Text("Alignment decides where this short tail goes")
          .foregroundColor(.black)
          .multilineTextAlignment(alignment)
          .accessibilityIdentifier("t")
          .frame(width: 180))
      let frame = probe.frame("t")
      let image = probe.host.render()
      var minX = Int.max
      var maxX = Int.min
      let line = Int(oneLineHeight())
      for y in (Int(frame.maxY) - line)..<Int(frame.maxY) {
        for x in Int(frame.minX) - 2..<Int(frame.maxX) + 2 where image.pixel(x: x, y: y).red < 128 {
          minX = min(minX, x)
          maxX = max(maxX, x)
        }
      }
      return (CGFloat(minX) - frame.minX, frame.maxX - CGFloat(maxX + 1))
    }
    let leading = lastLineMargins(.leading)
    let center = lastLineMargins(.center)
    let trailing = lastLineMargins(.trailing)
    #expect(leading.left < 3 && leading.right > 30, "\(leading)")
    #expect(trailing.right < 3 && trailing.left > 30, "\(trailing)")
    #expect(abs(center.left - center.right) < 3 && center.left > 15, "\(center)")
  }
}

extension TextLayoutTests {
  @Test func reportedWidthNeverExceedsAnOddProposal() {
    let natural = LayoutProbe(Text("Hello").fixedSize().accessibilityIdentifier("t")).size("t")
      .width
    let proposal = natural - 0.3
    let probe = LayoutProbe(Text("Hello").accessibilityIdentifier("t").frame(width: proposal))
    #expect(probe.size("t").width <= proposal)
  }
}

extension TextLayoutTests {
  @Test func aLongLabelNextToAShortOneIsTruncatedNotTheShortOne() {
    let probe = LayoutProbe(
      HStack {
        Text(Self.long).lineLimit(1).accessibilityIdentifier("long")
        Text("12:30").accessibilityIdentifier("time")
      }
      .frame(width: 200))
    let time = LayoutProbe(Text("12:30").fixedSize().accessibilityIdentifier("t")).size("t")
    #expect(approx(probe.size("time"), time))
    #expect(approx(probe.size("long").width, 200 - 8 - time.width, tolerance: 0.5))
    #expect(
      probe.host.drawnLines(ofIdentifier: "long") == DrawnTextLines(count: 1, isTruncated: true))
    #expect(
      probe.host.drawnLines(ofIdentifier: "time") == DrawnTextLines(count: 1, isTruncated: false))
  }
}

/// The width a label is framed to, changed between updates of one text node.
@MainActor private final class FramedWidth: ObservableObject {
  @Published var value: CGFloat?
}

private struct LabelInAStack: View {
  @ObservedObject var width: FramedWidth
  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text("Row 12: 345").accessibilityIdentifier("label").frame(width: width.value)
        Text("A wider neighbour sets the stack's width")
      }
    }
  }
}

extension TextLayoutTests {
  /// A one-line label keeps the size it measured for wider proposals (a stack measures each label at its own
  /// width, then places it at the stack's): a narrower one still wraps it, a wider one gets the line back.
  @Test func aLabelMeasuredOnceStillWrapsWhenNarrower() {
    let width = FramedWidth()
    let probe = LayoutProbe(LabelInAStack(width: width))
    let natural = probe.size("label")
    let one = DrawnTextLines(count: 1, isTruncated: false)
    #expect(probe.host.drawnLines(ofIdentifier: "label") == one)
    width.value = natural.width - 10
    #expect(probe.host.drawnLines(ofIdentifier: "label")?.count == 2)
    #expect(probe.size("label").width <= natural.width - 10)
    width.value = natural.width + 60
    #expect(probe.host.drawnLines(ofIdentifier: "label") == one)
    width.value = nil
    #expect(probe.host.drawnLines(ofIdentifier: "label") == one)
    #expect(approx(probe.size("label"), natural))
  }
}
