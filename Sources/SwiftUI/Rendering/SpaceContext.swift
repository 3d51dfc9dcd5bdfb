import CPango

/// Whether a word of a font shaped alone has the glyphs it has between spaces in a longer text.
///
/// It does when no substitution or positioning the font applies by default (nor one pango asks for) reads or
/// writes the space glyph: a lookup that never sees a space cannot reach across one. Lookups that see spaces
/// only beside what they change (a dash between spaces taking another form) leave alone a word none of whose
/// glyphs, or the glyphs substitutions can make of them, is one such a lookup starts from. A font whose
/// lookups change or move the space itself, or with an old-style kerning table or Apple layout tables (which
/// harfbuzz applies instead), is not looked into: its words are shaped apart only when alone.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class SpaceContext {
  private let font: OpaquePointer
  private let face: OpaquePointer
  /// The substitutions the font applies by default.
  private let substitutions: OpaquePointer
  /// The glyphs the lookups that see spaces start from.
  private let seenBesideSpaces: OpaquePointer
  private let scratch: OpaquePointer

  /// Features harfbuzz applies to left-to-right horizontal text unasked (its default shaper's, which Latin
  /// and Common text take).
  private static let defaultFeatures = [
    "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn", "calt", "clig", "curs", "dist",
    "kern", "liga", "rclt", "ltra", "ltrm",
  ]

  init?(_ pangoFont: UnsafeMutablePointer<PangoFont>) {
    guard let font = pango_font_get_hb_font(pangoFont), let face = hb_font_get_face(font) else {
      return nil
    }
    var space: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return nil }
    func tag(_ name: String) -> hb_tag_t { hb_tag_from_string(name, -1) }
    func hasTable(_ name: String) -> Bool {
      let blob = hb_face_reference_table(face, tag(name))
      defer { hb_blob_destroy(blob) }
      return hb_blob_get_length(blob) > 0
    }
    let gsub = tag("GSUB")
    let gpos = tag("GPOS")
    if ["morx", "mort", "kerx", "trak"].contains(where: hasTable) { return nil }
    if hasTable("kern"), hb_ot_layout_table_get_lookup_count(face, gpos) == 0 { return nil }
    var added = [hb_feature_t](repeating: hb_feature_t(), count: 64)
    var addedCount: UInt32 = 0
    pango_font_get_features(pangoFont, &added, UInt32(added.count), &addedCount)
    let features =
      Self.defaultFeatures.map(tag) + added.prefix(Int(min(addedCount, 64))).map(\.tag) + [0]
    let substitutions = hb_set_create()!
    let seen = hb_set_create()!
    let lookups = hb_set_create()!
    let sets = (0..<4).map { _ in hb_set_create()! }
    defer { ([lookups] + sets).forEach { hb_set_destroy($0) } }
    for table in [gsub, gpos] {
      hb_set_clear(lookups)
      hb_ot_layout_collect_lookups(face, table, nil, nil, features, lookups)
      if table == gsub { hb_set_union(substitutions, lookups) }
      var lookup = hb_codepoint_t.max
      while hb_set_next(lookups, &lookup) != 0 {
        sets.forEach { hb_set_clear($0) }
        hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
        guard sets.contains(where: { hb_set_has($0, space) != 0 }) else { continue }
        if hb_set_has(sets[1], space) != 0 || hb_set_has(sets[3], space) != 0 {
          hb_set_destroy(substitutions)
          hb_set_destroy(seen)
          return nil
        }
        // Only the rules that have a space beside what they change count, where they can be read.
        if !Self.addInputsBesideSpace(
          face: face, table: table, lookup: lookup, space: space, to: seen)
        {
          hb_set_union(seen, sets[1])
        }
      }
    }
    hb_font_reference(font)
    self.font = font
    self.face = face
    self.substitutions = substitutions
    self.seenBesideSpaces = seen
    scratch = hb_set_create()!
  }

  deinit {
    [substitutions, seenBesideSpaces, scratch].forEach { hb_set_destroy($0) }
    hb_font_destroy(font)
  }

  /// By ASCII code: 0 not known yet, 1 the character alone may take other glyphs beside a space, 2 it may not.
  @exclusivity(unchecked) private var characters = [UInt8](repeating: 0, count: 128)

  /// Whether a character of `text` (printable ASCII) may take other glyphs beside a space than alone: a quick
  /// answer for a text before its words are asked about.
  func anyCharacterMayChange(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where byte != UInt8(ascii: " ") {
        if characters[Int(byte)] == 0 {
          characters[Int(byte)] = mayChange(String(decoding: [byte], as: UTF8.self)[...]) ? 1 : 2
        }
        if characters[Int(byte)] == 1 { return true }
      }
      return false
    }
  }

  /// Whether `word` (printable ASCII) may take other glyphs beside a space than alone.
  func mayChange(_ word: Substring) -> Bool {
    guard hb_set_is_empty(seenBesideSpaces) == 0 else { return false }
    hb_set_clear(scratch)
    for byte in word.utf8 {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, hb_codepoint_t(byte), &glyph) != 0 else { return true }
      hb_set_add(scratch, glyph)
    }
    hb_ot_layout_lookups_substitute_closure(face, substitutions, scratch)
    hb_set_intersect(scratch, seenBesideSpaces)
    return hb_set_is_empty(scratch) == 0
  }

  /// Adds to `set` the glyphs a contextual lookup changes where its context has a space, read from its rules;
  /// false when it has rules of another form (then all it changes counts).
  private static func addInputsBesideSpace(
    face: OpaquePointer, table: hb_tag_t, lookup: hb_codepoint_t, space: hb_codepoint_t,
    to set: OpaquePointer
  ) -> Bool {
    let blob = hb_face_reference_table(face, table)
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length) else { return false }
    let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
    return OpenTypeRules(bytes: bytes, isPositioning: table == hb_tag_from_string("GPOS", -1))
      .addInputsBesideGlyph(space, lookup: Int(lookup), to: set)
  }
}

