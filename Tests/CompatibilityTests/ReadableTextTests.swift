import SwiftUI
import SwiftUITesting
import Testing

/// `ReadableTextScreen` against iOS: text styles grow with the Dynamic Type size as iOS's table says (body 17
/// at Large, 21 at xxLarge, 33 at AX2), a view reading `\.dynamicTypeSize` changes its layout at accessibility
/// sizes, a capped range holds its size, and `.lineSpacing` adds its points between lines only.
@MainActor struct ReadableTextTests {
  @Test func textStylesFollowTheDynamicTypeSize() throws {
    let app = AppDriver(ReadableTextScreen())
    _ = app.screenshot(to: "\(compatibilityScreenshots)/readable-text.png")
    let names = app.findAll("Anna Kim").map(\.frame)
    try #require(names.count == 3)
    // Heights grow with the point size (17, 21, 33).
    let large = names[0].height
    #expect(abs(names[1].height / large - 21.0 / 17.0) < 0.08, "\(names)")
    #expect(abs(names[2].height / large - 33.0 / 17.0) < 0.1, "\(names)")
    // Widths too (from 20 pt in Inter Display, set a little tighter, as SF Pro Display is).
    #expect(names[1].width / names[0].width > 1.1)
    // Up to xxxLarge the row stays horizontal; at AX2 the name goes under the image.
    let row = try #require(app.frame(ofIdentifier: "xxLarge"))
    #expect(names[1].midY > row.minY && names[1].midY < row.maxY && names[1].minX > row.minX + 15)
    let stacked = try #require(app.frame(ofIdentifier: "accessibility2"))
    #expect(
      abs(names[2].minX - stacked.minX) < 1, "stacked under the image: \(names[2]) \(stacked)")
    #expect(names[2].minY > stacked.minY + 20)
  }

  @Test func aCappedRangeKeepsItsSize() throws {
    let normal = AppDriver(ReadableTextScreen())
    let huge = AppDriver(CappedBadgeScreen(), size: CGSize(width: 390, height: 2000))
    _ = huge.screenshot(to: "\(compatibilityScreenshots)/readable-text-ax5.png")
    let badge = try #require(normal.frame(ofIdentifier: "badge"))
    let capped = try #require(huge.frame(ofIdentifier: "badge"))
    #expect(abs(badge.height - capped.height) < 0.5 && abs(badge.width - capped.width) < 0.5)
    // The name beside it is not capped: AX5 body is 53 pt.
    let name = try #require(huge.findAll("Anna Kim").first).frame
    let normalName = try #require(normal.findAll("Anna Kim").first).frame
    #expect(name.height > normalName.height * 2.5)
  }

  @Test func lineSpacingAddsRoomBetweenLines() throws {
    let app = AppDriver(ReadableTextScreen())
    let spaced = try #require(app.frame(ofIdentifier: "spaced"))
    let plain = try #require(app.frame(ofIdentifier: "plain"))
    #expect(abs(spaced.width - plain.width) < 1)
    // Between each pair of the paragraph's lines (about 20.5 pt each), 10 pt; none above or below.
    let lines = (plain.height / 20.5).rounded()
    #expect(lines >= 2, "a wrapped paragraph: \(plain)")
    #expect(abs(spaced.height - plain.height - (lines - 1) * 10) < 1, "\(spaced) \(plain)")
  }
}
