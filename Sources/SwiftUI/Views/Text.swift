import Foundation

/// Read-only text: wraps at word boundaries and truncates with "…" as SwiftUI does.
public struct Text: Equatable, View, PrimitiveView {
  public typealias Body = Never

  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
  public enum Case: Hashable, Sendable { case uppercase, lowercase }

  struct Run: Equatable {
    /// The text as written: verbatim text, or set over a localized key; nil for a localized run, whose key
    /// is formatted only when asked (`string`). A body that makes a thousand labels would otherwise format each
    /// twice, here and when it is looked up for its node's locale.
    private var written: String?
    /// Where a localized run is looked up when it is drawn; nil for verbatim text. Declared before the
    /// modifiers, so comparing two runs (each time a body makes its Text again) tells changed words apart
    /// before it compares every modifier.
    var localization: Localization? = nil
    var modifiers = Modifiers()
    /// A date formatted when drawn, in the environment's locale and time zone.
    var date: DateRun? = nil
    /// Text given as an `AttributedString`, drawn with its runs' attributes.
    var attributed: AttributedString? = nil

    init(
      string: String?, modifiers: Modifiers = Modifiers(), localization: Localization? = nil,
      date: DateRun? = nil, attributed: AttributedString? = nil
    ) {
      written = string
      self.modifiers = modifiers
      self.localization = localization
      self.date = date
      self.attributed = attributed
    }

    /// The text as written (a localized key with its arguments, untranslated).
    var string: String {
      get { written ?? localization?.key.resolved ?? "" }
      set { written = newValue }
    }

    func string(in environment: EnvironmentValues) -> String {
      if attributed != nil || readsMarkdown { return content(in: environment).string }
      return cased(uncasedString(in: environment), environment.locale)
    }

    /// The run's text for the environment's locale, before `textCase`.
    func uncasedString(in environment: EnvironmentValues) -> String {
      let locale = environment.locale
      if let date { return date.string(locale: locale, timeZone: environment.timeZone) }
      guard let localization else { return string }
      return localization.isSystem
        ? SystemStrings.lookup(localization.key, locale: locale)
        : localization.key.localized(
          table: localization.table,
          bundle: localization.bundle ?? environment.defaultLocalizationBundle, locale: locale)
    }

