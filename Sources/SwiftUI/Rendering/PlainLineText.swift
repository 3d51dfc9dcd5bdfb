import CCairo
import CPango
import Foundation

/// Text of printable ASCII in one plain style that fits on one line, shaped word by word instead of as a pango
/// layout. A layout itemizes, breaks lines and shapes its whole string (harfbuzz runs every lookup of the font
/// over it): about 75,000 instructions for a short label, paid again whenever the string changes, as when a
/// value read by a thousand labels is written. The words of such labels repeat ("Row", "12:", the new value),
/// so each is shaped once and the line is put together from them.
///
/// A line set this way is the layout's glyph for glyph: its font is the one the layout's itemizer gives every
/// printable ASCII character (one item, one run), shaped with that item's analysis, and words are joined at
/// spaces only where the font's substitutions and positionings never see a space (as browsers shape words
/// apart), so no kerning or contextual form crosses a space. Its height and baseline are the font's, which a
/// layout's line takes from its run. Anything else (other characters, spans, lines, wrapping, letter spacing)
/// takes the layout.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class PlainLineText {
  /// A line's glyphs as the layout's single run holds them, and where it sits.
  struct Line {
    let glyphs: [PangoGlyphInfo]
    /// Pango units.
    let width: Int32
    let face: Face
  }

  /// What a layout of the style gives any printable ASCII text: its font and item analyses, and its line's
  /// height and baseline.
  final class Face {
    let font: Font
    let language: String?
    /// For text with a letter (Latin script) and for text of digits and punctuation only (Common script).
    fileprivate let latin: PangoAnalysis
    fileprivate let common: PangoAnalysis?
    /// What a word's glyphs may depend on beyond it; nil: words are shaped apart only when alone.
    fileprivate let spaces: SpaceContext?
    /// For lines whose words cannot be shaped apart, by analysis; nil: such lines are shaped whole.
    fileprivate let latinSplicing: LineSplicing?
    fileprivate let commonSplicing: LineSplicing?
    /// Pango units, from the top of the line.
    let height: Int32
    let baseline: Int32
    /// The probe layouts the analyses come from, kept so what they point to stays theirs.
    private let probes: [OpaquePointer]

    fileprivate init(
      font: Font, language: String?, latin: PangoAnalysis, common: PangoAnalysis?,
      spaces: SpaceContext?, latinSplicing: LineSplicing?, commonSplicing: LineSplicing?,
      height: Int32, baseline: Int32, probes: [OpaquePointer]
    ) {
      self.font = font
      self.language = language
      self.latin = latin
      self.common = common
      self.spaces = spaces
      self.latinSplicing = latinSplicing
      self.commonSplicing = commonSplicing
      self.height = height
      self.baseline = baseline
      self.probes = probes
    }
  }

  private struct FaceKey: Hashable {
    let font: Font
    let language: String?
  }

  private struct WordKey: Hashable {
    let word: Substring
    let latin: Bool
    let face: ObjectIdentifier
  }

  /// Its string hashed once: a line not kept yet is looked up in both generations and then kept, and hashing
  /// the string for each cost a label whose number changed three hashes of it.
  private struct LineKey: Hashable {
    let text: String
    let face: ObjectIdentifier
    let textHash: Int

    init(text: String, face: ObjectIdentifier) {
      self.text = text
      self.face = face
      textHash = text.hashValue
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(textHash)
      hasher.combine(face)
    }

    static func == (a: LineKey, b: LineKey) -> Bool {
      a.textHash == b.textHash && a.face == b.face && a.text == b.text
    }
  }

  /// nil: the style's font cannot set ASCII text word by word.
  @exclusivity(unchecked) private var faces: [FaceKey: Face?] = [:]
  @exclusivity(unchecked) private var lastFace: Face?
  private struct Word {
    let glyphs: [PangoGlyphInfo]
    /// Whether the word may take other glyphs beside a space than alone (`SpaceContext`).
    let besideSpaces: Bool
  }

  @exclusivity(unchecked) private var words: [WordKey: Word] = [:]
  /// Two generations, so the lines of one pass are kept while the next one's are made (a line found in the
  /// older generation moves to the newer), and lines no longer shown go with the older generation.
  @exclusivity(unchecked) private var lines: [LineKey: Line] = [:]
  @exclusivity(unchecked) private var olderLines: [LineKey: Line] = [:]
  static let lineGeneration = 2048
  static let wordCapacity = 8192
  /// Lines put together since start (each shaped what it did not find).
  @exclusivity(unchecked) private(set) var made = 0
  /// Words shaped since start.
  @exclusivity(unchecked) private(set) var shapedWords = 0
  /// Lines shaped whole since start (neither set word by word nor spliced from a kept head, `LineSplicing`).
  @exclusivity(unchecked) private(set) var shapedWhole = 0
  /// Lines spliced from a kept head and a tail since start.
  @exclusivity(unchecked) private(set) var splicedLines = 0
  /// Heads kept for splicing, in every face.
  var keptHeads: Int {
    faces.values.reduce(0) { sum, face in
      sum + (face?.latinSplicing?.keptHeads ?? 0) + (face?.commonSplicing?.keptHeads ?? 0)
    }
  }
  /// Tails shaped for splicing since start.
  var shapedTails: Int {
    faces.values.reduce(0) { sum, face in
      sum + (face?.latinSplicing?.shapedTails ?? 0) + (face?.commonSplicing?.shapedTails ?? 0)
    }
  }

  /// Off, every text takes the layout (tests compare the two; `SWIFTUI_PLAIN_LINES=0` turns it off).
  @exclusivity(unchecked) var isEnabled =
    ProcessInfo.processInfo.environment["SWIFTUI_PLAIN_LINES"] != "0"

  /// The line for `text` in `style`, or nil when it takes a layout. `layout` makes the style's probe layouts.
  /// `keeps`: whether a line made now is kept for the next to ask. A label measured keeps its line itself
  /// (`ResolvedText`), so measuring does not keep it here: the thousand labels of a value just written each
  /// made a line and inserted it, and only the few on screen are drawn.
  func line(
    _ text: String, style: TextEngine.Style, keeps: Bool = true,
    layout: (String, TextEngine.Style) -> OpaquePointer
  ) -> Line? {
    guard isEnabled, Self.isPlain(style), let latin = Self.scriptOfPrintableASCII(text),
      let face = face(for: style, layout: layout)
    else { return nil }
    let key = LineKey(text: text, face: ObjectIdentifier(face))
    if let line = lines[key] { return line }
    if let line = olderLines[key] {
      keep(line, for: key)
      return line
    }
    guard let analysis = latin ? face.latin : face.common,
      let line = makeLine(text, analysis: analysis, latin: latin, face: face)
    else { return nil }
    made += 1
    if keeps { keep(line, for: key) }
    return line
  }

  private func keep(_ line: Line, for key: LineKey) {
    if lines.count >= Self.lineGeneration {
      // The older generation's storage, already grown, takes the new one (an empty dictionary would grow
      // again, rehashing, as a thousand labels that just changed fill it).
      swap(&lines, &olderLines)
      lines.removeAll(keepingCapacity: true)
    }
    lines[key] = line
  }

  /// Styles whose layout has no attributes that change glyphs or lines beyond the font and language.
  private static func isPlain(_ style: TextEngine.Style) -> Bool {
    !style.underline && !style.strikethrough && style.kerning == 0 && style.lineSpacing == 0
      && style.reservedLines == nil && !style.font.usesMonospacedDigit && style.spans.isEmpty
  }

  /// Whether `text` is non-empty printable ASCII, and if so whether it has a letter (pango's script for the
  /// whole text is then Latin; digits, spaces and punctuation alone are Common).
  private static func scriptOfPrintableASCII(_ text: String) -> Bool? {
    // Read in place: every label is asked whenever its string changes.
    var text = text
    return text.withUTF8 { bytes in
      var letter = false
      for byte in bytes {
        guard byte >= 0x20, byte <= 0x7E else { return nil }
        if isLetter(byte) { letter = true }
      }
      return bytes.isEmpty ? nil : letter
    }
  }

  private func face(
    for style: TextEngine.Style, layout: (String, TextEngine.Style) -> OpaquePointer
  )
    -> Face?
  {
    if let lastFace, lastFace.font == style.font, lastFace.language == style.language {
      return lastFace
    }
    let key = FaceKey(font: style.font, language: style.language)
    let face: Face?
    if let known = faces[key] {
      face = known
    } else {
      face = Self.makeFace(font: style.font, language: style.language, layout: layout)
      faces[key] = face
    }
    if let face { lastFace = face }
    return face
  }

  /// Every printable ASCII character: a layout of them has one run when the font has them all.
  private static let allPrintable = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func makeFace(
    font: Font, language: String?, layout: (String, TextEngine.Style) -> OpaquePointer
  ) -> Face? {
    let style = TextEngine.Style(font: font, language: language)
    let latinProbe = layout(allPrintable, style)
    let commonProbe = layout("0", style)
    guard let (latin, latinGlyphs) = singleRun(of: latinProbe), let font = latin.font else {
      g_object_unref(UnsafeMutableRawPointer(latinProbe))
      g_object_unref(UnsafeMutableRawPointer(commonProbe))
      return nil
    }
    var common = singleRun(of: commonProbe)
    if common?.analysis.font != font { common = nil }
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(latinProbe, &ink, &logical)
    return Face(
      font: style.font, language: language, latin: latin, common: common?.analysis,
      spaces: SpaceContext(font),
      latinSplicing: LineSplicing(analysis: latin, probe: allPrintable, expected: latinGlyphs),
      commonSplicing: common.flatMap {
        LineSplicing(analysis: $0.analysis, probe: "0", expected: $0.glyphs)
      },
      height: logical.height,
      baseline: pango_layout_get_baseline(latinProbe), probes: [latinProbe, commonProbe])
  }

  /// The analysis and glyphs of a layout's only run, when it has one line of one run.
  private static func singleRun(of layout: OpaquePointer) -> (
    analysis: PangoAnalysis, glyphs: [PangoGlyphInfo]
  )? {
    guard pango_layout_get_line_count(layout) == 1,
      let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
      runs.pointee.next == nil, let data = runs.pointee.data
    else { return nil }
    let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
    let glyphs = run.pointee.glyphs.pointee
    return (
      run.pointee.item.pointee.analysis,
      Array(UnsafeBufferPointer(start: glyphs.glyphs, count: Int(glyphs.num_glyphs)))
    )
  }

  private func makeLine(_ text: String, analysis: PangoAnalysis, latin: Bool, face: Face) -> Line? {
    let glyphs: [PangoGlyphInfo]
    if let words = wordByWord(text, analysis: analysis, latin: latin, face: face) {
      glyphs = words
    } else if let splicing = latin ? face.latinSplicing : face.commonSplicing {
      let shaped = splicing.shapedLines
      glyphs = splicing.glyphs(text)
      if splicing.shapedLines == shaped { splicedLines += 1 } else { shapedWhole += 1 }
    } else {
      glyphs = Self.shape(text[...], analysis: analysis)
      shapedWhole += 1
    }
    // A glyph moved off the baseline is placed by the layout from a baseline it adds first; drawn here it
    // would be added in another order (a rounding apart).
    guard !glyphs.contains(where: { $0.geometry.y_offset != 0 }) else { return nil }
    return Line(glyphs: glyphs, width: glyphs.reduce(0) { $0 + $1.geometry.width }, face: face)
  }

  /// The glyphs of `text` put together from its words and spaces shaped apart, or nil when a word may take
  /// other glyphs beside a space (then the text is shaped whole).
  private func wordByWord(_ text: String, analysis: PangoAnalysis, latin: Bool, face: Face)
    -> [PangoGlyphInfo]?
  {
    let utf8 = text.utf8
    // Alone, a text is one word, shaped whole.
    let alone = !utf8.contains(UInt8(ascii: " "))
    if !alone {
      guard let spaces = face.spaces, !spaces.anyCharacterMayChange(text) else { return nil }
    }
    var glyphs: [PangoGlyphInfo] = []
    glyphs.reserveCapacity(utf8.count)
    var start = text.startIndex
    // Words and the spaces between them, each space on its own.
    while start < text.endIndex {
      var end = utf8.index(after: start)
      if utf8[start] != UInt8(ascii: " ") {
        while end < text.endIndex, utf8[end] != UInt8(ascii: " ") { end = utf8.index(after: end) }
      }
      let key = WordKey(word: text[start..<end], latin: latin, face: ObjectIdentifier(face))
      let word: Word
      if let known = words[key] {
        word = known
      } else {
        word = Word(
          glyphs: Self.shape(key.word, analysis: analysis),
          besideSpaces: face.spaces?.mayChange(key.word) ?? true)
        shapedWords += 1
        if words.count >= Self.wordCapacity { words.removeAll(keepingCapacity: true) }
        words[key] = word
      }
      if word.besideSpaces, !alone { return nil }
      glyphs += word.glyphs
      start = end
    }
    return glyphs
  }

  private static func shape(_ word: Substring, analysis: PangoAnalysis) -> [PangoGlyphInfo] {
    let string = pango_glyph_string_new()!
    defer { pango_glyph_string_free(string) }
    var analysis = analysis
    var word = String(word)
    word.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        pango_shape_with_flags(
          chars.baseAddress, Int32(chars.count), chars.baseAddress, Int32(chars.count), &analysis,
          string, PANGO_SHAPE_NONE)
      }
    }
    return Array(
      UnsafeBufferPointer(start: string.pointee.glyphs, count: Int(string.pointee.num_glyphs)))
  }

  /// Draws `line` with the top of its line at the current point, as `pango_cairo_show_layout` draws the
  /// layout's run: the same glyphs at the same offsets from the same point, the baseline added as the layout's
  /// renderer adds it.
  static func draw(_ line: Line, on cr: OpaquePointer) {
    let string = pango_glyph_string_new()!
    defer { pango_glyph_string_free(string) }
    pango_glyph_string_set_size(string, Int32(line.glyphs.count))
    for (index, glyph) in line.glyphs.enumerated() {
      var glyph = glyph
      glyph.geometry.y_offset = line.face.baseline
      string.pointee.glyphs[index] = glyph
      string.pointee.log_clusters[index] = 0
    }
    pango_cairo_show_glyph_string(cr, line.face.latin.font, string)
  }
}
