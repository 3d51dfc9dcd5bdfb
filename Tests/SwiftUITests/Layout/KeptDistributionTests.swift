import Foundation
import Testing

@testable import SwiftUI

/// A stack keeps how it shared its space among its children through changes below it that leave each
/// changed child ordered and sized along the stack as before (`StackLayout.distribution`); any other change
/// shares it out again.
@MainActor struct KeptDistributionTests {
  final class Model: ObservableObject {
    @Published var tick = 0
    @Published var height: CGFloat = 10
    @Published var priority: Double = 0
    @Published var flexible = false
  }

  struct Row: View {
    let index: Int
    /// Wider than the label at its longest: the column keeps its width.
    var body: some View {
      Color.gray.frame(width: 200, height: 10).accessibilityIdentifier("row \(index)")
    }
  }

  struct Column: View {
    @ObservedObject var model: Model
    var body: some View {
      VStack(spacing: 0) {
        Text(String(repeating: "tick ", count: model.tick + 1)).accessibilityIdentifier("label")
        Color.blue.frame(width: 40, height: model.height).accessibilityIdentifier("grows")
        ForEach(0..<100, id: \.self) { index in Row(index: index) }
      }
    }
  }

  @Test func aParentRunningAgainOverUnchangedRowsKeepsTheirPlaces() {
    let model = Model()
    let probe = LayoutProbe(Column(model: model), size: CGSize(width: 300, height: 2000))
    let label = probe.frame("label")
    let last = probe.frame("row 99")
    let graph = probe.host.graph
    let rows = probe.host.bodyEvaluations["Row", default: 0]
    let made = graph.stackDistributionsMade
    model.tick = 3
    probe.host.update()
    #expect(probe.host.bodyEvaluations["Row", default: 0] == rows, "no row ran again")
    #expect(graph.stackDistributionsMade == made, "the column was not shared out again")
    // The label is wider (its length across the stack is taken anew) and as tall: nothing moved.
    let wider = probe.frame("label")
    #expect(wider.width > label.width + 20, "\(label) → \(wider)")
    #expect(approx(wider.height, label.height))
    #expect(approx(probe.frame("row 99"), last))
  }

  @Test func aChildGrowingAlongTheStackMovesTheOnesAfterIt() {
    let model = Model()
    let probe = LayoutProbe(Column(model: model), size: CGSize(width: 300, height: 2000))
    let gap = probe.frame("row 99").minY - probe.frame("grows").minY
    let made = probe.host.graph.stackDistributionsMade
    model.height = 30
    probe.host.update()
    #expect(approx(probe.size("grows").height, 30))
    #expect(approx(probe.frame("row 99").minY - probe.frame("grows").minY, gap + 20))
    #expect(probe.host.graph.stackDistributionsMade > made)
  }

  struct Shared: View {
    @ObservedObject var model: Model
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100).accessibilityIdentifier("a")
        Color.green.accessibilityIdentifier("b")
        // One node either way (a frame of 110 or one of 0 to 200): its layout changes, not its identity.
        Color.blue
          .frame(minWidth: model.flexible ? 0 : 110, maxWidth: model.flexible ? 200 : 110)
          .layoutPriority(model.priority)
          .accessibilityIdentifier("c")
      }
      .frame(width: 330)
    }
  }

  @Test func aChildAsLongAsBeforeButMoreFlexibleIsOrderedAgain() {
    let model = Model()
    let probe = LayoutProbe(Shared(model: model), size: CGSize(width: 400, height: 100))
    // The fixed one first, then the one that can take 100 of the 110 offered, then the rest.
    #expect(approx(probe.size("c").width, 110))
    #expect(approx(probe.size("a").width, 100))
    #expect(approx(probe.size("b").width, 120))
    // Offered 110 it still takes 110, but it now comes after `a` and is offered 115.
    model.flexible = true
    probe.host.update()
    #expect(approx(probe.size("a").width, 100))
    #expect(approx(probe.size("c").width, 115))
    #expect(approx(probe.size("b").width, 115))
  }

  @Test func aChildRaisedInPriorityIsOfferedTheSpaceFirst() {
    let model = Model()
    model.flexible = true
    let probe = LayoutProbe(Shared(model: model), size: CGSize(width: 400, height: 100))
    #expect(approx(probe.size("c").width, 115))
    model.priority = 1
    probe.host.update()
    // Everything but the others' minimums (none), up to its 200.
    #expect(approx(probe.size("c").width, 200))
    #expect(approx(probe.size("a").width, 65))
    #expect(approx(probe.size("b").width, 65))
  }
}
