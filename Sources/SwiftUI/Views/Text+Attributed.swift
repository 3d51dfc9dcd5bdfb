import Foundation

/// A link in shown text: the UTF-8 range of its characters and where it goes.
struct TextLink: Hashable {
  var range: Range<Int>
  var url: URL
}

extension Text.Run {
  /// A string literal (a `LocalizedStringKey`) is read as inline markdown, as SwiftUI reads it; verbatim
  /// text, strings passed as values and the runtime's own words are not.
  var readsMarkdown: Bool {
    guard let localization, !localization.isSystem, date == nil else { return false }
    return localization.keyMayHoldMarkup
  }

  /// `readsMarkdown` for a run read in place, each field through the pointer: a run is large (its modifiers,
  /// colours and font), and the property asked of one through a pointer copied the whole run, for every
  /// label on every update.
  static func readsMarkdown(_ run: UnsafePointer<Text.Run>) -> Bool {
    run.pointee.localization?.keyMayHoldMarkup == true
      && run.pointee.localization?.isSystem == false && run.pointee.date == nil
  }

  /// What the run shows: its characters and, when they carry attributes (given as an `AttributedString` or
  /// read from markdown), the attributed string, `textCase` applied to its characters only.
  func content(in environment: EnvironmentValues) -> (string: String, attributed: AttributedString?)
  {
    let locale = environment.locale
    var attributed: AttributedString
    if let given = self.attributed {
      attributed = given
    } else if readsMarkdown {
      attributed = MarkdownParser.parse(
        uncasedString(in: environment), syntax: .inlineOnlyPreservingWhitespace)
    } else {
      return (cased(uncasedString(in: environment), locale), nil)
    }
    if modifiers.textCase != nil {
      var recased = AttributedString()
      for run in attributed.runs {
        let piece = String(attributed[run.range].characters)
        recased += AttributedString(cased(piece, locale), attributes: run.attributes)
      }
      attributed = recased
    }
    return (String(attributed.characters), attributed)
  }
}

/// The attributes of one run of an `AttributedString` that text draws.
struct PieceAttributes {
  var font: Font?
  var color: Color?
  var background: Color?
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
  var kern: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  var intent: InlinePresentationIntent = []

  init() {}
  init(_ run: AttributedString.Runs.Run) {
    font = run.font
    color = run.foregroundColor
    background = run.backgroundColor
    underline = run.underlineStyle
    strikethrough = run.strikethroughStyle
    kern = run.kern
    tracking = run.tracking
    baselineOffset = run.baselineOffset
    intent = run.inlinePresentationIntent ?? []
  }
}

extension Text.Modifiers {
  var hasLineColorsOrOffset: Bool {
    underlineColor != nil || strikethroughColor != nil || baselineOffset != 0
  }

  /// How a stretch of a run with these modifiers (and, in an attributed run, the stretch's own attributes,
  /// which win as on iOS) differs from the text's base style.
  @MainActor func span(
    start: Int, end: Int, base: TextEngine.Style, baseColor: Color,
    environment: EnvironmentValues, attributes: PieceAttributes = PieceAttributes()
  ) -> TextEngine.Span {
    var span = TextEngine.Span(start: start, end: end)
    let scheme = environment.colorScheme
    var font = attributes.font ?? Text.font(of: self, in: environment)
    if attributes.intent.contains(.stronglyEmphasized) { font.weight = .bold }
    if attributes.intent.contains(.emphasized) { font.isItalic = true }
    if attributes.intent.contains(.code) { font.design = .monospaced }
    if font != base.font { span.font = font }
    let color = attributes.color ?? Text.color(of: self, in: environment)
    if color != baseColor { span.color = color.resolved(in: scheme) }
    span.background = attributes.background?.resolved(in: scheme)
    let underline = attributes.underline != nil || self.underline
    if underline != base.underline { span.underline = underline }
    if let lineColor = attributes.underline?.color ?? underlineColor, underline {
      span.underline = true
      span.underlineColor = lineColor.resolved(in: scheme)
    }
    let underlinePattern =
      attributes.underline?.pattern ?? (self.underline ? self.underlinePattern : .solid)
    if underline, underlinePattern != base.underlinePattern {
      span.underline = true
      span.underlinePattern = underlinePattern
    }
    let strikethrough =
      attributes.strikethrough != nil || attributes.intent.contains(.strikethrough)
      || self.strikethrough
    if strikethrough != base.strikethrough { span.strikethrough = strikethrough }
    if let lineColor = attributes.strikethrough?.color ?? strikethroughColor, strikethrough {
      span.strikethrough = true
      span.strikethroughColor = lineColor.resolved(in: scheme)
    }
    let strikethroughPattern =
      attributes.strikethrough?.pattern ?? (self.strikethrough ? self.strikethroughPattern : .solid)
    if strikethrough, strikethroughPattern != base.strikethroughPattern {
      span.strikethrough = true
      span.strikethroughPattern = strikethroughPattern
    }
    let kerning = attributes.kern ?? attributes.tracking ?? kerning
    if kerning != base.kerning { span.kerning = kerning }
    let offset = attributes.baselineOffset ?? baselineOffset
    if offset != 0 { span.baselineOffset = offset }
    return span
  }
}

extension Text {
  /// A tap on a link's characters opens it through `\.openURL`, as iOS opens a link in text.
  func attachLinkTaps(_ node: ViewNode, resolved: ResolvedText) {
    // Each run read in place, through a pointer (`contains(where:)`, or a buffer's subscript, copied every run
    // of every label on each update).
    guard
      runs.withUnsafeBufferPointer({ runs in
        runs.indices.contains {
          let run = runs.baseAddress! + $0
          return run.pointee.attributed != nil || Text.Run.readsMarkdown(run)
        }
      }),
      !resolved.shown(in: node.environment).links.isEmpty
    else { return }
    let text = self
    node.attributes.gestures.append(
      GestureAttachment(
        gesture: SpatialTapGesture().onEnded { [weak node] value in
          guard let node, node.isAlive, let url = text.link(at: value.location, in: node, resolved)
          else { return }
          node.environment.openURL(url)
        },
        priority: .normal, isEnabled: node.environment.isEnabled))
  }

  /// The link drawn under `point` (in the node's own space), if any.
  func link(at point: CGPoint, in node: ViewNode, _ resolved: ResolvedText) -> URL? {
    let shown = resolved.shown(in: node.environment)
    let size = node.frame.size
    let measured = TextEngine.shared.measure(
      shown.string, style: shown.style, proposal: ProposedViewSize(size))
    guard
      let index = TextEngine.shared.characterIndex(
        at: point, in: shown.string, style: shown.style, maxLines: measured.lines, size: size)
    else { return nil }
    return shown.links.first { $0.range.contains(index) }?.url
  }
}
