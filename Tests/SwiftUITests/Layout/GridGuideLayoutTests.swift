import Foundation
import Testing

@testable import SwiftUI

extension HorizontalAlignment {
  fileprivate enum GridMark: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
  }
  fileprivate static let gridMark = HorizontalAlignment(GridMark.self)
}

/// A Grid column aligned on a custom guide lines its cells up on it and widens to hold them, so the next
/// column starts after the lined-up cells (as SwiftUI's Grid sizes a column from its aligned cells).
@MainActor @Suite struct GridGuideLayoutTests {
  @Test func aColumnOnACustomGuideWidensToHoldItsCells() {
    let probe = LayoutProbe(
      Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          block("early", 100).alignmentGuide(.gridMark) { _ in 90 }.gridColumnAlignment(.gridMark)
          block("after1", 20)
        }
        GridRow {
          block("late", 100).alignmentGuide(.gridMark) { _ in 10 }
          block("after2", 20)
        }
      }
      .accessibilityIdentifier("grid"),
      size: CGSize(width: 400, height: 100))
    let early = probe.frame("early")
    let late = probe.frame("late")
    // The guides line up: 90 into the first, 10 into the second.
    #expect(approx(early.minX + 90, late.minX + 10), "\(early) \(late)")
    // The column is as wide as the lined-up cells (90 + 90 = 180), so both sit inside it and the next
    // column starts 10 pt after it, without overlapping.
    #expect(approx(late.maxX - early.minX, 180), "\(early) \(late)")
    let after1 = probe.frame("after1")
    let after2 = probe.frame("after2")
    #expect(approx(after1.minX, late.maxX + 10), "\(after1) \(late)")
    #expect(approx(after2.minX, after1.minX))
    #expect(approx(probe.frame("grid").width, 180 + 10 + 20), "\(probe.frame("grid"))")
  }

  @Test func aColumnWhoseCellsFitKeepsItsWidth() {
    let probe = LayoutProbe(
      Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          block("wide", 100).alignmentGuide(.gridMark) { _ in 50 }.gridColumnAlignment(.gridMark)
          block("after1", 20)
        }
        GridRow {
          block("narrow", 20).alignmentGuide(.gridMark) { _ in 10 }
          block("after2", 20)
        }
      }
      .accessibilityIdentifier("grid"),
      size: CGSize(width: 400, height: 100))
    let wide = probe.frame("wide")
    let narrow = probe.frame("narrow")
    #expect(approx(wide.minX + 50, narrow.minX + 10), "\(wide) \(narrow)")
    #expect(approx(probe.frame("after1").minX, wide.maxX + 10))
    #expect(approx(probe.frame("grid").width, 100 + 10 + 20))
  }
}
