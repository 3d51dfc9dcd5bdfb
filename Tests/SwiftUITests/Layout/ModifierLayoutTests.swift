import Foundation
import Testing

@testable import SwiftUI

/// padding, overlay/background, offset, fixedSize, aspectRatio (reference §1).
@MainActor @Suite struct ModifierLayoutTests {
  @Test func paddingForms() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        block("a", 10).padding().accessibilityIdentifier("pa")
        block("b", 10).padding(5).accessibilityIdentifier("pb")
        block("c", 10).padding(.horizontal, 7).accessibilityIdentifier("pc")
        block("d", 10).padding(.top).accessibilityIdentifier("pd")
        block("e", 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
          .accessibilityIdentifier("pe")
        block("f", 10).padding([.leading, .bottom], 3).accessibilityIdentifier("pf")
      })
    func insets(_ inner: String, _ outer: String) -> EdgeInsets {
      let i = probe.frame(inner)
      let o = probe.frame(outer)
      return EdgeInsets(
        top: i.minY - o.minY, leading: i.minX - o.minX, bottom: o.maxY - i.maxY,
        trailing: o.maxX - i.maxX)
    }
    #expect(insets("a", "pa") == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    #expect(insets("b", "pb") == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    #expect(insets("c", "pc") == EdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 7))
    #expect(insets("d", "pd") == EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0))
    #expect(insets("e", "pe") == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(insets("f", "pf") == EdgeInsets(top: 0, leading: 3, bottom: 3, trailing: 0))
  }

  @Test func paddingShrinksTheProposal() {
    let probe = LayoutProbe(Color.red.accessibilityIdentifier("inner").padding(20))
    #expect(probe.frame("inner") == CGRect(x: 20, y: 20, width: 260, height: 260))
  }

  @Test func overlayAndBackgroundAreProposedTheContentSizeAndAligned() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        block("content", 100, 50)
          .overlay(Color.blue.accessibilityIdentifier("overlay"))
          .background(Color.green.accessibilityIdentifier("background"))
        block("content2", 100, 50)
          .overlay(Text("Hi").accessibilityIdentifier("topLeading"), alignment: .topLeading)
          .background(alignment: .bottomTrailing) { block("bottomTrailing", 10) }
      })
    let content = probe.frame("content")
    #expect(probe.frame("overlay") == content)
    #expect(probe.frame("background") == content)
    let content2 = probe.frame("content2")
    #expect(approx(probe.frame("topLeading").origin, content2.origin))
    #expect(approx(probe.frame("bottomTrailing").maxX, content2.maxX))
    #expect(approx(probe.frame("bottomTrailing").maxY, content2.maxY))
  }

  @Test func overlayAndBackgroundDoNotChangeLayout() {
    let probe = LayoutProbe(
      HStack(spacing: 0) {
        block("a", 100, 50)
          .overlay(block("hugeOverlay", 500, 500))
          .background(Color.green.frame(width: 400, height: 20))
          .accessibilityIdentifier("decorated")
        block("next", 10)
      })
    #expect(approx(probe.size("decorated"), CGSize(width: 100, height: 50)))
    #expect(approx(probe.frame("next").minX, probe.frame("a").maxX))
    // The big overlay is centred on the content and overflows.
    #expect(approx(probe.frame("hugeOverlay").midX, probe.frame("a").midX))
    #expect(approx(probe.frame("hugeOverlay").midY, probe.frame("a").midY))
  }

  @Test func offsetMovesTheViewButNotItsNeighbours() {
    let plain = LayoutProbe(
      HStack(spacing: 0) {
        block("a", 20)
        block("b", 20)
      })
    let moved = LayoutProbe(
      HStack(spacing: 0) {
        block("a", 20).offset(x: 30, y: 10)
        block("b", 20)
      })
    #expect(moved.frame("b") == plain.frame("b"))
    #expect(moved.frame("a") == plain.frame("a").offsetBy(dx: 30, dy: 10))
  }

  @Test func fixedSizeProposesNilOnTheChosenAxes() {
    let text = "Some text that is long enough to wrap at least once"
    let ideal = LayoutProbe(
      Text(text).fixedSize().accessibilityIdentifier("t"), size: CGSize(width: 1000, height: 300)
    )
    .size("t")
    let probe = LayoutProbe(
      VStack {
        Text(text).fixedSize().accessibilityIdentifier("both").frame(width: 50)
        Text(text).fixedSize(horizontal: false, vertical: true).accessibilityIdentifier("vertical")
          .frame(width: 100, height: 20)
      },
      size: CGSize(width: 300, height: 600))
    #expect(approx(probe.size("both"), ideal))
    #expect(probe.size("both").width > 50)
    let vertical = probe.size("vertical")
    #expect(vertical.width <= 100)
    #expect(vertical.height > 60, "the whole wrapped text, not 20 pt: \(vertical)")
  }

  @Test func aspectRatioFitsAndFills() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("fit")
          .frame(width: 300, height: 300).accessibilityIdentifier("fitFrame")
        Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("fill").frame(
          width: 300, height: 300)
        Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
          .accessibilityIdentifier("tall")
          .frame(width: 300, height: 300)
        Image(systemName: "heart.text.square.fill").resizable().scaledToFit()
          .accessibilityIdentifier("image")
          .frame(width: 200, height: 100)
        Image(systemName: "heart.text.square.fill").resizable().scaledToFill()
          .accessibilityIdentifier("imageFill")
          .frame(width: 200, height: 100)
      },
      size: CGSize(width: 300, height: 1200))
    #expect(approx(probe.size("fit"), CGSize(width: 300, height: 150)))
    #expect(approx(probe.frame("fit").midY, probe.frame("fitFrame").midY))
    #expect(approx(probe.size("fill"), CGSize(width: 600, height: 300)))
    #expect(approx(probe.size("tall"), CGSize(width: 150, height: 300)))
    #expect(approx(probe.size("image"), CGSize(width: 100, height: 100)))
    #expect(approx(probe.size("imageFill"), CGSize(width: 200, height: 200)))
  }

  @Test func resizableImageIgnoresItsAspectRatioWithoutAspectModifiers() {
    let probe = LayoutProbe(
      VStack {
        Image(systemName: "heart.text.square.fill").resizable().frame(width: 200, height: 100)
          .accessibilityIdentifier("stretched")
        Image(systemName: "heart.text.square.fill").accessibilityIdentifier("native").frame(
          width: 200, height: 100)
      })
    #expect(approx(probe.size("stretched"), CGSize(width: 200, height: 100)))
    let native = probe.size("native")
    #expect(native.width < 100 && native.width > 10 && approx(native.width, native.height))
  }
}