    /// Field by field, each read in place (the derived comparison copied both runs, their modifiers and font,
    /// to compare them: a body that makes a thousand labels again compares a thousand). Changed words are
    /// compared first. Every stored property is compared.
    static func == (a: Run, b: Run) -> Bool {
      withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in same(a, b) } }
    }

    /// `==` read through pointers: a run passed to `==` from a buffer of runs was copied (its strings, its
    /// localization, its modifiers and font) for every label a body made again.
    static func same(_ a: UnsafePointer<Run>, _ b: UnsafePointer<Run>) -> Bool {
      guard a.pointee.written == b.pointee.written,
        // The arguments first (what changes most), then the rest of the localization, each field read
        // through the optional (unwrapping it copied the whole localization); nil only equals nil.
        a.pointee.localization?.key.arguments == b.pointee.localization?.key.arguments,
        a.pointee.localization?.key.key == b.pointee.localization?.key.key,
        a.pointee.localization?.key.isFormat == b.pointee.localization?.key.isFormat,
        a.pointee.localization?.table == b.pointee.localization?.table,
        a.pointee.localization?.bundle == b.pointee.localization?.bundle,
        a.pointee.localization?.isSystem == b.pointee.localization?.isSystem
      else { return false }
      return sameModifiers(a, b) && a.pointee.date == b.pointee.date
        && a.pointee.attributed == b.pointee.attributed
    }

    /// The runs' modifiers compared in place, the plain values first and the font field by field: the derived
    /// `==` copied both modifiers' fonts (and family names) four times, for every label whose string changed.
    /// Every stored property of `Modifiers` and of `Font` is compared (a test counts them).
    static func sameModifiers(_ a: UnsafePointer<Run>, _ b: UnsafePointer<Run>) -> Bool {
      a.pointee.modifiers.weight == b.pointee.modifiers.weight
        && a.pointee.modifiers.italic == b.pointee.modifiers.italic
        && a.pointee.modifiers.underline == b.pointee.modifiers.underline
        && a.pointee.modifiers.underlinePattern == b.pointee.modifiers.underlinePattern
        && a.pointee.modifiers.strikethrough == b.pointee.modifiers.strikethrough
        && a.pointee.modifiers.strikethroughPattern == b.pointee.modifiers.strikethroughPattern
        && a.pointee.modifiers.kerning == b.pointee.modifiers.kerning
        && a.pointee.modifiers.baselineOffset == b.pointee.modifiers.baselineOffset
        && a.pointee.modifiers.monospacedDigit == b.pointee.modifiers.monospacedDigit
        && a.pointee.modifiers.textCase == b.pointee.modifiers.textCase
        && a.pointee.modifiers.width == b.pointee.modifiers.width
        && a.pointee.modifiers.scale == b.pointee.modifiers.scale
        && a.pointee.modifiers.setsFont == b.pointee.modifiers.setsFont
        && a.pointee.modifiers.ownFont.size == b.pointee.modifiers.ownFont.size
        && a.pointee.modifiers.ownFont.weight == b.pointee.modifiers.ownFont.weight
        && a.pointee.modifiers.ownFont.design == b.pointee.modifiers.ownFont.design
        && a.pointee.modifiers.ownFont.isItalic == b.pointee.modifiers.ownFont.isItalic
        && a.pointee.modifiers.ownFont.usesMonospacedDigit
          == b.pointee.modifiers.ownFont.usesMonospacedDigit
        && a.pointee.modifiers.ownFont.textStyle == b.pointee.modifiers.ownFont.textStyle
        && a.pointee.modifiers.ownFont.relativeTextStyle
          == b.pointee.modifiers.ownFont.relativeTextStyle
        && a.pointee.modifiers.ownFont.fontWidth == b.pointee.modifiers.ownFont.fontWidth
        && a.pointee.modifiers.ownFont.familyName == b.pointee.modifiers.ownFont.familyName
        && a.pointee.modifiers.color == b.pointee.modifiers.color
        && a.pointee.modifiers.underlineColor == b.pointee.modifiers.underlineColor
        && a.pointee.modifiers.strikethroughColor == b.pointee.modifiers.strikethroughColor
        && a.pointee.modifiers.style == b.pointee.modifiers.style
    }

    func cased(_ string: String, _ locale: Locale) -> String {
      switch modifiers.textCase {
      case .uppercase: return string.uppercased(with: locale)
      case .lowercase: return string.lowercased(with: locale)
      case nil: return string
      }
    }
  }

  struct Localization: Equatable {
    let key: LocalizedStringKey
    var table: String?
    var bundle: Bundle?
    /// A string the runtime itself shows ("OK", "Cancel"), translated from its own table as SwiftUI's
    /// bundle translates it.
    var isSystem = false
    /// Whether the key has a character that could start markdown, tested once: a run asks on every use.
    let keyMayHoldMarkup: Bool

    init(key: LocalizedStringKey, table: String?, bundle: Bundle?, isSystem: Bool = false) {
      self.key = key
      self.table = table
      self.bundle = bundle
      self.isSystem = isSystem
      keyMayHoldMarkup = MarkdownParser.mayHoldMarkup(key.key)
    }

    /// Whether `other` is looked up where this one is and translates alike, whatever its arguments.
    func translatesAlike(_ other: Localization) -> Bool {
      key.translatesAlike(other.key) && table == other.table && bundle === other.bundle
        && isSystem == other.isSystem
    }
  }

  /// A text's own shape style, compared by what it holds. A class: whether a text has one is then a pointer
  /// compared with nil, where an optional existential was copied to be told from nil (for every label whose
  /// modifiers are compared).
  final class TextShapeStyle: Equatable {
    let style: AnyShapeStyle
    init(style: AnyShapeStyle) { self.style = style }
    static func == (a: TextShapeStyle, b: TextShapeStyle) -> Bool {
      a === b || String(describing: a.style.storage) == String(describing: b.style.storage)
    }
  }

  /// What Text's own modifiers set; unset values come from the environment.

  struct Modifiers: Equatable {
    /// The text's own font, if set. Kept as a font and a flag rather than an optional, so a comparison reads
    /// its fields in place: reading them through the optional copied the font (and its family name) each time,
    /// for every label whose string changed.
    var font: Font? {
      get { setsFont ? ownFont : nil }
      set {
        setsFont = newValue != nil
        ownFont = newValue ?? Self.unsetFont
      }
    }
    private(set) var setsFont = false
    /// The font when `setsFont`; otherwise `unsetFont`, so equal modifiers are equal field by field.
    private(set) var ownFont = unsetFont
    private static let unsetFont = Font.body
    var weight: Font.Weight?
    var italic = false
    var color: Color?
    /// A style other than a colour (`.secondary`, `.tint`, a gradient): resolved in the text's environment.
    var style: TextShapeStyle?
    var underline = false
    var underlineColor: Color?
    var underlinePattern = LineStyle.Pattern.solid
    var strikethrough = false
    var strikethroughColor: Color?
    var strikethroughPattern = LineStyle.Pattern.solid
    var kerning: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var monospacedDigit = false
    /// Capitals or small letters, applied to the text after it is looked up.
    var textCase: Case?
    var width: Font.Width?
    var scale: Scale?
  }

  var runs: [Run]

  /// Run by run, in place: iterating the runs, or reading one by index, copied each one.
  public static func == (a: Text, b: Text) -> Bool {
    let count = a.runs.count
    guard count == b.runs.count else { return false }
    return a.runs.withUnsafeBufferPointer { a in
      b.runs.withUnsafeBufferPointer { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return true }
        for index in 0..<count where !Run.same(a + index, b + index) { return false }
        return true
      }
    }
  }

  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    runs = [
      Run(string: nil, localization: Localization(key: key, table: tableName, bundle: bundle))
    ]
  }
  /// Disfavoured, as in SwiftUI: a string literal (`Text("Row \(index)")`) is a `LocalizedStringKey`.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    runs = [
      Run(
        string: nil,
        localization: Localization(
          key: resource.localizedKey, table: resource.table, bundle: resource.bundle))
    ]
  }
  public init(verbatim content: String) { runs = [Run(string: content)] }
  /// Text drawn with the attributes of each run of `attributedContent` (font, colours, lines, kerning,
  /// baseline offset, links, markdown's inline intents); the text's modifiers apply where a run sets none.
  /// Disfavoured because Foundation here makes `AttributedString` a string literal type: a literal is a
  /// `LocalizedStringKey`, as on Apple platforms.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    runs = [Run(string: String(attributedContent.characters), attributed: attributedContent)]
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
  /// A date in the locale it is drawn in; `.relative`, `.offset` and `.timer` count from now and are drawn
  /// again every second.
  public init(_ date: Date, style: DateStyle) {
    let run = DateRun(date: date, style: style)
    runs = [Run(string: run.string(locale: LaunchLocale.current, timeZone: .current), date: run)]
  }
  /// Text the runtime shows on its own (an alert's "OK"), translated like SwiftUI's own strings.
  init(system key: LocalizedStringKey) {
    runs = [
      Run(
        string: nil, localization: Localization(key: key, table: nil, bundle: nil, isSystem: true))
    ]
  }
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    runs = [Run(string: format.format(input))]
  }

  public struct DateStyle: Sendable, Equatable {
    let kind: Kind
    enum Kind: Sendable { case date, time, relative, offset, timer }
    public static let date = DateStyle(kind: .date)
    public static let time = DateStyle(kind: .time)
    public static let relative = DateStyle(kind: .relative)
    public static let offset = DateStyle(kind: .offset)
    public static let timer = DateStyle(kind: .timer)
  }

  /// The text as written, untranslated.
  var plainText: String { runs.map(\.string).joined() }

  /// The text shown in an environment: localized runs translated for its locale.
  func string(in environment: EnvironmentValues) -> String {
    if runs.count == 1 { return runs[0].string(in: environment) }
    return runs.map { $0.string(in: environment) }.joined()
  }

  /// The text as shown in an environment, as verbatim runs that keep their modifiers.
  func translated(in environment: EnvironmentValues) -> Text {
    var copy = self
    for index in copy.runs.indices {
      let content = runs[index].content(in: environment)
      copy.runs[index].string = content.string
      copy.runs[index].attributed = content.attributed
      copy.runs[index].localization = nil
      copy.runs[index].date = nil
      copy.runs[index].modifiers.textCase = nil
    }
    return copy
  }

  /// Whether the text shows a time counted from now, so it changes by itself.
  var isLive: Bool {
    // By index: a closure over the runs would copy each (every Text a thousand labels show, at each change).
    for index in runs.indices where runs[index].date?.isLive ?? false { return true }
    return false
  }

  public static func + (lhs: Text, rhs: Text) -> Text {
    var result = lhs
    result.runs += rhs.runs
    return result
  }

  /// Consuming, as are the modifiers that call it: `Text("…").font(.caption)` changes the new text's runs in
  /// place, where a copy of them was made for every label of a list on every update.
  consuming func modifying(_ change: (inout Modifiers) -> Void) -> Text {
    for index in runs.indices { change(&runs[index].modifiers) }
    return self
  }

  public consuming func font(_ font: Font?) -> Text { modifying { $0.font = font } }
  public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
    modifying { $0.weight = weight }
  }
  public consuming func bold() -> Text { fontWeight(.bold) }
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  public consuming func italic() -> Text { modifying { $0.italic = true } }
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  public consuming func foregroundColor(_ color: Color?) -> Text { modifying { $0.color = color } }
  public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    modifying { modifiers in
      if let color = style as? Color {
        modifiers.color = color
        modifiers.style = nil
      } else {
        modifiers.color = nil
        modifiers.style = TextShapeStyle(style: AnyShapeStyle(style))
      }
    }
  }
  public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }
  public consuming func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  )
    -> Text
  {
    modifying {
      $0.underline = isActive
      $0.underlineColor = color
      $0.underlinePattern = pattern
    }
  }
  public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }
  public consuming func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    modifying {
      $0.strikethrough = isActive
      $0.strikethroughColor = color
      $0.strikethroughPattern = pattern
    }
  }
  public consuming func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    modifying { $0.baselineOffset = baselineOffset }
  }
  public consuming func kerning(_ kerning: CGFloat) -> Text { modifying { $0.kerning = kerning } }
  public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
  public consuming func monospacedDigit() -> Text { modifying { $0.monospacedDigit = true } }

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let resolved = node.storage(&slot) { ResolvedText() }
    resolved.set(self)
    // The layout and drawing read the text through `resolved`, which holds it: a copy in each was two more
    // references to its runs, taken and dropped at every update.
    node.layout = TextLayout(resolved: resolved)
    node.drawing = TextDrawing(resolved: resolved)
    attachLinkTaps(node, resolved: resolved)
    attachSelectionMenu(node, resolved: resolved)
    if isLive {
      node.storage(&slot) { LiveDateTicker() }.start(node)
    }
  }

  /// The font, colour and layout style in effect for this text in an environment.
  func resolvedStyle(in environment: EnvironmentValues) -> (style: TextEngine.Style, color: Color) {
    let modifiers = runs.first?.modifiers ?? Modifiers()
    var style = TextEngine.Style(font: Self.font(of: modifiers, in: environment))
    style.alignment = environment.multilineTextAlignment
    style.rightToLeft = environment.layoutDirection == .rightToLeft
    style.language = Self.languageTag(environment.locale)
    style.lineLimit = environment.lineLimit
    style.reservedLines = environment.reservedLines
    style.truncation = environment.truncationMode
    style.underline = modifiers.underline
    style.underlinePattern = modifiers.underlinePattern
    style.strikethrough = modifiers.strikethrough
    style.strikethroughPattern = modifiers.strikethroughPattern
    style.kerning = modifiers.kerning
    style.lineSpacing = environment.lineSpacing
    return (style, resolvedColor(in: environment))
  }

  /// What the text shows in an environment, ready to shape: its string, the base style (the first run's
  /// modifiers) with a span for every stretch drawn otherwise, the base colour, and its links.
  /// (Declared here, with the type, because the rendering layer resolves text for `GraphicsContext`.)
  func shownContent(in environment: EnvironmentValues) -> (
    string: String, style: TextEngine.Style, color: Color, links: [TextLink]
  ) {
    var (style, color) = resolvedStyle(in: environment)
    if runs.count == 1, runs[0].attributed == nil, !runs[0].readsMarkdown {
      if runs[0].modifiers.hasLineColorsOrOffset {
        let string = string(in: environment)
        style.spans = [
          runs[0].modifiers.span(
            start: 0, end: string.utf8.count, base: style, baseColor: color,
            environment: environment
          )
        ].filter { !$0.isPlain }
        return (string, style, color, [])
      }
      return (string(in: environment), style, color, [])
    }
    var string = ""
    var spans: [TextEngine.Span] = []
    var links: [TextLink] = []
    for run in runs {
      let content = run.content(in: environment)
      guard let attributed = content.attributed else {
        let start = string.utf8.count
        string += content.string
        let span = run.modifiers.span(
          start: start, end: string.utf8.count, base: style, baseColor: color,
          environment: environment)
        if !span.isPlain { spans.append(span) }
        continue
      }
      for piece in attributed.runs {
        let start = string.utf8.count
        string += String(attributed[piece.range].characters)
        let attributes = PieceAttributes(piece)
        var span = run.modifiers.span(
          start: start, end: string.utf8.count, base: style, baseColor: color,
          environment: environment, attributes: attributes)
        if let link = piece.link {
          links.append(TextLink(range: start..<string.utf8.count, url: link))
          let tint = environment.resolvedTint.resolved(in: environment.colorScheme)
          span.color = tint
        }
        if !span.isPlain { spans.append(span) }
      }
    }
    style.spans = spans
    return (string, style, color, links)
  }

  /// The font a run with `modifiers` is drawn in.
  static func font(of modifiers: Modifiers, in environment: EnvironmentValues) -> Font {
    var font = modifiers.font ?? environment.font ?? .body
    if let weight = modifiers.weight ?? environment.textStyling.weight { font.weight = weight }
    if modifiers.italic || environment.textStyling.italic { font.isItalic = true }
    if let design = environment.textStyling.design { font.design = design }
    if modifiers.monospacedDigit { font.usesMonospacedDigit = true }
    if let width = modifiers.width ?? environment.textStyling.width { font.fontWidth = width }
    font = font.scaled(for: environment.dynamicTypeSize)
    font.size *= (modifiers.scale ?? environment.textScale).factor
    return font
  }

  /// The colour alone (what animates between frames), without building the style.
  func resolvedColor(in environment: EnvironmentValues) -> Color {
    Self.color(of: runs.first?.modifiers ?? Modifiers(), in: environment)
  }

  /// The colour a run with `modifiers` is drawn in.
  static func color(of modifiers: Modifiers, in environment: EnvironmentValues) -> Color {
    if let color = modifiers.color { return color }
    if let style = modifiers.style {
      // `.secondary` is the secondary level of the foreground style around the text, as SwiftUI draws it.
      switch resolvePaint(style.style.storage, environment: environment) {
      case .color(let color): return color
      case .linear(let gradient, _, _), .radial(let gradient, _, _, _),
        .angular(let gradient, _, _, _), .elliptical(let gradient, _, _, _):
        return gradient.stops.first?.color ?? environment.resolvedForeground
      case .mesh(let mesh): return mesh.vertexColors.first ?? environment.resolvedForeground
      case .material: return environment.resolvedForeground
      }
    }
    return environment.resolvedForeground
  }

  /// The locale's identifier as a BCP 47 tag ("uz_UZ" → "uz-UZ").
  private static func languageTag(_ locale: Locale) -> String {
    let identifier = locale.identifier
    guard identifier.utf8.contains(UInt8(ascii: "_")) else { return identifier }
    return String(
      decoding: identifier.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 },
      as: UTF8.self)
  }
}

