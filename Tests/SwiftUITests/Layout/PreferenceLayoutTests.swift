import Foundation
import Testing

@testable import SwiftUI

private struct Names: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Spot: PreferenceKey {
  static let defaultValue: Anchor<CGPoint>? = nil
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
    value = value ?? nextValue()
  }
}

/// Preference values: combined in tree order, replaced or changed by a modifier above, and anchors read in
/// the reader's coordinates through a scaled and offset view.
@MainActor @Suite struct PreferenceLayoutTests {
  private struct Reported: View {
    @State var names: [String] = []
    var body: some View {
      VStack {
        Text(names.joined(separator: ",")).accessibilityIdentifier("names")
        VStack {
          Text("a").preference(key: Names.self, value: ["a"])
          HStack {
            Text("b").preference(key: Names.self, value: ["b"])
            Text("c").preference(key: Names.self, value: ["c"])
          }
          .transformPreference(Names.self) { $0.append("+") }
          Text("d").preference(key: Names.self, value: ["d"])
          VStack { Text("hidden").preference(key: Names.self, value: ["x"]) }
            .preference(key: Names.self, value: ["e"])
        }
        .onPreferenceChange(Names.self) { names = $0 }
      }
    }
  }

  @Test func valuesCombineInTreeOrderAndAModifierAboveReplacesOrChangesThem() {
    let probe = LayoutProbe(Reported())
    let label = probe.host.elements().first { $0.identifier == "names" }?.label
    #expect(label == "a,b,c,+,d,e")
  }

  @Test func anAnchorArrivesInTheReadersSpaceThroughScaleAndOffset() {
    let probe = LayoutProbe(
      ZStack {
        Color.clear.frame(width: 40, height: 40)
          .anchorPreference(key: Spot.self, value: .bottomTrailing) { $0 }
          .scaleEffect(2)
          .offset(x: 30, y: 10)
      }
      .frame(width: 300, height: 300)
      .overlayPreferenceValue(Spot.self) { spot in
        GeometryReader { proxy in
          let point = spot.map { proxy[$0] } ?? .zero
          Text("\(Int(point.x.rounded())),\(Int(point.y.rounded()))").accessibilityIdentifier(
            "spot")
        }
      })
    // The 40 pt square's bottom-trailing corner, scaled 2x about its centre (150,150) → (190,190), moved by
    // the offset → (220,200) in the 300 pt reader's space.
    let label = probe.host.elements().first { $0.identifier == "spot" }?.label
    #expect(label == "220,200")
  }
}
