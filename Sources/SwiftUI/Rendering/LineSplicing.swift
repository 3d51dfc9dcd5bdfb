import CPango

/// A line put together from a head kept from an earlier line and a tail shaped alone, where harfbuzz says the
/// two join as they would be shaped whole.
///
/// Word by word (`PlainLineText`) needs words whose glyphs never depend on what lies across a space; in a font
/// that sets a colon differently before capitals, "Row 12: 345" does not qualify, and without this each such
/// label would be shaped whole whenever its number changes (a thousand labels reading one value: a thousand
/// whole lines a write). Harfbuzz marks, while shaping, each glyph where cutting the text and shaping the two
/// sides apart could give other glyphs (`HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`). Its documented way to reshape part
/// of a line is the one used here: a position clear of the mark in a line shaped whole keeps the glyphs
/// before it whatever follows; a piece shaped alone whose first glyph is clear keeps its glyphs whatever
/// precedes it; the two spliced are the whole line's glyphs. Heads are kept at word starts, so a label whose
/// last word changes shapes only that word, once for every label that shows it.
///
/// Pango's own shaping cannot ask for the marks, so lines are shaped here through harfbuzz as pango shapes an
/// item (the same font, features, script, language, direction, flags and cluster level, glyphs converted as
/// pango converts them), and only for a face where that was checked to give pango's glyphs.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class LineSplicing {
  private let font: OpaquePointer
  private let features: [hb_feature_t]
  private let script: hb_script_t
  private let language: hb_language_t?
  private let buffer: OpaquePointer

  /// A head's glyphs: those before a word start clear of the mark in a line shaped whole.
  @exclusivity(unchecked) private var heads: [String: [PangoGlyphInfo]] = [:]
  private struct Tail {
    let glyphs: [PangoGlyphInfo]
    /// Whether its glyphs stay the same after any head.
    let joins: Bool
    /// Its word starts clear of the mark: byte offset, glyphs before it.
    let heads: [(offset: Int, glyphs: Int)]
  }
  @exclusivity(unchecked) private var tails: [String: Tail] = [:]
  /// A text shaped here: its glyphs, the byte each starts from, and whether each is clear of the mark.
  private struct Shaped {
    var glyphs: [PangoGlyphInfo]
    var clusters: [Int]
    var clear: [Bool]
  }
  static let capacity = 4096
  /// Few: a tail worth keeping is one many lines end with (the value a thousand labels show); most are met once
  /// (every row of a long list scrolled through ends differently).
  static let tailCapacity = 256
  /// Lines shaped whole and tails shaped alone since start.
  @exclusivity(unchecked) private(set) var shapedLines = 0
  @exclusivity(unchecked) private(set) var shapedTails = 0

  /// nil when the analysis is one this shaping does not reproduce (other directions or gravities, extra
  /// attributes, color glyphs) or when its glyphs for `probe` are not `expected`, the glyphs pango gave.
  init?(analysis: PangoAnalysis, probe: String, expected: [PangoGlyphInfo]) {
    guard analysis.level == 0, analysis.gravity == UInt8(PANGO_GRAVITY_SOUTH.rawValue),
      analysis.extra_attrs == nil,
      let pangoFont = analysis.font, let font = pango_font_get_hb_font(pangoFont),
      let face = hb_font_get_face(font), hb_ot_color_has_layers(face) == 0,
      hb_ot_color_has_png(face) == 0
    else { return nil }
    var features = [hb_feature_t](repeating: hb_feature_t(), count: 32)
    var count: UInt32 = 0
    pango_font_get_features(pangoFont, &features, UInt32(features.count), &count)
    self.features = Array(features.prefix(Int(count)))
    script = hb_script_t(
      rawValue: g_unicode_script_to_iso15924(GUnicodeScript(rawValue: Int32(analysis.script))))
    language = hb_language_from_string(pango_language_to_string(analysis.language), -1)
    hb_font_reference(font)
    self.font = font
    buffer = hb_buffer_create()
    guard sameGlyphs(shape(probe[...], start: true).glyphs, expected) else { return nil }
  }

  deinit {
    hb_buffer_destroy(buffer)
    hb_font_destroy(font)
  }

  /// The glyphs of `text` (printable ASCII, one line), spliced when a head is known, else shaped whole (and
  /// its heads kept).
  func glyphs(_ text: String) -> [PangoGlyphInfo] {
    let utf8 = text.utf8
    var index = utf8.endIndex
    // Word starts from the last: a head ends before one.
    while index > utf8.startIndex {
      let before = utf8.index(before: index)
      if utf8[before] == UInt8(ascii: " "), index < utf8.endIndex,
        utf8[index] != UInt8(ascii: " "), let head = head(String(text[..<index]))
      {
        let tail = self.tail(String(text[index...]))
        if tail.joins {
          // The spliced line is the line shaped whole, and no lookup reaches across the head's end: the
          // tail's own clear word starts are the line's, heads for the next change of a later word.
          let line = head + tail.glyphs
          for inner in tail.heads {
            let end = utf8.index(index, offsetBy: inner.offset)
            let key = String(text[..<end])
            if heads[key] == nil { sight(key, in: line, glyphs: head.count + inner.glyphs) }
          }
          return line
        }
      }
      index = before
    }
    let shaped = shape(text[...], start: true)
    shapedLines += 1
    for head in Self.wordStarts(of: text, shaped) {
      let key = String(text[..<text.utf8.index(text.startIndex, offsetBy: head.offset)])
      if heads[key] == nil { sight(key, in: shaped.glyphs, glyphs: head.glyphs) }
    }
    return shaped.glyphs
  }

  /// Heads met once: the line each was met in (shared with the line itself, not copied) and how many of its
  /// glyphs are the head's.
  @exclusivity(unchecked) private var firstSightings:
    [String: (line: [PangoGlyphInfo], glyphs: Int)] =
      [:]

  /// The head's glyphs if it is kept, or kept now: a head is kept the second time it is met (its line came
  /// back with another last word, as a label showing a value does when the value changes), and spliced from
  /// then on, that second time included. Labels shown once (a long list scrolled through) keep no glyphs of
  /// their own.
  private func head(_ key: String) -> [PangoGlyphInfo]? {
    if let kept = heads[key] { return kept }
    guard let sighting = firstSightings.removeValue(forKey: key) else { return nil }
    let head = Array(sighting.line[..<sighting.glyphs])
    keep(head, as: key)
    return head
  }

  /// Notes a head clear of the mark, met in `line`; kept if it was met before.
  private func sight(_ key: String, in line: [PangoGlyphInfo], glyphs: Int) {
    if firstSightings.removeValue(forKey: key) != nil {
      keep(Array(line[..<glyphs]), as: key)
      return
    }
    if firstSightings.count >= Self.capacity { firstSightings.removeAll(keepingCapacity: true) }
    firstSightings[key] = (line, glyphs)
  }
  /// Heads kept (for tests: lines shown once keep none).
  var keptHeads: Int { heads.count }

  private func keep(_ glyphs: [PangoGlyphInfo], as head: String) {
    if heads.count >= Self.capacity { heads.removeAll(keepingCapacity: true) }
    heads[head] = glyphs
  }

  private func tail(_ text: String) -> Tail {
    if let known = tails[text] { return known }
    let shaped = shape(text[...], start: false)
    shapedTails += 1
    let tail = Tail(
      glyphs: shaped.glyphs, joins: shaped.clear.first == true,
      heads: Self.wordStarts(of: text, shaped))
    if tails.count >= Self.tailCapacity { tails.removeAll(keepingCapacity: true) }
    tails[text] = tail
    return tail
  }

  /// The word starts of shaped `text` (after a space, before a character that is not one) that begin a
  /// cluster clear of the mark: byte offset and the number of glyphs before it.
  private static func wordStarts(
    of text: String, _ shaped: Shaped
  ) -> [(offset: Int, glyphs: Int)] {
    let bytes = Array(text.utf8)
    var starts: [(offset: Int, glyphs: Int)] = []
    for (index, cluster) in shaped.clusters.enumerated()
    where index > 0 && cluster != shaped.clusters[index - 1] && shaped.clear[index]
      && bytes[cluster - 1] == UInt8(ascii: " ") && bytes[cluster] != UInt8(ascii: " ")
    {
      starts.append((cluster, index))
    }
    return starts
  }

  /// `text` shaped as pango shapes an item of it (`pango_hb_shape`): glyphs, the byte each starts from, and
  /// whether each is clear of the unsafe-to-concat mark. `start`: the text begins its paragraph.
  private func shape(_ text: Substring, start: Bool) -> Shaped {
    hb_buffer_clear_contents(buffer)
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, script)
    hb_buffer_set_language(buffer, language)
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
    var flags = HB_BUFFER_FLAG_EOT.rawValue | HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT.rawValue
    if start { flags |= HB_BUFFER_FLAG_BOT.rawValue }
    hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
    hb_buffer_set_invisible_glyph(buffer, PANGO_GLYPH_EMPTY)
    var text = String(text)
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
      }
    }
    features.withUnsafeBufferPointer { features in
      hb_shape(font, buffer, features.baseAddress, UInt32(features.count))
    }
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)!
    let positions = hb_buffer_get_glyph_positions(buffer, &count)!
    var glyphs: [PangoGlyphInfo] = []
    var clusters: [Int] = []
    var clear: [Bool] = []
    glyphs.reserveCapacity(Int(count))
    clusters.reserveCapacity(Int(count))
    clear.reserveCapacity(Int(count))
    for index in 0..<Int(count) {
      let cluster = Int(infos[index].cluster)
      var glyph = PangoGlyphInfo()
      glyph.glyph = infos[index].codepoint
      glyph.attr.is_cluster_start = clusters.last == cluster ? 0 : 1
      var width = positions[index].x_advance
      var xOffset = positions[index].x_offset
      // As pango_shape_internal: a negative width is made positive, the glyph shifted by it.
      if width < 0 {
        width = -width
        xOffset += width
      }
      glyph.geometry.width = width
      glyph.geometry.x_offset = xOffset
      glyph.geometry.y_offset = -positions[index].y_offset
      glyphs.append(glyph)
      clusters.append(cluster)
      clear.append(
        hb_glyph_info_get_glyph_flags(infos + index).rawValue
          & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue == 0)
    }
    return Shaped(glyphs: glyphs, clusters: clusters, clear: clear)
  }
}

/// Whether two glyph runs are the same glyphs at the same places.
func sameGlyphs(_ lhs: [PangoGlyphInfo], _ rhs: [PangoGlyphInfo]) -> Bool {
  lhs.count == rhs.count
    && zip(lhs, rhs).allSatisfy { left, right in
      left.glyph == right.glyph && left.geometry.width == right.geometry.width
        && left.geometry.x_offset == right.geometry.x_offset
        && left.geometry.y_offset == right.geometry.y_offset
        && left.attr.is_cluster_start == right.attr.is_cluster_start
        && left.attr.is_color == right.attr.is_color
    }
}
