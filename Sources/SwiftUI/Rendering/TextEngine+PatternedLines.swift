import CCairo
import CPango
import Foundation

extension TextEngine {
  /// A stretch of text whose underline or strikethrough has a dotted or dashed pattern (pango draws only
  /// solid lines, so these are drawn here, after the glyphs).
  struct PatternedLine: Equatable {
    var range: Range<Int>
    var isStrikethrough: Bool
    var pattern: Text.LineStyle.Pattern
    var font: Font
    /// The line's own colour, else the text's at that stretch.
    var color: Color?
  }

  /// Dash lengths in multiples of the line's thickness, as TextKit's pattern styles repeat.
  static func dashes(of pattern: Text.LineStyle.Pattern) -> [Double] {
    switch pattern {
    case .dot: return [1, 2]
    case .dash: return [4, 2]
    case .dashDot: return [4, 2, 1, 2]
    case .dashDotDot: return [4, 2, 1, 2, 1, 2]
    default: return []
    }
  }

  /// The stretches of `length` bytes whose lines are patterned: the base style's, overridden by the spans
  /// (a later span wins, as in pango's attribute list).
  static func patternedLines(_ style: Style, length: Int) -> [PatternedLine] {
    let patterned = { (pattern: Text.LineStyle.Pattern?) in pattern.map { $0 != .solid } ?? false }
    guard
      (style.underline && style.underlinePattern != .solid)
        || (style.strikethrough && style.strikethroughPattern != .solid)
        || style.spans.contains(where: {
          patterned($0.underlinePattern) || patterned($0.strikethroughPattern)
        })
    else { return [] }
    var cuts = Set([0, length])
    for span in style.spans {
      cuts.insert(min(max(span.start, 0), length))
      cuts.insert(min(max(span.end, 0), length))
    }
    let bounds = cuts.sorted()
    var lines: [PatternedLine] = []
    for (start, end) in zip(bounds, bounds.dropFirst()) where end > start {
      for isStrikethrough in [false, true] {
        var isOn = isStrikethrough ? style.strikethrough : style.underline
        var pattern = isStrikethrough ? style.strikethroughPattern : style.underlinePattern
        var lineColor: Color?
        var textColor: Color?
        var font = style.font
        for span in style.spans where span.start <= start && span.end >= end {
          if let color = span.color { textColor = color }
          if let spanFont = span.font { font = spanFont }
          guard let on = isStrikethrough ? span.strikethrough : span.underline else { continue }
          isOn = on
          lineColor = isStrikethrough ? span.strikethroughColor : span.underlineColor
          pattern =
            (isStrikethrough ? span.strikethroughPattern : span.underlinePattern)
            ?? (isStrikethrough ? style.strikethroughPattern : style.underlinePattern)
        }
        guard isOn, pattern != .solid else { continue }
        let line = PatternedLine(
          range: start..<end, isStrikethrough: isStrikethrough, pattern: pattern, font: font,
          color: lineColor ?? textColor)
        if let index = lines.lastIndex(where: { $0.isStrikethrough == isStrikethrough }),
          lines[index].range.upperBound == start, lines[index].pattern == pattern,
          lines[index].font == font, lines[index].color == line.color
        {
          lines[index].range = lines[index].range.lowerBound..<end
        } else {
          lines.append(line)
        }
      }
    }
    return lines
  }

  /// Draws the patterned underlines and strikethroughs of `layout`, shown at the current point's origin
  /// `top` points down, where pango would put its solid ones (the font's line position and thickness).
  func drawPatternedLines(
    of layout: OpaquePointer, text: String, style: Style, color: Color, top: CGFloat,
    context: RenderContext
  ) {
    let lines = Self.patternedLines(style, length: text.utf8.count)
    guard !lines.isEmpty else { return }
    let cr = context.cr
    let scale = CGFloat(PANGO_SCALE)
    let pangoContext = pango_layout_get_context(layout)
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    repeat {
      guard let layoutLine = pango_layout_iter_get_line_readonly(iterator) else { continue }
      let baseline = top + CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
      let lineStart = Int(layoutLine.pointee.start_index)
      let lineEnd = lineStart + Int(layoutLine.pointee.length)
      for line in lines {
        let start = max(line.range.lowerBound, lineStart)
        let end = min(line.range.upperBound, lineEnd)
        guard end > start else { continue }
        let description = Self.fontDescription(line.font, language: style.language)
        let metrics = pango_context_get_metrics(
          pangoContext, description,
          style.language.map { pango_language_from_string($0) } ?? nil)
        pango_font_description_free(description)
        let position =
          CGFloat(
            line.isStrikethrough
              ? pango_font_metrics_get_strikethrough_position(metrics)
              : pango_font_metrics_get_underline_position(metrics)) / scale
        let thickness = max(
          CGFloat(
            line.isStrikethrough
              ? pango_font_metrics_get_strikethrough_thickness(metrics)
              : pango_font_metrics_get_underline_thickness(metrics)) / scale, 1)
        pango_font_metrics_unref(metrics)
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(
          layoutLine, Int32(start), Int32(end), &ranges, &count)
        defer { g_free(ranges) }
        // pango's position is the top of the line above the baseline.
        let y = baseline - position + thickness / 2
        context.setColor(line.color ?? color)
        cairo_set_line_width(cr, thickness)
        let dashes = Self.dashes(of: line.pattern).map { $0 * thickness }
        cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
        for index in 0..<Int(count) {
          guard let ranges else { break }
          let from = CGFloat(ranges[2 * index]) / scale
          let to = CGFloat(ranges[2 * index + 1]) / scale
          cairo_move_to(cr, from, y)
          cairo_line_to(cr, to, y)
          cairo_stroke(cr)
        }
      }
    } while pango_layout_iter_next_line(iterator) != 0
  }
}
