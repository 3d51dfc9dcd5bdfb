import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Fonts by language, looked at: Han characters Chinese, Japanese and Korean share take each language's
/// glyph shapes, and Arabic marks above and below the letters stay inside the text's frame.
@MainActor @Suite struct FontLanguageTests {
  func render<V: View>(_ view: V, locale: String, size: CGSize) -> RenderedImage {
    AppDriver(
      view.environment(\.locale, Locale(identifier: locale)), size: size, scale: 2
    ).screenshot()
  }

  /// How many pixels of two same-sized pictures differ noticeably.
  func difference(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    var count = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth where a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y)) > 60 {
        count += 1
      }
    }
    return count
  }

  @Test func hanCharactersTakeTheLanguagesGlyphs() {
    // 述 and 半 are drawn differently in Korean and Japanese typography, 直 and 骨 in Japanese and
    // Simplified Chinese.
    let view = Text("述半直骨").font(.system(size: 40)).foregroundColor(.black)
    let size = CGSize(width: 180, height: 60)
    let korean = render(view, locale: "ko_KR", size: size)
    let japanese = render(view, locale: "ja_JP", size: size)
    let chinese = render(view, locale: "zh_Hans_CN", size: size)
    #expect(difference(korean, japanese) > 100)
    #expect(difference(japanese, chinese) > 100)
    // The same language draws the same glyphs.
    #expect(difference(korean, render(view, locale: "ko_KR", size: size)) == 0)
    // Hangul and Latin are not affected by which CJK region is chosen.
    let hangul = Text("안녕 Hi").font(.system(size: 30)).foregroundColor(.black)
    let wide = CGSize(width: 160, height: 50)
    #expect(
      difference(
        render(hangul, locale: "ko_KR", size: wide), render(hangul, locale: "en_US", size: wide))
        == 0)
  }

  @Test func everyScriptHasItsOwnMediumAndSemiboldWeights() {
    // Darker strokes for each heavier weight, in the app's five languages' scripts: a missing weight
    // would fall back to a neighbour and draw the same as it.
    func ink(_ sample: String, _ weight: Font.Weight, locale: String) -> Int {
      let picture = render(
        Text(sample).font(.system(size: 40, weight: weight)).foregroundColor(.black),
        locale: locale, size: CGSize(width: 260, height: 70))
      var dark = 0
      for y in 0..<picture.pixelHeight {
        for x in 0..<picture.pixelWidth { dark += 255 - Int(picture.pixel(x: x, y: y).red) }
      }
      return dark
    }
    for (sample, locale) in [
      ("Find", "en_US"), ("Sevgi", "uz_UZ"), ("사랑해요", "ko_KR"), ("سلام عليكم", "ar_EG"),
      ("Привет", "ru_RU"),
    ] {
      let regular = ink(sample, .regular, locale: locale)
      let medium = ink(sample, .medium, locale: locale)
      let semibold = ink(sample, .semibold, locale: locale)
      let bold = ink(sample, .bold, locale: locale)
      #expect(regular < medium, "\(sample): medium is drawn as regular")
      #expect(medium < bold, "\(sample): medium is drawn as bold")
      // Noto Sans CJK has no semibold: fontconfig takes the medium or the bold face, as iOS's font
      // matching does for a missing weight.
      #expect(medium <= semibold && semibold <= bold, "\(sample): semibold is out of order")
      if locale != "ko_KR" {
        #expect(medium < semibold && semibold < bold, "\(sample): semibold is a neighbour's face")
      }
    }
  }

  @Test func onlyTheWeightsTheRuntimeDrawsAreCandidates() {
    // The extra Noto packages' condensed widths and thin, light and black weights are set aside, so
    // fontconfig has fewer fonts to sort; the four weights the runtime draws stay.
    let faces = TextEngine.shared.faceNames(of: "Noto Sans Arabic")
    #expect(Set(["Regular", "Medium", "SemiBold", "Bold"]).isSubset(of: Set(faces)), "\(faces)")
    #expect(
      !faces.contains { $0.contains("Condensed") || $0.contains("Light") || $0.contains("Black") })
    #expect(TextEngine.shared.faceNames(of: "Inter").contains("Light"), "Inter keeps every weight")
  }

  @Test func arabicMarksAreNotClipped() {
    // Shadda with kasra below and fatha above, sukun and tanwin: marks stacked above and below.
    let word = "بِّ شَدَّةٌ مُسْتَشْفًى"
    func picture(clipped: Bool) -> RenderedImage {
      let text = Text(word).font(.body).foregroundColor(.black)
      return render(
        VStack { if clipped { text.clipped() } else { text } }, locale: "ar_EG",
        size: CGSize(width: 240, height: 120))
    }
    let free = picture(clipped: false)
    let clipped = picture(clipped: true)
    var ink = 0
    for y in 0..<free.pixelHeight {
      for x in 0..<free.pixelWidth where free.pixel(x: x, y: y).red < 128 { ink += 1 }
    }
    #expect(ink > 200, "the word is drawn")
    // Clipping to the text's own frame removes nothing: every mark is inside it.
    #expect(difference(free, clipped) == 0)
  }
}