extension ModifierLayoutTests {
  @Test func shapesTakeTheProposalAndTenPointsOnANilAxis() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        Circle().fixedSize().accessibilityIdentifier("ideal")
        Rectangle().fixedSize(horizontal: true, vertical: false).frame(height: 40)
          .accessibilityIdentifier("half")
        Capsule().frame(width: 120, height: 30).accessibilityIdentifier("proposed")
      })
    #expect(probe.size("ideal") == CGSize(width: 10, height: 10))
    #expect(probe.size("half") == CGSize(width: 10, height: 40))
    #expect(probe.size("proposed") == CGSize(width: 120, height: 30))
  }

  @Test func symbolsAreSizedByTheFont() {
    let probe = LayoutProbe(
      VStack {
        Image(systemName: "star.fill").accessibilityIdentifier("body")
        Image(systemName: "star.fill").font(.system(size: 40)).accessibilityIdentifier("large")
        Image(systemName: "star.fill").imageScale(.large).accessibilityIdentifier("scaled")
      })
    let body = probe.size("body")
    #expect(body.width > 12 && body.width < 30, "\(body)")
    #expect(probe.size("large").width > body.width * 2)
    #expect(probe.size("scaled").width > body.width)
  }

  @Test func aSpacerHasNoSizeAcrossItsStack() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        HStack { Spacer() }.accessibilityIdentifier("row")
        block("below", 10)
      })
    #expect(probe.size("row").height == 0)
    #expect(probe.size("row").width == 300)
  }
}
