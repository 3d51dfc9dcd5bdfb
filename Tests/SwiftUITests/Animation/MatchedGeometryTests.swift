import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// The classic hero tutorial: a small rounded rectangle in a row becomes a full card.
private struct ExpandingCard: View {
  @Namespace private var animation
  @State private var isExpanded = false
  var body: some View {
    VStack(spacing: 0) {
      if !isExpanded {
        HStack {
          RoundedRectangle(cornerRadius: 10)
            .fill(Color.blue)
            .accessibilityIdentifier("card")
            .matchedGeometryEffect(id: "card", in: animation)
            .frame(width: 60, height: 60)
          Spacer()
        }
        .padding(20)
        Spacer()
      } else {
        RoundedRectangle(cornerRadius: 30)
          .fill(Color.blue)
          .accessibilityIdentifier("card")
          .matchedGeometryEffect(id: "card", in: animation)
          .frame(height: 300)
          .padding(.top, 200)
        Spacer()
      }
      Button("Toggle") { withAnimation(.linear(duration: 1)) { isExpanded.toggle() } }
    }
  }
}

/// A selection marker that is not the source: it sits under whichever tab is chosen.
private struct TabMarker: View {
  @Namespace private var tabs
  @State private var selected = 0
  var body: some View {
    VStack {
      HStack(spacing: 0) {
        ForEach(0..<3) { index in
          Text("Tab \(index)")
            .frame(width: 100, height: 40)
            .matchedGeometryEffect(id: index, in: tabs)
            .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
        }
      }
      .overlay(alignment: .topLeading) {
        Capsule().fill(Color.red).frame(height: 4)
          .accessibilityIdentifier("marker")
          .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
      }
      Spacer()
    }
  }
}

@MainActor struct MatchedGeometryTests {
  @Test func theCardGrowsFromTheSmallRectangleFrameByFrame() throws {
    let driver = AppDriver(ExpandingCard())
    let small = try #require(driver.frame(ofIdentifier: "card"))
    #expect(small.size == CGSize(width: 60, height: 60))
    try driver.tap("Toggle")
    driver.advance(by: 0.5)
    let cards = driver.findAll(identifier: "card").map(\.frame)
    driver.advance(by: 0.6)
    let big = try #require(driver.frame(ofIdentifier: "card"))
    #expect(big.width == 390 && big.height == 300, "\(big)")
    #expect(driver.findAll(identifier: "card").count == 1)
    // Midway the card is halfway from the small rectangle's frame to the big one's, size and place.
    let expected = CGRect(
      x: (small.minX + big.minX) / 2, y: (small.minY + big.minY) / 2,
      width: (small.width + big.width) / 2, height: (small.height + big.height) / 2)
    #expect(!cards.isEmpty)
    for card in cards {
      #expect(abs(card.minX - expected.minX) < 2, "\(card) vs \(expected)")
      #expect(abs(card.minY - expected.minY) < 2, "\(card) vs \(expected)")
      #expect(abs(card.width - expected.width) < 2, "\(card) vs \(expected)")
      #expect(abs(card.height - expected.height) < 2, "\(card) vs \(expected)")
    }
  }

  @Test func withoutAnimationTheCardJumps() throws {
    struct Plain: View {
      @Namespace var ns
      @State var big = false
      var body: some View {
        VStack {
          if big {
            Color.green.accessibilityIdentifier("box").matchedGeometryEffect(id: 1, in: ns)
              .frame(width: 200, height: 200)
          } else {
            Color.green.accessibilityIdentifier("box").matchedGeometryEffect(id: 1, in: ns)
              .frame(width: 20, height: 20)
          }
          Button("Grow") { big.toggle() }
        }
      }
    }
    let driver = AppDriver(Plain())
    try driver.tap("Grow")
    driver.advance(by: 0.05)
    #expect(try #require(driver.frame(ofIdentifier: "box")).size == CGSize(width: 200, height: 200))
  }

  @Test func theNamespaceStaysTheSameAcrossBodyRuns() throws {
    struct Reader: View {
      @Namespace var ns
      @State var count = 0
      var body: some View {
        VStack {
          Text("\(ns.hashValue == Reader.first(ns) ? "same" : "changed") \(count)")
          Button("Again") { count += 1 }
        }
      }
      nonisolated(unsafe) static var seen: Namespace.ID?
      static func first(_ id: Namespace.ID) -> Int {
        if seen == nil { seen = id }
        return seen!.hashValue
      }
    }
    let driver = AppDriver(Reader())
    try driver.tap("Again")
    try driver.tap("Again")
    #expect(driver.exists("same 2"))
  }

  @Test func aMarkerThatIsNotTheSourceMovesUnderTheChosenTab() throws {
    let driver = AppDriver(TabMarker())
    let first = try #require(driver.frame(ofIdentifier: "marker"))
    let tab0 = try #require(driver.frame(of: "Tab 0"))
    let tab2 = try #require(driver.frame(of: "Tab 2"))
    #expect(abs(first.width - 100) < 1, "the marker takes its source's width: \(first)")
    #expect(abs(first.midX - tab0.midX) < 1)
    try driver.tap("Tab 2")
    driver.advance(by: 0.5)
    let midway = try #require(driver.frame(ofIdentifier: "marker"))
    #expect(abs(midway.midX - (tab0.midX + tab2.midX) / 2) < 2, "\(midway)")
    driver.advance(by: 0.6)
    let end = try #require(driver.frame(ofIdentifier: "marker"))
    #expect(abs(end.midX - tab2.midX) < 1, "\(end)")
  }
}
