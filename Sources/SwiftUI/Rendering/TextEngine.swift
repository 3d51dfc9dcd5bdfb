import CCairo
import CPango
import Foundation

/// Text shaping, line breaking and drawing through pango. Layout works in points with hinting off, so the
/// same text wraps identically at 1x, 2x and 3x.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class TextEngine {
  static let shared = TextEngine()

  private let context: OpaquePointer
  @exclusivity(unchecked) private var checkedFonts = false

  private init() {
    // The font map a warm-up prepared (the window host starts one), else a new one on the selected fonts.
    Self.adoptWarmedFontMap()
    FontSelection.install()
    let fontMap = pango_cairo_font_map_get_default()
    context = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
  }

  /// Whether an installed font family answers to `name`: a family name ("Open Sans") or a PostScript name
  /// ("OpenSans-SemiBold"), compared without case and spaces.
  nonisolated static func hasFamily(named name: String) -> Bool {
    func squeezed(_ text: String) -> String {
      text.lowercased().filter { !$0.isWhitespace }
    }
    let wanted = squeezed(name)
    let family = squeezed(name.split(separator: "-").first.map(String.init) ?? name)
    let fontMap = pango_cairo_font_map_get_default()
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(fontMap, &families, &count)
    defer { g_free(families) }
    return (0..<Int(count)).contains { index in
      guard let entry = families?[index], let cName = pango_font_family_get_name(entry) else {
        return false
      }
      let installed = squeezed(String(cString: cName))
      return installed == wanted || installed == family
    }
  }

  /// The face names ("Regular", "SemiBold", …) pango offers for an installed family.
  func faceNames(of familyName: String) -> [String] {
    let fontMap = pango_cairo_font_map_get_default()
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(fontMap, &families, &count)
    defer { g_free(families) }
    for index in 0..<Int(count) {
      guard let family = families?[index], let name = pango_font_family_get_name(family),
        String(cString: name) == familyName
      else { continue }
      var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
      var faceCount: Int32 = 0
      pango_font_family_list_faces(family, &faces, &faceCount)
      defer { g_free(faces) }
      return (0..<Int(faceCount)).compactMap { faceIndex in
        faces?[faceIndex].flatMap { pango_font_face_get_face_name($0) }.map { String(cString: $0) }
      }
    }
    return []
  }

  /// Warns once when the stand-in fonts are missing (`InstalledFontsCheck`). Where a font warm-up ran, its
  /// thread checks once the fonts are loaded, so the first text does not wait for it.
  func checkFonts() {
    guard !checkedFonts else { return }
    checkedFonts = true
    if !Self.warmUpStarted { InstalledFontsCheck.run() }
  }

  struct Style: Hashable {
    var font: Font
    var alignment: TextAlignment = .leading
    var lineLimit: Int?
    /// The text is at least this many lines tall (`.lineLimit(_:reservesSpace:)`), its lines at the top.
    var reservedLines: Int?
    var truncation: Text.TruncationMode = .tail
    var underline = false
    var underlinePattern = Text.LineStyle.Pattern.solid
    var strikethrough = false
    var strikethroughPattern = Text.LineStyle.Pattern.solid
    var kerning: CGFloat = 0
    /// Extra space between lines (`.lineSpacing`).
    var lineSpacing: CGFloat = 0
    /// The layout direction: leading alignment is the right edge right to left.
    var rightToLeft = false
    /// The locale's language (BCP 47): pango shapes with its local forms and picks the fonts meant for it.
    var language: String?
    /// Stretches drawn with their own font, colours and lines (empty for text of one style).
    var spans: [Span] = []
  }

  /// A pango layout for `text` wrapped at `width` (nil = one unwrapped line), cut to `maxLines`.
  func makeLayout(
    _ text: String, style: Style, width: CGFloat?, maxLines: Int?, on cairo: OpaquePointer? = nil
  ) -> OpaquePointer {
    checkFonts()
    let layout: OpaquePointer
    if let cairo {
      layout = pango_cairo_create_layout(cairo)!
      let layoutContext = pango_layout_get_context(layout)
      let options = cairo_font_options_create()
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      pango_cairo_context_set_font_options(layoutContext, options)
      cairo_font_options_destroy(options)
      pango_context_set_round_glyph_positions(layoutContext, 0)
      pango_layout_context_changed(layout)
    } else {
      layout = pango_layout_new(context)!
    }
    let description = Self.fontDescription(style.font, language: style.language)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    if style.underline || style.strikethrough || style.kerning != 0
      || style.font.usesMonospacedDigit || style.language != nil || !style.spans.isEmpty
    {
      let attributes = pango_attr_list_new()!
      if let language = style.language {
        pango_attr_list_insert(
          attributes, pango_attr_language_new(pango_language_from_string(language)))
      }
      if style.underline, style.underlinePattern == .solid {
        pango_attr_list_insert(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
      }
      if style.strikethrough, style.strikethroughPattern == .solid {
        pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1))
      }
      if style.kerning != 0 {
        pango_attr_list_insert(
          attributes, pango_attr_letter_spacing_new(Int32(style.kerning * CGFloat(PANGO_SCALE))))
      }
      if style.font.usesMonospacedDigit {
        pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
      }
      Self.insert(style.spans, into: attributes, base: style)
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    // Each paragraph's direction comes from its text (bidi, as iOS's natural writing direction); the
    // alignment is the layout direction's. pango swaps left and right for a paragraph whose direction is
    // not its context's (left to right), so a right-to-left text asks for the opposite side.
    if style.alignment == .center {
      pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    } else {
      var right = (style.alignment == .trailing) != style.rightToLeft
      if Self.startsRightToLeft(text) { right.toggle() }
      pango_layout_set_alignment(layout, right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    }
    if style.lineSpacing > 0 {
      pango_layout_set_spacing(layout, Int32(style.lineSpacing * CGFloat(PANGO_SCALE)))
    }
    if let width {
      pango_layout_set_width(layout, Int32(max(width, 0) * CGFloat(PANGO_SCALE)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    if let maxLines {
      pango_layout_set_height(layout, -Int32(max(maxLines, 1)))
      switch style.truncation {
      case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
      case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
      case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      }
    } else if width != nil {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    }
    if let maxLines, Int(pango_layout_get_line_count(layout)) > maxLines {
      limitParagraphs(layout, text: text, maxLines: max(maxLines, 1))
    }
    return layout
  }

  /// Whether the first strong letter of `text` is of a script written right to left (the Unicode bidi
  /// algorithm's paragraph direction, for the scripts that have one).
  static func startsRightToLeft(_ text: String) -> Bool {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
        return true
      default: return false
      }
    }
    return false
  }

  /// pango limits lines per paragraph; SwiftUI's line limit counts every line of the text. Text with line
  /// breaks that still has too many lines is cut after the paragraph holding line `maxLines`, marked with "…",
  /// and limited to the height of its first `maxLines` lines (pango then ellipsizes a line that still wraps).
  private func limitParagraphs(_ layout: OpaquePointer, text: String, maxLines: Int) {
    let iterator = pango_layout_get_iter(layout)!
    for _ in 1..<maxLines { pango_layout_iter_next_line(iterator) }
    var top: Int32 = 0
    var bottom: Int32 = 0
    pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
    let start =
      pango_layout_iter_get_line_readonly(iterator).map { Int($0.pointee.start_index) } ?? 0
    pango_layout_iter_free(iterator)
    let bytes = Array(text.utf8)
    guard start <= bytes.count else { return }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let kept = String(decoding: bytes[..<end], as: UTF8.self)
    pango_layout_set_text(layout, kept + "…", -1)
    pango_layout_set_height(layout, bottom)
  }

  nonisolated static func logicalSize(of layout: OpaquePointer) -> CGSize {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    return CGSize(
      width: CGFloat(logical.width) / CGFloat(PANGO_SCALE),
      height: CGFloat(logical.height) / CGFloat(PANGO_SCALE))
  }

  nonisolated static func inkRect(of layout: OpaquePointer) -> CGRect {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let s = CGFloat(PANGO_SCALE)
    return CGRect(
      x: CGFloat(ink.x) / s, y: CGFloat(ink.y) / s, width: CGFloat(ink.width) / s,
      height: CGFloat(ink.height) / s)
  }

  /// The size text takes for a proposal (reference §1): nil width = one line; a finite width wraps and reports
  /// the width really used; lines that do not fit the height or the line limit are cut with "…".
  func measure(_ text: String, style: Style, proposal: ProposedViewSize) -> (
    size: CGSize, lines: Int?
  ) {
    if let size = plainLineSize(text, style: style, proposal: proposal) {
      return (size, style.lineLimit)
    }
    return measureLaidOut(text, style: style, proposal: proposal)
  }

  /// `measure` for a text that is not set as one plain line (`plainLineSize` gave nil): through a pango layout.
  func measureLaidOut(_ text: String, style: Style, proposal: ProposedViewSize) -> (
    size: CGSize, lines: Int?
  ) {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    var layout = sharedLayout(text, style: style, width: width, maxLines: style.lineLimit)
    var size = Self.logicalSize(of: layout)
    var lines = style.lineLimit
    if let height = proposal.height, height.isFinite, size.height > height + 0.5 {
      let lineCount = Int(pango_layout_get_line_count(layout))
      let lineHeight = size.height / CGFloat(max(lineCount, 1))
      let fitting = max(Int((height + 0.5) / lineHeight), 1)
      if fitting < lineCount {
        lines = min(fitting, style.lineLimit ?? fitting)
        layout = sharedLayout(text, style: style, width: width, maxLines: lines)
        size = Self.logicalSize(of: layout)
      }
    }
    size.height = Self.reservedHeight(of: layout, logicalHeight: size.height, style: style)
    // Rounded up to half points, but never wider than the proposal (reference §1: width used <= proposal).
    var rounded = CGSize(width: ceil(size.width * 2) / 2, height: ceil(size.height * 2) / 2)
    if let width { rounded.width = min(rounded.width, width) }
    return (rounded, lines)
  }

  /// The height of a layout's lines, or of the lines the style reserves room for when it has fewer.
  private static func reservedHeight(of layout: OpaquePointer, logicalHeight: CGFloat, style: Style)
    -> CGFloat
  {
    guard let reserved = style.reservedLines else { return logicalHeight }
    let lineCount = max(Int(pango_layout_get_line_count(layout)), 1)
    guard reserved > lineCount else { return logicalHeight }
    let spacing = style.lineSpacing
    let lineHeight = (logicalHeight - spacing * CGFloat(lineCount - 1)) / CGFloat(lineCount)
    return lineHeight * CGFloat(reserved) + spacing * CGFloat(reserved - 1)
  }

  /// Whether `text` set at a width it fits in starts at the left edge, as it does unwrapped: a left-to-right
  /// paragraph aligned to the left.
  private static func startsAtLeftEdge(_ text: String, style: Style) -> Bool {
    style.alignment != .center && (style.alignment == .trailing) == style.rightToLeft
      && !startsRightToLeft(text)
  }

  /// Enough for every text of a long screen to stay shaped between frames. Bounded by count and by an
  /// estimate of the bytes a layout holds (its glyphs, lines and runs grow with its characters), so a long
  /// list scrolled through keeps as much memory for text as a few screens of it, whatever its rows say.
  static let layoutCacheCapacity = 2048
  static let layoutCacheByteCapacity = 4 << 20
  private let layouts = TextLayoutCache(
    capacity: TextEngine.layoutCacheCapacity, byteCapacity: TextEngine.layoutCacheByteCapacity)
  var cachedLayoutCount: Int { layouts.count }
  var cachedLayoutBytes: Int { layouts.bytes }
  /// Layouts and plain lines shaped for measuring and drawing since start (for tests: a text kept is not
  /// shaped again).
  var shapedLayoutCount: Int { layouts.made + plainLines.made }

  let plainLines = PlainLineText()

  /// The plain line that stands for the layout `sharedLayout` gives at `width`: its unwrapped layout, when
  /// that fits and starts at the left edge as it does unwrapped.
  /// The size `measure` gives a text set as one plain line (PlainLineText) that fits the proposal; nil when it
  /// takes a layout.
  func plainLineSize(_ text: String, style: Style, proposal: ProposedViewSize) -> CGSize? {
    plainLineMeasure(text, style: style, proposal: proposal)?.size
  }

  /// `plainLineSize` and the line it measured. `keeps`: whether a line made for it is kept in the shared
  /// cache (a caller that keeps the line itself says no).
  func plainLineMeasure(
    _ text: String, style: Style, proposal: ProposedViewSize, keeps: Bool = true
  ) -> (size: CGSize, line: PlainLineText.Line)? {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    guard let line = plainLine(text, style: style, width: width, keeps: keeps) else { return nil }
    let scale = CGFloat(PANGO_SCALE)
    let size = CGSize(
      width: CGFloat(line.width) / scale, height: CGFloat(line.face.height) / scale)
    // Taller than the proposal, the layout decides how many lines are kept: of one line, that line (a stack
    // asks each label its size at no height; a new List row's labels were each laid out again for it).
    guard
      Self.plainLineIgnoresHeight(style)
        || proposal.height.map({ !$0.isFinite || size.height <= $0 + 0.5 }) ?? true
    else { return nil }
    var rounded = CGSize(width: ceil(size.width * 2) / 2, height: ceil(size.height * 2) / 2)
    if let width { rounded.width = min(rounded.width, width) }
    return (rounded, line)
  }

  /// Whether a plain line's size holds at any proposed height (see `plainLineSize`).
  static func plainLineIgnoresHeight(_ style: Style) -> Bool { (style.lineLimit ?? 1) >= 1 }

  /// Whether a plain line that fits a width is set as a plain line at that width too (a centred or trailing
  /// line at a width takes a layout).
  static func plainLineAtAnyWidth(_ style: Style) -> Bool {
    !(style.alignment == .center || (style.alignment == .trailing) != style.rightToLeft)
  }

  func plainLine(_ text: String, style: Style, width: CGFloat?, keeps: Bool = true)
    -> PlainLineText.Line?
  {
    if width != nil, !Self.plainLineAtAnyWidth(style) { return nil }
    guard
      let line = plainLines.line(
        text, style: style, keeps: keeps,
        layout: { makeLayout($0, style: $1, width: nil, maxLines: nil) })
    else { return nil }
    guard let width else { return line }
    return Self.plainLine(line, fits: width) ? line : nil
  }

  /// Whether a plain line is set as a plain line in a frame `width` wide (wider, it takes a layout).
  static func plainLine(_ line: PlainLineText.Line, fits width: CGFloat) -> Bool {
    CGFloat(line.width) / CGFloat(PANGO_SCALE) <= width
  }

  /// A shaped layout kept for reuse (owned by the cache: do not unref). A text is measured several times per
  /// layout pass and drawn on every frame; shaping it again each time (harfbuzz) was most of the cost of text.
  /// A left-aligned text that fits on one line at `width` is the same as unwrapped, glyph for glyph, so the
  /// unwrapped layout serves every width it fits in: measured for a proposal and drawn at its own width, a
  /// label is shaped once.
  func sharedLayout(_ text: String, style: Style, width: CGFloat?, maxLines: Int?) -> OpaquePointer
  {
    if let width, Self.startsAtLeftEdge(text, style: style) {
      let line = cachedLayout(text, style: style, width: nil, maxLines: maxLines)
      if pango_layout_get_line_count(line) == 1, Self.logicalSize(of: line).width <= width {
        return line
      }
    }
    return cachedLayout(text, style: style, width: width, maxLines: maxLines)
  }

  private func cachedLayout(_ text: String, style: Style, width: CGFloat?, maxLines: Int?)
    -> OpaquePointer
  {
    layouts.layout(
      for: TextLayoutCache.Key(text: text, style: style, width: width, maxLines: maxLines)
    ) {
      makeLayout(text, style: style, width: width, maxLines: maxLines)
    }
  }

  /// The lines text laid out at `width` shows and whether the last one was cut with "…".
  func drawnLines(_ text: String, style: Style, width: CGFloat, maxLines: Int?) -> (
    count: Int, isTruncated: Bool
  ) {
    let layout = makeLayout(text, style: style, width: width, maxLines: maxLines)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    // Text cut between paragraphs carries its "…" in the laid-out string rather than as pango ellipsization.
    let shown = String(cString: pango_layout_get_text(layout))
    return (
      Int(pango_layout_get_line_count(layout)),
      pango_layout_is_ellipsized(layout) != 0 || shown != text
    )
  }

  /// The first and last lines' baselines from the top of the text, in points.
  func baselines(_ text: String, style: Style, width: CGFloat?, maxLines: Int?) -> (
    first: CGFloat, last: CGFloat
  ) {
    if let line = plainLine(text, style: style, width: width) {
      let baseline = CGFloat(line.face.baseline) / CGFloat(PANGO_SCALE)
      return (baseline, baseline)
    }
    let layout = sharedLayout(text, style: style, width: width, maxLines: maxLines)
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    let first = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
    while pango_layout_iter_next_line(iterator) != 0 {}
    let last = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
    return (first, last)
  }

  /// Each line's logical rectangle as `draw` places it in a frame of `size` (a redacted text's bars).
  func lineRects(_ text: String, style: Style, maxLines: Int?, in size: CGSize) -> [CGRect] {
    let layout = sharedLayout(text, style: style, width: size.width, maxLines: maxLines)
    let top = max((size.height - Self.logicalSize(of: layout).height) / 2, 0)
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    var rects: [CGRect] = []
    let scale = CGFloat(PANGO_SCALE)
    repeat {
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, &ink, &logical)
      guard logical.width > 0 else { continue }
      rects.append(
        CGRect(
          x: CGFloat(logical.x) / scale, y: top + CGFloat(logical.y) / scale,
          width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale))
    } while pango_layout_iter_next_line(iterator) != 0
    return rects
  }

  /// Draws a plain line inside a frame of `size`, centred vertically, as `draw` draws the text it sets.
  func draw(_ line: PlainLineText.Line, color: Color, in size: CGSize, context: RenderContext) {
    let cr = context.cr
    cairo_save(cr)
    let height = CGFloat(line.face.height) / CGFloat(PANGO_SCALE)
    cairo_move_to(cr, 0, max((size.height - height) / 2, 0))
    context.setColor(color)
    PlainLineText.draw(line, on: cr)
    cairo_restore(cr)
  }

  /// Draws text inside a frame; `maxLines` is what measuring decided.
  func draw(
    _ text: String, style: Style, maxLines: Int?, color: Color, in size: CGSize,
    context: RenderContext
  ) {
    let cr = context.cr
    if let line = plainLine(text, style: style, width: size.width) {
      draw(line, color: color, in: size, context: context)
      return
    }
    // Laid out in points (the shared context); cairo rasterizes the glyphs at the device scale.
    let layout = sharedLayout(text, style: style, width: size.width, maxLines: maxLines)
    let logical = Self.logicalSize(of: layout)
    cairo_save(cr)
    // Vertically centred in its frame when the frame is taller than the text; lines kept room for are below
    // the text's (it starts at the top of the lines it reserves).
    let height = Self.reservedHeight(of: layout, logicalHeight: logical.height, style: style)
    let top = max((size.height - height) / 2, 0)
    cairo_move_to(cr, 0, top)
    context.setColor(color)
    pango_cairo_show_layout(cr, layout)
    drawPatternedLines(
      of: layout, text: text, style: style, color: color, top: top, context: context)
    cairo_restore(cr)
  }
}

public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}
