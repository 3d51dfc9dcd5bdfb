import Foundation
import Testing

@testable import SwiftUI

/// `.frame(width:height:)` and `.frame(minWidth:idealWidth:maxWidth:…)` (reference §1).
@MainActor @Suite struct FrameLayoutTests {
  @Test func fixedFrameIsExactlyItsSizeAndAlignsItsContent() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 60).accessibilityIdentifier("fixed")
        Text("Hi").accessibilityIdentifier("text")
          .frame(width: 100, height: 50, alignment: .topLeading).accessibilityIdentifier("frame")
        Text("Hi").accessibilityIdentifier("centred")
          .frame(width: 100, height: 50).accessibilityIdentifier("frame2")
        // A frame smaller than its content: the content keeps its size and overflows, centred.
        block("big", 80, 20).frame(width: 40, height: 10).accessibilityIdentifier("small")
      })
    #expect(approx(probe.size("fixed"), CGSize(width: 50, height: 60)))
    #expect(approx(probe.size("frame"), CGSize(width: 100, height: 50)))
    #expect(approx(probe.frame("text").origin, probe.frame("frame").origin))
    #expect(approx(probe.frame("centred").midX, probe.frame("frame2").midX))
    #expect(approx(probe.frame("centred").midY, probe.frame("frame2").midY))
    #expect(approx(probe.size("big"), CGSize(width: 80, height: 20)))
    #expect(approx(probe.frame("big").midX, probe.frame("small").midX))
  }

  @Test func aMissingAxisPassesTheProposalThroughAndTakesTheChildsSize() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Color.red.frame(width: 50).accessibilityIdentifier("color")
        Text("One two three four five six seven").frame(width: 80).accessibilityIdentifier("text")
      }
      .frame(height: 200))
    let color = probe.size("color")
    let text = probe.size("text")
    #expect(approx(color.width, 50))
    #expect(approx(text.width, 80))
    // The colour takes what the stack leaves after the text's height.
    #expect(approx(color.height, 200 - text.height))
    #expect(text.height > 40)
  }

  @Test func minAndMaxClampTheProposal() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Color.red.frame(minWidth: 50, maxWidth: 100, maxHeight: 10).accessibilityIdentifier("wide")
        Color.red.frame(minWidth: 50, maxWidth: 100, maxHeight: 10).frame(width: 20)
          .accessibilityIdentifier("narrow")
        // Both limits set: the proposal is clamped whatever the child wants.
        Text("Hi").frame(minWidth: 50, maxWidth: 100).accessibilityIdentifier("text")
      })
    #expect(approx(probe.size("wide").width, 100))
    #expect(approx(probe.frame("narrow").width, 20))
    #expect(approx(probe.size("text").width, 100))
  }

  @Test func narrowFrameProposalStillClampsToTheMinimum() {
    let probe = LayoutProbe(
      Color.red.frame(minWidth: 50, maxWidth: 100, maxHeight: 10).accessibilityIdentifier("f")
        .frame(width: 20))
    #expect(approx(probe.size("f").width, 50))
  }

  @Test func onlyMinimumTakesTheChildSizeButAtLeastTheMinimum() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Text("Hi").frame(minWidth: 80).accessibilityIdentifier("text")
        Color.red.frame(minWidth: 80, maxHeight: 10).accessibilityIdentifier("color")
        Color.red.frame(minWidth: 80, maxHeight: 10).accessibilityIdentifier("squeezed").frame(
          width: 50)
      })
    #expect(approx(probe.size("text").width, 80))
    #expect(approx(probe.size("color").width, 300))
    #expect(approx(probe.size("squeezed").width, 80))
  }

  @Test func onlyMaximumTakesTheProposalButAtMostTheMaximum() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Text("Hi").frame(maxWidth: 100).accessibilityIdentifier("text")
        Text("Hi").frame(maxWidth: 100).accessibilityIdentifier("narrow").frame(width: 50)
        Text("Hi").frame(maxWidth: .infinity).accessibilityIdentifier("infinite")
        Text("Hi").accessibilityIdentifier("leadingText")
          .frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("leading")
      })
    #expect(approx(probe.size("text").width, 100))
    #expect(approx(probe.size("narrow").width, 50))
    #expect(approx(probe.size("infinite").width, 300))
    #expect(approx(probe.frame("leadingText").minX, 0))
    #expect(approx(probe.frame("leading").minX, 0))
  }

  @Test func withoutAProposalFramesUseTheIdealOrTheChild() {
    let hi = LayoutProbe(Text("Hi").fixedSize().accessibilityIdentifier("t")).size("t")
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Text("Hi").frame(maxWidth: 100).fixedSize().accessibilityIdentifier("max")
        Text("Hi").frame(minWidth: 80).fixedSize().accessibilityIdentifier("min")
        Color.red.frame(idealWidth: 70, idealHeight: 20).fixedSize().accessibilityIdentifier(
          "ideal")
        Color.red.frame(maxWidth: .infinity).fixedSize().accessibilityIdentifier("infinite")
      })
    #expect(approx(probe.size("max").width, hi.width))
    #expect(approx(probe.size("min").width, 80))
    #expect(approx(probe.size("ideal"), CGSize(width: 70, height: 20)))
    // A colour's ideal size is 10 pt.
    #expect(approx(probe.size("infinite").width, 10))
  }

  @Test func inconsistentLimitsAreNormalised() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Color.red.frame(minWidth: 100, maxWidth: 50, maxHeight: 10).accessibilityIdentifier("a")
        Color.red.frame(minWidth: 40, idealWidth: 10, maxWidth: 60).fixedSize()
          .accessibilityIdentifier("b")
      })
    #expect(approx(probe.size("a").width, 100))
    #expect(approx(probe.size("b").width, 40))
  }
}