/// Just enough of GSUB and GPOS to read contextual rules given by coverages (format 3), where most fonts'
/// contextual alternates are: which glyphs a rule changes and which it looks at around them.
private struct OpenTypeRules {
  let bytes: UnsafeRawBufferPointer
  let isPositioning: Bool

  private func u16(_ offset: Int) -> Int? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  private func u32(_ offset: Int) -> Int? {
    guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
    return high << 16 | low
  }

  /// Whether the coverage at `offset` holds `glyph`, adding its glyphs to `set` when one is given.
  private func coverage(_ offset: Int, contains glyph: hb_codepoint_t, adding set: OpaquePointer?)
    -> Bool?
  {
    guard let format = u16(offset), let count = u16(offset + 2) else { return nil }
    var found = false
    switch format {
    case 1:
      for index in 0..<count {
        guard let id = u16(offset + 4 + 2 * index) else { return nil }
        if id == glyph { found = true }
        if let set { hb_set_add(set, hb_codepoint_t(id)) }
      }
    case 2:
      for index in 0..<count {
        let range = offset + 4 + 6 * index
        guard let start = u16(range), let end = u16(range + 2), start <= end else { return nil }
        if start <= glyph, glyph <= end { found = true }
        if let set { hb_set_add_range(set, hb_codepoint_t(start), hb_codepoint_t(end)) }
      }
    default: return nil
    }
    return found
  }

  /// For lookup `index`: adds the input glyphs of every rule with `glyph` in its context; false when a
  /// subtable is not a contextual rule by coverages.
  func addInputsBesideGlyph(_ glyph: hb_codepoint_t, lookup index: Int, to set: OpaquePointer)
    -> Bool
  {
    guard let listOffset = u16(8), let lookupOffset = u16(listOffset + 2 + 2 * index) else {
      return false
    }
    let lookup = listOffset + lookupOffset
    guard let lookupType = u16(lookup), let count = u16(lookup + 4) else { return false }
    let (context, chained, extensionType) = isPositioning ? (7, 8, 9) : (5, 6, 7)
    for subtableIndex in 0..<count {
      guard let subtableOffset = u16(lookup + 6 + 2 * subtableIndex) else { return false }
      var subtable = lookup + subtableOffset
      var type = lookupType
      if type == extensionType {
        guard let inner = u16(subtable + 2), let offset = u32(subtable + 4) else { return false }
        type = inner
        subtable += offset
      }
      guard u16(subtable) == 3 else { return false }
      let inputs: [Int]
      var sides: [Int] = []
      if type == chained {
        guard let backtrackCount = u16(subtable + 2) else { return false }
        var cursor = subtable + 4
        func coverages(_ count: Int) -> [Int]? {
          var result: [Int] = []
          for _ in 0..<count {
            guard let offset = u16(cursor) else { return nil }
            result.append(subtable + offset)
            cursor += 2
          }
          return result
        }
        guard let backtrack = coverages(backtrackCount), let inputCount = u16(cursor) else {
          return false
        }
        cursor += 2
        guard let input = coverages(inputCount), let lookaheadCount = u16(cursor) else {
          return false
        }
        cursor += 2
        guard let lookahead = coverages(lookaheadCount) else { return false }
        inputs = input
        sides = backtrack + lookahead
      } else if type == context {
        guard let inputCount = u16(subtable + 2) else { return false }
        var input: [Int] = []
        for index in 0..<inputCount {
          guard let offset = u16(subtable + 6 + 2 * index) else { return false }
          input.append(subtable + offset)
        }
        inputs = input
      } else {
        return false
      }
      var besideGlyph = false
      for side in sides {
        guard let found = coverage(side, contains: glyph, adding: nil) else { return false }
        if found { besideGlyph = true }
      }
      guard besideGlyph else { continue }
      for input in inputs {
        guard coverage(input, contains: glyph, adding: set) != nil else { return false }
      }
    }
    return true
  }
}
