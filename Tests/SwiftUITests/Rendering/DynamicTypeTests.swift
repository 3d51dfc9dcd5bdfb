import Foundation
import Testing

@testable import SwiftUI

/// Text styles at each Dynamic Type size take iOS's point sizes; custom fonts scale with their style, fixed
/// sizes stay.
@Suite struct DynamicTypeTests {
  @Test func textStylesTakeIOSSizes() {
    #expect(Font.body.scaled(for: .large).size == 17)
    #expect(Font.body.scaled(for: .xLarge).size == 19)
    #expect(Font.body.scaled(for: .xxLarge).size == 21)
    #expect(Font.body.scaled(for: .xxxLarge).size == 23)
    #expect(Font.body.scaled(for: .xSmall).size == 14)
    #expect(Font.body.scaled(for: .accessibility5).size == 53)
    #expect(Font.largeTitle.scaled(for: .accessibility1).size == 44)
    #expect(Font.caption2.scaled(for: .small).size == 11)
    #expect(Font.footnote.scaled(for: .xxxLarge).size == 19)
    // The weight a style brings stays.
    #expect(Font.headline.scaled(for: .xxLarge).weight == .semibold)
  }

  @Test func customFontsScaleWithTheirStyleAndFixedOnesDoNot() {
    #expect(abs(Font.custom("Inter", size: 34).scaled(for: .xxLarge).size - 42) < 0.001)
    let title = Font.custom("Inter", size: 10, relativeTo: .title).scaled(for: .xLarge).size
    #expect(abs(title - 10 * 30 / 28.0) < 0.001)
    #expect(Font.custom("Inter", fixedSize: 12).scaled(for: .accessibility3).size == 12)
    #expect(Font.system(size: 12).scaled(for: .accessibility3).size == 12)
  }

  @Test func sizesAreOrdered() {
    #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.large < .accessibility1)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
  }
}
