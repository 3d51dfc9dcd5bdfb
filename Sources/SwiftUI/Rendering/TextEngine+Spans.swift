import CPango
import Foundation

extension TextEngine {
  /// A stretch of a text drawn unlike its base style: a run of `Text + Text` with its own modifiers, or of
  /// an `AttributedString` (markdown's bold, a link, a colour set on a range). Offsets are UTF-8 bytes of the
  /// shown string; nil leaves the base style's value. Colours are fixed for the appearance drawn.
  struct Span: Hashable {
    var start: Int
    var end: Int
    var font: Font?
    var color: Color?
    var background: Color?
    var underline: Bool?
    var underlineColor: Color?
    /// A pattern other than the base style's (nil: the base style's).
    var underlinePattern: Text.LineStyle.Pattern?
    var strikethrough: Bool?
    var strikethroughColor: Color?
    var strikethroughPattern: Text.LineStyle.Pattern?
    var kerning: CGFloat?
    var baselineOffset: CGFloat?

    /// Whether the stretch looks like the rest of the text.
    var isPlain: Bool {
      font == nil && color == nil && background == nil && underline == nil && strikethrough == nil
        && kerning == nil && baselineOffset == nil
    }
  }

  /// A pango font description of `font` (free it with `pango_font_description_free`).
  static func fontDescription(_ font: Font, language: String?) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.pangoFamily(language: language))
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.value)))
    if font.isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
    switch font.fontWidth?.stretch ?? .normal {
    case .extraCondensed:
      pango_font_description_set_stretch(description, PANGO_STRETCH_EXTRA_CONDENSED)
    case .condensed: pango_font_description_set_stretch(description, PANGO_STRETCH_CONDENSED)
    case .normal: break
    }
    return description
  }

  /// Adds the spans' attributes after the base style's, so theirs win where they overlap.
  /// Lines drawn with a pattern are left to `drawPatternedLines`: pango draws only solid ones.
  static func insert(_ spans: [Span], into attributes: OpaquePointer, base: Style) {
    let language = base.language
    func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ span: Span) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(clamping: span.start)
      attribute.pointee.end_index = UInt32(clamping: span.end)
      pango_attr_list_insert(attributes, attribute)
    }
    func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
    func addColor(_ color: Color, _ span: Span, background: Bool) {
      let (r, g, b) = (channel(color.red), channel(color.green), channel(color.blue))
      add(
        background ? pango_attr_background_new(r, g, b) : pango_attr_foreground_new(r, g, b), span)
      if color.alpha < 1 {
        let alpha = max(channel(color.alpha), 1)
        add(
          background
            ? pango_attr_background_alpha_new(alpha) : pango_attr_foreground_alpha_new(alpha),
          span)
      }
    }
    for span in spans where span.end > span.start {
      if let font = span.font {
        let description = fontDescription(font, language: language)
        add(pango_attr_font_desc_new(description), span)
        pango_font_description_free(description)
        if font.usesMonospacedDigit { add(pango_attr_font_features_new("tnum"), span) }
      }
      if let color = span.color { addColor(color, span, background: false) }
      if let background = span.background { addColor(background, span, background: true) }
      if var underline = span.underline {
        if (span.underlinePattern ?? base.underlinePattern) != .solid { underline = false }
        add(
          pango_attr_underline_new(underline ? PANGO_UNDERLINE_SINGLE : PANGO_UNDERLINE_NONE), span)
        if underline, let color = span.underlineColor {
          add(
            pango_attr_underline_color_new(
              channel(color.red), channel(color.green), channel(color.blue)), span)
        }
      }
      if var strikethrough = span.strikethrough {
        if (span.strikethroughPattern ?? base.strikethroughPattern) != .solid {
          strikethrough = false
        }
        add(pango_attr_strikethrough_new(strikethrough ? 1 : 0), span)
        if strikethrough, let color = span.strikethroughColor {
          add(
            pango_attr_strikethrough_color_new(
              channel(color.red), channel(color.green), channel(color.blue)), span)
        }
      }
      if let kerning = span.kerning {
        add(pango_attr_letter_spacing_new(Int32(kerning * CGFloat(PANGO_SCALE))), span)
      }
      if let offset = span.baselineOffset {
        add(pango_attr_rise_new(Int32(offset * CGFloat(PANGO_SCALE))), span)
      }
    }
  }

  /// The UTF-8 offset of the character under `point` in text drawn by `draw` in a frame of `size`, or nil
  /// when the point is beside every line.
  func characterIndex(
    at point: CGPoint, in text: String, style: Style, maxLines: Int?, size: CGSize
  ) -> Int? {
    let layout = sharedLayout(text, style: style, width: size.width, maxLines: maxLines)
    let logical = Self.logicalSize(of: layout)
    let top = max((size.height - logical.height) / 2, 0)
    let scale = CGFloat(PANGO_SCALE)
    var index: Int32 = 0
    var trailing: Int32 = 0
    let inside = pango_layout_xy_to_index(
      layout, Int32(point.x * scale), Int32((point.y - top) * scale), &index, &trailing)
    return inside != 0 ? Int(index) : nil
  }
}
