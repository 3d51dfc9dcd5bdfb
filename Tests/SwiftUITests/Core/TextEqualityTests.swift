import Foundation
import Testing

@testable import SwiftUI

/// A re-created `Text` counts as changed exactly when one of its modifiers differs: its node's comparison
/// (`Text.Run.same`) and the style a label keeps from one string to the next (`ResolvedText`) read every
/// modifier and every field of its font in place, field by field.
@MainActor struct TextEqualityTests {
  @Test func textsDifferingInAnyOneModifierAreNotEqual() {
    let base = Text("Row \(3): \(4)")
    let variants: [(String, Text)] = [
      ("font", base.font(.caption)),
      ("font size", base.font(.system(size: 13))),
      ("font weight", base.font(.system(size: 17, weight: .bold))),
      ("font design", base.font(.system(size: 17, design: .serif))),
      ("font family", base.font(.custom("Inter", size: 17))),
      ("font italic", base.font(Font.body.italic())),
      ("font digits", base.font(Font.body.monospacedDigit())),
      ("font width", base.font(Font.body.width(.condensed))),
      ("font style scaled", base.font(.custom("Inter", size: 17, relativeTo: .title))),
      ("weight", base.fontWeight(.bold)),
      ("italic", base.italic()),
      ("colour", base.foregroundColor(.red)),
      ("style", base.foregroundStyle(.secondary)),
      ("underline", base.underline()),
      ("underline colour", base.underline(color: .blue)),
      ("underline pattern", base.underline(pattern: .dot)),
      ("strikethrough", base.strikethrough()),
      ("strikethrough colour", base.strikethrough(color: .blue)),
      ("kerning", base.kerning(2)),
      ("baseline", base.baselineOffset(3)),
      ("digits", base.monospacedDigit()),
      ("case", base.modifying { $0.textCase = .uppercase }),
      ("scale", base.textScale(.secondary)),
      ("width", base.fontWidth(.expanded)),
    ]
    for (name, variant) in variants {
      #expect(variant != base, "\(name): a changed modifier reads as the same text")
      #expect(variant == variant, "\(name): a text is not equal to itself")
    }
    // Pairwise: no two of them read alike either (a font compared with another font, not only with none).
    for (i, a) in variants.enumerated() {
      for (b, bText) in variants.dropFirst(i + 1) {
        #expect(a.1 != bText, "\(a.0) and \(b) read as the same text")
      }
    }
  }

  @Test func aFontSetAndClearedIsNoFont() {
    #expect(Text("Hello").font(.title).font(nil) == Text("Hello"))
    #expect(Text("Hello").font(.title).font(.title) == Text("Hello").font(.title))
    #expect(Text("Hello").font(.body) != Text("Hello"))
  }

  /// The comparison lists each stored property by name: one added to the modifiers or the font must be
  /// added to `Text.Run.sameModifiers` too (then change the count here).
  @Test func theComparisonCoversEveryStoredProperty() {
    #expect(Mirror(reflecting: Text.Modifiers()).children.count == 18)
    #expect(Mirror(reflecting: Font.body).children.count == 9)
  }
}