struct TextLayout: ExplicitAlignmentLayout {
  let resolved: ResolvedText
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    resolved.size(in: node.environment, proposal: proposal)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}

  /// A text's baselines are its first and last lines' as laid out in a frame of `size`.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? {
    guard key.isFirstBaseline || key.isLastBaseline else { return nil }
    let shown = resolved.shown(in: node.environment)
    let measured = TextEngine.shared.measure(
      shown.string, style: shown.style, proposal: ProposedViewSize(size))
    let baselines = TextEngine.shared.baselines(
      shown.string, style: shown.style, width: size.width, maxLines: measured.lines)
    return key.isFirstBaseline ? baselines.first : baselines.last
  }
}

struct TextDrawing: NodeDrawing {
  let resolved: ResolvedText
  func redrawCost(_ node: ViewNode, pixels: Double) -> DrawingCost {
    DrawingCost(
      RedrawCost.perTextRun + Double(resolved.shown(in: node.environment).characters)
        * RedrawCost.perCharacter)
  }
  func animatablePaint(node: ViewNode) -> [Double]? {
    // The colour the text was resolved with (`Text.resolvedColor`), kept while its environment stands.
    let color = resolved.shown(in: node.environment).paint
    guard node.environment.contentTransition != .identity else { return color }
    // The count of changes animates with the colour: between two counts the old string fades out.
    resolved.noteShown(resolved.shown(in: node.environment))
    return color + [Double(resolved.changes)]
  }
  func draw(_ node: ViewNode, in context: GraphicsContext, size: CGSize) {
    let shown = resolved.shown(in: node.environment)
    let paint = context.presentedPaint(of: node)
    // A plain line, measured for this string, with no content transition or redaction: drawn as measured.
    if let line = resolved.plainLine(toDraw: shown, width: size.width),
      paint?.count != 5 || resolved.previous == nil, !node.environment.redactsContent
    {
      context.drawPlainLine(
        line, color: paint.map(Color.init(components:)) ?? shown.color, in: size)
      return
    }
    let measured = TextEngine.shared.measure(
      shown.string, style: shown.style,
      proposal: ProposedViewSize(width: size.width, height: size.height))
    let presented = paint.map(Color.init(components:)) ?? shown.color
    if let paint, paint.count == 5, let previous = resolved.previous,
      !node.environment.redactsContent
    {
      // A content transition under way: the previous string fading out, the new one in.
      let progress = min(max(1 - (Double(resolved.changes) - paint[4]), 0), 1)
      if progress < 1 {
        let old = TextEngine.shared.measure(
          previous.string, style: previous.style,
          proposal: ProposedViewSize(width: size.width, height: size.height))
        context.drawText(
          previous.string, style: previous.style, maxLines: old.lines,
          color: presented.opacity(1 - progress), in: size)
        context.drawText(
          shown.string, style: shown.style, maxLines: measured.lines,
          color: presented.opacity(progress), in: size)
        return
      }
    }
    if node.environment.redactsContent {
      // A rounded bar over each line, as long as the line's text, instead of the glyphs.
      let bars = TextEngine.shared.lineRects(
        shown.string, style: shown.style, maxLines: measured.lines, in: size)
      for line in bars {
        let height = line.height * RedactionMetrics.barHeight
        let bar = CGRect(
          x: line.minX, y: line.midY - height / 2, width: line.width, height: height)
        context.fill(
          Path(roundedRect: bar, cornerRadius: min(RedactionMetrics.cornerRadius, height / 2)),
          with: .color(presented.opacity(RedactionMetrics.opacity)))
      }
      return
    }
    context.drawText(
      shown.string, style: shown.style, maxLines: measured.lines, color: presented, in: size)
  }
}

extension TextDrawing {
  /// The lines drawn in a frame of `size` and whether the last one was cut with "…" (for tests).
  func drawnLines(_ node: ViewNode, size: CGSize) -> (count: Int, isTruncated: Bool) {
    let shown = resolved.shown(in: node.environment)
    let measured = TextEngine.shared.measure(
      shown.string, style: shown.style,
      proposal: ProposedViewSize(width: size.width, height: size.height))
    return TextEngine.shared.drawnLines(
      shown.string, style: shown.style, width: size.width, maxLines: measured.lines)
  }
}
