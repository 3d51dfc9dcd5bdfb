import Foundation
import Testing

@testable import SwiftUI

/// HStack / VStack distribution (reference §1, OSUI StackLayout, objc.io "How an HStack lays out its children").
@MainActor @Suite struct StackLayoutTests {
  @Test func flexibleFramesInA150PointHStackGet75And100() {
    let probe = LayoutProbe(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100).accessibilityIdentifier("max")
        Color.green.frame(minWidth: 100).accessibilityIdentifier("min")
      }
      .frame(width: 150))
    let max = probe.frame("max")
    let min = probe.frame("min")
    #expect(approx(max.width, 75), "\(max)")
    #expect(approx(min.width, 100), "\(min)")
    // The stack overflows its 150 pt frame (175 pt wide, centred): children sit side by side.
    #expect(approx(min.minX, max.maxX))
    #expect(approx(max.minX, 150 - 175 / 2))
  }

  /// A ForEach whose rows are several views (a tuple with an `if`) stands for each of them: the stack spaces
  /// every view as a child of its own, as it does the one view of each row of another ForEach.
  @Test func aForEachRowOfSeveralViewsGivesTheStackEachView() {
    let probe = LayoutProbe(
      VStack(spacing: 4) {
        ForEach(0..<2, id: \.self) { index in
          block("a\(index)", 10)
          if index == 1 { block("b\(index)", 10) }
        }
        ForEach(0..<2, id: \.self) { index in block("c\(index)", 10) }
      })
    // a0, a1, b1, c0, c1 from the top, 10 pt tall and 4 pt apart.
    let tops = ["a0", "a1", "b1", "c0", "c1"].map { probe.frame($0).minY }
    for (upper, lower) in zip(tops, tops.dropFirst()) { #expect(approx(lower - upper, 14)) }
  }

  @Test func defaultSpacingIsEightBetweenViewsAndZeroNextToASpacer() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        HStack {
          block("a", 10)
          block("b", 10)
        }
        HStack {
          block("c", 10)
          Spacer()
          block("d", 10)
        }
        .frame(width: 100)
        HStack(spacing: 20) {
          block("e", 10)
          block("f", 10)
        }
        VStack {
          block("g", 10)
          block("h", 10)
        }
      })
    #expect(approx(probe.frame("b").minX - probe.frame("a").maxX, 8))
    // Spacer takes 100 - 20; no gap on either side of it.
    #expect(approx(probe.frame("c").minX, 100))
    #expect(approx(probe.frame("d").maxX, 200))
    #expect(approx(probe.frame("f").minX - probe.frame("e").maxX, 20))
    #expect(approx(probe.frame("h").minY - probe.frame("g").maxY, 8))
  }

  @Test func spacerHasAMinimumLengthOfEightAndCustomMinimums() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        HStack {
          block("a", 10)
          Spacer()
          block("b", 10)
        }
        .fixedSize()
        HStack {
          block("c", 10)
          Spacer(minLength: 30)
          block("d", 10)
        }
        .fixedSize()
        HStack(spacing: 0) {
          block("e", 150)
          Spacer(minLength: 0)
          block("f", 150)
        }
        .frame(width: 300)
      })
    #expect(approx(probe.frame("b").minX - probe.frame("a").maxX, 8))
    #expect(approx(probe.frame("d").minX - probe.frame("c").maxX, 30))
    #expect(approx(probe.frame("f").minX - probe.frame("e").maxX, 0))
  }

  @Test func spacersShareLeftoverSpaceEqually() {
    let probe = LayoutProbe(
      HStack {
        Spacer()
        block("a", 10)
        Spacer()
        block("b", 20)
        Spacer()
      }
      .frame(width: 150))
    // 150 - 30 = 120 left, 40 each, no gaps next to spacers; the frame starts at x = 75.
    let origin: CGFloat = 75
    #expect(approx(probe.frame("a").minX - origin, 40))
    #expect(approx(probe.frame("b").minX - probe.frame("a").maxX, 40))
    #expect(approx(origin + 150 - probe.frame("b").maxX, 40))
  }

  @Test func oneSpacerAboveAndTwoBelowPutTheContentInTheTopThird() {
    let probe = LayoutProbe(
      VStack {
        Spacer()
        block("content", 50, 60)
        Spacer()
        Spacer()
      },
      size: CGSize(width: 300, height: 660))
    let content = probe.frame("content")
    // 600 pt of leftover space, 200 per spacer.
    #expect(approx(content.minY, 200), "\(content)")
    #expect(content.maxY <= 660 / 2)
  }

  @Test func layoutPriorityIsProposedEverythingButTheOthersMinimums() {
    let probe = LayoutProbe(
      VStack {
        HStack(spacing: 0) {
          Color.red.frame(maxWidth: 150).accessibilityIdentifier("a")
          Color.blue.frame(maxWidth: 150).accessibilityIdentifier("b")
        }
        .frame(width: 200)
        HStack(spacing: 0) {
          Color.red.frame(maxWidth: 150).accessibilityIdentifier("c")
          Color.blue.frame(maxWidth: 150).layoutPriority(1).accessibilityIdentifier("d")
        }
        .frame(width: 200)
        HStack(spacing: 0) {
          Color.red.frame(minWidth: 30).accessibilityIdentifier("e")
          Color.blue.frame(maxWidth: 190).layoutPriority(1).accessibilityIdentifier("f")
        }
        .frame(width: 200)
      })
    #expect(approx(probe.size("a").width, 100))
    #expect(approx(probe.size("b").width, 100))
    #expect(approx(probe.size("d").width, 150))
    #expect(approx(probe.size("c").width, 50))
    // The high-priority view leaves the low-priority view its minimum (30).
    #expect(approx(probe.size("f").width, 170))
    #expect(approx(probe.size("e").width, 30))
  }

  @Test func layoutPriorityKeepsATextOnOneLine() {
    let long = "A title that needs room"
    let ideal = LayoutProbe(Text(long).fixedSize().accessibilityIdentifier("t")).size("t")
    let probe = LayoutProbe(
      HStack {
        Text(long).layoutPriority(1).accessibilityIdentifier("first")
        Text("Something else that will have to wrap").accessibilityIdentifier("second")
      }
      .frame(width: ideal.width + 80))
    #expect(
      approx(probe.size("first"), ideal, tolerance: 0.5), "\(probe.size("first")) vs \(ideal)")
    #expect(probe.size("second").height > ideal.height * 1.5)
  }

  @Test func lessFlexibleChildrenAreSizedFirst() {
    let probe = LayoutProbe(
      HStack(spacing: 0) {
        Color.red.accessibilityIdentifier("color")
        block("fixed", 50)
        Text("Hello").accessibilityIdentifier("text")
      }
      .frame(width: 200))
    let text = probe.size("text")
    #expect(approx(probe.size("fixed").width, 50))
    #expect(text.width > 20)
    #expect(approx(probe.size("color").width, 150 - text.width))
  }

  @Test func stackAlignmentPlacesChildrenOnTheCrossAxis() {
    let probe = LayoutProbe(
      VStack(alignment: .leading, spacing: 0) {
        HStack(alignment: .top) {
          block("a", 10, 10)
          block("b", 10, 50)
        }
        HStack(alignment: .bottom) {
          block("c", 10, 10)
          block("d", 10, 50)
        }
        HStack {
          block("e", 10, 10)
          block("f", 10, 50)
        }
        block("wide", 200)
        block("narrow", 20)
      })
    #expect(approx(probe.frame("a").minY, probe.frame("b").minY))
    #expect(approx(probe.frame("c").maxY, probe.frame("d").maxY))
    #expect(approx(probe.frame("e").midY, probe.frame("f").midY))
    #expect(approx(probe.frame("narrow").minX, probe.frame("wide").minX))
  }

  @Test func aStackProposedNothingAddsUpItsChildrensIdealSizes() {
    let probe = LayoutProbe(
      HStack {
        block("a", 10, 30)
        block("b", 20, 10)
        Spacer()
      }
      .fixedSize()
      .accessibilityIdentifier("stack"))
    #expect(approx(probe.size("stack"), CGSize(width: 10 + 8 + 20 + 8, height: 30)))
  }

  @Test func stackPlacementKeepsTheSizesChosenForItsProposal() {
    // A stack placed at its own (overflowing) size must not hand out that larger width again.
    let probe = LayoutProbe(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100).accessibilityIdentifier("max")
        Color.green.frame(minWidth: 100).accessibilityIdentifier("min")
      }
      .accessibilityIdentifier("stack")
      .frame(width: 150))
    #expect(approx(probe.size("stack").width, 175))
    #expect(approx(probe.size("max").width, 75))
  }

  /// Rows whose flexibility changes with state, among rows that do not change.
  final class Rows: ObservableObject {
    @Published var fixed = false
    @Published var width: CGFloat = 200
  }

  @Test func aStackLaidOutAgainMeasuresTheChildrenThatChanged() {
    struct Screen: View {
      @ObservedObject var rows: Rows
      var body: some View {
        VStack(spacing: 0) {
          ForEach(0..<40, id: \.self) { index in Text("row \(index)").frame(height: 5) }
          Color.red.frame(maxHeight: rows.fixed ? 20 : .infinity).accessibilityIdentifier(
            "changing")
          Color.blue.accessibilityIdentifier("flexible")
          Text("a line that wraps when the stack is narrow").accessibilityIdentifier("text")
        }
        .frame(width: rows.width, height: 600)
      }
    }
    let rows = Rows()
    let probe = LayoutProbe(Screen(rows: rows), size: CGSize(width: 400, height: 800))
    let textHeight = probe.size("text").height
    // 600 - 40 × 5 - the text: shared by the two flexible colours.
    let shared = (400 - textHeight) / 2
    #expect(approx(probe.size("changing").height, shared))
    #expect(approx(probe.size("flexible").height, shared))
    // The changing colour becomes fixed: the unchanged rows' measures stand, the blue one takes the rest.
    rows.fixed = true
    probe.host.update()
    #expect(approx(probe.size("changing").height, 20))
    #expect(approx(probe.size("flexible").height, 400 - textHeight - 20))
    // A narrower stack measures the text across its new width (it wraps, taller).
    rows.width = 60
    probe.host.update()
    let wrapped = probe.size("text").height
    #expect(wrapped > textHeight)
    #expect(approx(probe.size("flexible").height, 400 - wrapped - 20))
  }

  /// A stack's lone child is offered the whole proposal, so the stack does not ask it for its minimum and its
  /// size at infinity: a text asked its size at zero width wraps a letter a line and is shaped letter by
  /// letter. A List row's content sits in such a stack; each label of the rows built is shaped once (a
  /// scrolling List's rows shaped each four times).
  @Test func aListRowsLabelsAreShapedOnce() {
    // Strings no other test shapes (the engine's cache is shared by the tests).
    let tag = "lone child \(UInt32.random(in: 0...UInt32.max))"
    let before = TextEngine.shared.shapedLayoutCount
    let host = ViewHost(
      rootView: List(0..<4, id: \.self) { index in Text("\(tag) row \(index)") },
      size: CGSize(width: 390, height: 844), scale: 1)
    _ = host.render()
    #expect(TextEngine.shared.shapedLayoutCount - before == 4)
  }
}
