import Foundation

/// The node that shows a text control's text: one line of the font tall (or the wrapped text), drawing the
/// text or placeholder, the selection, the composition underline and the caret. The control's decoration
/// (a text field style) sits around it.
@MainActor enum TextInputContent {
  static func configure(_ node: ViewNode, state: TextEditingState) {
    state.contentNode = node
    node.layout = TextInputLayout(state: state)
    node.drawing = TextInputDrawing(state: state)
  }
}

/// Placeholder gray: iOS `UIColor.placeholderText`.
let placeholderGray = SystemColor.tertiaryLabel

/// The layout of what a text control shows, rebuilt only when the shown string, style or wrap width change:
/// moving the caret, selecting and redrawing reuse it, so long texts stay fast to edit.
@MainActor final class TextInputLayoutCache {
  /// Layouts built so far (all controls): lets tests check that edits do not re-lay out needlessly.
  static var builds = 0

  private struct Key: Equatable {
    var text: String
    var style: TextEngine.Style
    var width: CGFloat?
  }
  private var key: Key?
  private var shaped: ShapedText?

  func layout(_ text: String, style: TextEngine.Style, width: CGFloat?) -> ShapedText {
    let key = Key(text: text, style: style, width: width)
    if let shaped, key == self.key { return shaped }
    Self.builds += 1
    // A single-line field shows a line break it was given as a glyph instead of starting a new line.
    let layout = ShapedText(text, style: style, width: width, singleParagraph: width == nil)
    shaped = layout
    self.key = key
    return layout
  }
}

/// Where the layout sits in the content node, after scrolling to keep the caret visible.
@MainActor struct TextInputGeometry {
  let layout: ShapedText
  /// The layout's top-left corner in the content node's coordinates.
  let origin: CGPoint
  /// The layout's logical size.
  let size: CGSize
  /// Where the laid-out part starts in the shown string (very long single lines are laid out in a window
  /// around the caret) and how long it is, in bytes.
  var base = 0
  var length = Int.max
  /// A single line's box (top, height) from the font's own metrics: the baseline and caret stay put when a
  /// fallback font (Korean, emoji) with taller lines joins the text.
  var lineBox: (top: CGFloat, height: CGFloat)?
  var baseline: CGFloat = 0
  /// The whole lines a vertical field shows of text taller than it (nil: everything laid out shows).
  var shownLines: CGRect?

  /// A byte offset of the shown string as an index into the layout.
  func local(_ displayOffset: Int) -> Int { min(max(displayOffset - base, 0), length) }
  func local(_ range: Range<Int>) -> Range<Int> {
    local(range.lowerBound)..<local(range.upperBound)
  }

  static func rect(_ layout: ShapedText, index: Int) -> CGRect { layout.rect(index: index) }
  static func rects(_ layout: ShapedText, range: Range<Int>) -> [CGRect] {
    layout.rects(range: range)
  }
  static func index(_ layout: ShapedText, at point: CGPoint) -> (index: Int, trailing: Int) {
    layout.index(at: point)
  }
}

extension TextEditingState {
  static let caretWidth: CGFloat = 2

  /// Font and colour as a Text in the same place would have them.
  func textStyle(in environment: EnvironmentValues) -> (style: TextEngine.Style, color: Color) {
    var (style, color) = Text(verbatim: "").resolvedStyle(in: environment)
    style.lineLimit = nil
    // A vertical field keeps room for reserved lines itself (TextInputLayout), in whole field lines.
    style.reservedLines = nil
    style.truncation = .tail
    // A single line is aligned here, by moving the layout; pango aligns wrapped lines.
    if !configuration.isMultiline { style.alignment = .leading }
    return (style, color)
  }

  struct LineMetrics {
    /// The control's line height: iOS's for a text style (22 for body), else pango's.
    var lineHeight: CGFloat
    /// Pango's line box and baseline for the font itself (no fallback fonts).
    var fontHeight: CGFloat
    var baseline: CGFloat
  }
  private static var lineMetricsCache: [TextEngine.Style: LineMetrics] = [:]

  static func lineMetrics(for style: TextEngine.Style) -> LineMetrics {
    if let cached = lineMetricsCache[style] { return cached }
    let layout = ShapedText("", style: style, width: nil, singleParagraph: false)
    let height = layout.logicalSize.height
    var lineHeight = ceil(height * 2) / 2
    if let textStyle = style.font.textStyle {
      lineHeight = max(Font.metrics(textStyle).lineHeight, lineHeight)
    }
    let metrics = LineMetrics(
      lineHeight: lineHeight, fontHeight: height,
      baseline: layout.baseline)
    lineMetricsCache[style] = metrics
    return metrics
  }

  static func lineHeight(for style: TextEngine.Style) -> CGFloat {
    lineMetrics(for: style).lineHeight
  }

  var contentInsets: EdgeInsets {
    // UITextView's text container inset (8 pt) and line fragment padding (5 pt).
    configuration.kind == .editor
      ? EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5) : EdgeInsets()
  }

  /// Where a single line sits in the free width: leading is the right end right to left.
  static func alignmentFraction(_ environment: EnvironmentValues) -> CGFloat {
    let rightToLeft = environment.layoutDirection == .rightToLeft
    switch environment.multilineTextAlignment {
    case .leading: return rightToLeft ? 1 : 0
    case .center: return 0.5
    case .trailing: return rightToLeft ? 0 : 1
    }
  }

  /// Lays out what is shown for a content size and scrolls so the caret stays in view.
  func geometry(in size: CGSize, environment: EnvironmentValues) -> TextInputGeometry {
    let (style, _) = textStyle(in: environment)
    let insets = contentInsets
    if !configuration.isMultiline {
      let shown = display
      var base = 0
      var laidOut = shown
      if shown.utf8.count > Self.windowLimit {
        let window = layoutWindow(in: shown)
        base = window.lowerBound
        let utf8 = shown.utf8
        laidOut = String(
          shown[
            utf8.index(
              utf8.startIndex, offsetBy: window.lowerBound)..<utf8.index(
                utf8.startIndex, offsetBy: window.upperBound)])
      } else {
        window = nil
      }
      let layout = layoutCache.layout(laidOut, style: style, width: nil)
      let logical = layout.logicalSize
      let available = size.width
      let metrics = Self.lineMetrics(for: style)
      let lineTop = (size.height - metrics.fontHeight) / 2
      let y = lineTop + metrics.baseline - layout.baseline
      var x: CGFloat = 0
      let caret = TextInputGeometry.rect(
        layout, index: min(max(displayCaret - base, 0), laidOut.utf8.count)
      ).minX
      if logical.width + Self.caretWidth <= available {
        scrollOffset.x = 0
        let free = available - logical.width
        x = max(
          min(
            free * Self.alignmentFraction(environment),
            free - Self.caretWidth), 0)
      } else if isFocused {
        var scroll = scrollOffset.x
        if base != windowBaseOfScroll {
          // The window moved: keep the caret where it was on screen.
          scroll = caret - caretScreenX
          windowBaseOfScroll = base
        }
        if caret - scroll < 0 { scroll = caret }
        if caret + Self.caretWidth - scroll > available {
          scroll = caret + Self.caretWidth - available
        }
        scroll = min(max(scroll, 0), logical.width + Self.caretWidth - available)
        scrollOffset.x = scroll
        x = -scroll
      } else {
        // Not editing: the start of the text shows, as in UITextField.
        scrollOffset.x = 0
      }
      caretScreenX = caret + x
      windowBaseOfScroll = base
      return TextInputGeometry(
        layout: layout, origin: CGPoint(x: x, y: y), size: logical, base: base,
        length: laidOut.utf8.count,
        lineBox: (lineTop, metrics.fontHeight), baseline: lineTop + metrics.baseline)
    }
    let width = max(size.width - insets.leading - insets.trailing, 1)
    let layout = layoutCache.layout(display, style: style, width: width)
    let logical = layout.logicalSize
    let visible = size.height - insets.top - insets.bottom
    var y: CGFloat
    if logical.height <= visible + 0.5 {
      scrollOffset.y = 0
      y = configuration.kind == .editor ? insets.top : (size.height - logical.height) / 2
    } else {
      // A vertical field shows whole lines of its text, centred as its lines are when they fit; an editor
      // shows what its height holds from the top.
      var window = visible
      var top = insets.top
      if configuration.kind != .editor {
        let line = Self.lineMetrics(for: style).fontHeight
        window = max((visible / line + 0.01).rounded(.down), 1) * line
        top += (visible - window) / 2
      }
      var scroll = scrollOffset.y
      if isFocused {
        let caret = TextInputGeometry.rect(layout, index: displayCaret)
        if caret.minY - scroll < 0 { scroll = caret.minY }
        if caret.maxY - scroll > window { scroll = caret.maxY - window }
      }
      scroll = min(max(scroll, 0), logical.height - window)
      scrollOffset.y = scroll
      y = top - scroll
      if configuration.kind != .editor {
        var geometry = TextInputGeometry(
          layout: layout, origin: CGPoint(x: insets.leading, y: y), size: logical)
        geometry.shownLines = CGRect(x: 0, y: top, width: size.width, height: window)
        return geometry
      }
    }
    return TextInputGeometry(
      layout: layout, origin: CGPoint(x: insets.leading, y: y), size: logical)
  }

  /// Single-line text longer than this (in bytes) is laid out only around the caret, so a pasted megabyte
  /// stays quick to edit. A field shows a few dozen characters; 2 KB is many fields' widths either side.
  static let windowLimit = 2_048

  /// The part of a very long single line to lay out: kept while the caret stays well inside it.
  private func layoutWindow(in shown: String) -> Range<Int> {
    let count = shown.utf8.count
    let caret = isFocused ? displayCaret : 0
    let half = Self.windowLimit / 2
    if let window, window.upperBound <= count,
      window.lowerBound == 0 || caret - window.lowerBound > half / 4,
      window.upperBound == count || window.upperBound - caret > half / 4,
      caret >= window.lowerBound, caret <= window.upperBound
    {
      return window
    }
    let utf8 = shown.utf8
    // Rounded down to grapheme boundaries (String rounds unaligned indices down to a Character).
    func snapped(_ offset: Int) -> Int {
      guard offset > 0 else { return 0 }
      guard offset < count else { return count }
      let index = utf8.index(utf8.startIndex, offsetBy: offset)
      return utf8.distance(
        from: utf8.startIndex, to: shown.index(after: shown.index(before: index)))
    }
    let lower = snapped(max(caret - half, 0))
    let range = lower..<snapped(min(lower + Self.windowLimit, count))
    window = range
    return range
  }

  /// The caret bar in content coordinates.
  func caretRect(_ geometry: TextInputGeometry, size: CGSize) -> CGRect {
    let position = TextInputGeometry.rect(geometry.layout, index: geometry.local(displayCaret))
    var x = geometry.origin.x + position.minX
    x = max(min(x, size.width - Self.caretWidth), 0)
    if let box = geometry.lineBox {
      return CGRect(x: x, y: box.top, width: Self.caretWidth, height: box.height)
    }
    return CGRect(
      x: x, y: geometry.origin.y + position.minY, width: Self.caretWidth, height: position.height)
  }

  func localCaretRect(in size: CGSize, environment: EnvironmentValues) -> CGRect {
    caretRect(geometry(in: size, environment: environment), size: size)
  }

  /// The text offset under a point of the content node.
  func textOffset(at point: CGPoint, size: CGSize, environment: EnvironmentValues) -> Int {
    let geometry = geometry(in: size, environment: environment)
    let layoutPoint = CGPoint(x: point.x - geometry.origin.x, y: point.y - geometry.origin.y)
    return textOffset(atLayoutPoint: layoutPoint, geometry: geometry)
  }

  private func textOffset(atLayoutPoint point: CGPoint, geometry: TextInputGeometry) -> Int {
    var (index, trailing) = TextInputGeometry.index(geometry.layout, at: point)
    index += geometry.base
    if isSecure {
      return textOffset(fromDisplay: index + trailing * Self.bullet.utf8.count)
    }
    var offset = textOffset(fromDisplay: index)
    for _ in 0..<trailing { offset = boundary(after: offset) }
    return offset
  }

  /// Up/Down in wrapped text: the offset a line above or below, at the caret's x.
  func verticalMove(from offset: Int, lines: Int) -> Int {
    guard let content = contentNode, content.isAlive else { return lines < 0 ? 0 : text.utf8.count }
    let geometry = geometry(in: content.frame.size, environment: content.environment)
    let caret = TextInputGeometry.rect(geometry.layout, index: displayOffset(offset))
    let y = lines < 0 ? caret.minY - caret.height / 2 : caret.maxY + caret.height / 2
    if y < 0 { return 0 }
    if y > geometry.size.height { return text.utf8.count }
    return textOffset(atLayoutPoint: CGPoint(x: caret.minX, y: y), geometry: geometry)
  }

  /// One grapheme left or right on screen in text with right-to-left runs (where screen order is not string
  /// order); the offset itself at the line's visual end. Nil for text without such runs, for secure fields
  /// (bullets read left to right) and before the control is laid out.
  func visualStep(from offset: Int, rightward: Bool) -> Int? {
    guard !isSecure, text.unicodeScalars.contains(where: Self.isRightToLeft),
      let content = contentNode, content.isAlive
    else { return nil }
    let geometry = geometry(in: content.frame.size, environment: content.environment)
    guard
      let (index, trailing) = geometry.layout.visualNeighbour(
        of: geometry.local(displayOffset(offset)), rightward: rightward)
    else { return offset }
    var result = textOffset(fromDisplay: index + geometry.base)
    for _ in 0..<trailing { result = boundary(after: result) }
    return result
  }

  /// The width the control would like with no width proposed: its text or placeholder on one line.
  func idealWidth(style: TextEngine.Style) -> CGFloat {
    let shown =
      text.isEmpty && composition.isEmpty ? (configuration.prompt?.plainText ?? "") : display
    if let cached = idealWidthCache, cached.text == shown, cached.style == style {
      return cached.width
    }
    let width =
      TextEngine.shared.measure(shown, style: style, proposal: .unspecified).size.width
      + Self.caretWidth
    idealWidthCache = (shown, style, width)
    return width
  }
}

struct TextInputLayout: NodeLayout {
  let state: TextEditingState
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let (style, _) = state.textStyle(in: node.environment)
    let lineHeight = TextEditingState.lineHeight(for: style)
    let insets = state.contentInsets
    let width =
      proposal.width ?? (state.idealWidth(style: style) + insets.leading + insets.trailing)
    switch (state.configuration.kind, state.configuration.isMultiline) {
    case (.editor, _):
      if let height = proposal.height { return CGSize(width: width, height: height) }
      let measured = TextEngine.shared.measure(
        state.display, style: style,
        proposal: ProposedViewSize(
          width: max(width - insets.leading - insets.trailing, 1), height: nil))
      return CGSize(
        width: width, height: max(measured.size.height, lineHeight) + insets.top + insets.bottom)
    case (_, true):
      // A vertical text field grows a line at a time up to its line limit.
      let pangoLine = TextEditingState.lineMetrics(for: style).fontHeight
      let measured = TextEngine.shared.measure(
        state.display, style: style,
        proposal: ProposedViewSize(width: width.isFinite ? width : nil, height: nil))
      var lines = max(Int((measured.size.height / max(pangoLine, 1)).rounded()), 1)
      if let reserved = node.environment.reservedLines { lines = max(lines, reserved) }
      if let limit = node.environment.lineLimit { lines = min(lines, max(limit, 1)) }
      return CGSize(width: width, height: CGFloat(lines) * lineHeight)
    default:
      return CGSize(width: width, height: lineHeight)
    }
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}

struct TextInputDrawing: NodeDrawing {
  let state: TextEditingState
  func redrawCost(_ node: ViewNode, pixels: Double) -> DrawingCost {
    DrawingCost(RedrawCost.perTextRun + Double(state.text.count) * RedrawCost.perCharacter)
  }

  func draw(_ node: ViewNode, in context: GraphicsContext, size: CGSize) {
    let environment = node.environment
    var graphics = context
    let (style, foreground) = state.textStyle(in: environment)
    let tint = environment.resolvedTint
    let bounds = CGRect(origin: .zero, size: size)
    let geometry = state.geometry(in: size, environment: environment)
    if state.configuration.kind == .editor {
      // TextEditor is an opaque white text view on iOS.
      graphics.fill(Path(bounds), with: .color(SystemColor.background))
      graphics.clip(to: Path(bounds))
    } else if state.configuration.isMultiline {
      // A vertical field's lines beyond its line limit scroll inside it, as in a UITextView: the whole lines
      // shown or, when they all fit, the field.
      graphics.clip(to: Path(geometry.shownLines ?? bounds))
    } else {
      // Long single-line text is cut at the sides only; tall glyphs may overhang the line box.
      graphics.clip(
        to: Path(CGRect(x: 0, y: -size.height, width: size.width, height: size.height * 3)))
    }

    if state.text.isEmpty && state.composition.isEmpty {
      drawPlaceholder(
        style: style, geometry: geometry, size: size, environment: environment, context: graphics)
    } else {
      if state.isFocused && !state.selection.isEmpty {
        let range =
          state.displayOffset(
            state.selection.lowerBound)..<state.displayOffset(state.selection.upperBound)
        var selection = Path()
        for rect in TextInputGeometry.rects(geometry.layout, range: geometry.local(range)) {
          selection.addRect(rect.offsetBy(dx: geometry.origin.x, dy: geometry.origin.y))
        }
        graphics.fill(selection, with: .color(tint.opacity(0.2)))
      }
      graphics.draw(
        geometry.layout, at: geometry.origin,
        color: environment.isEnabled ? foreground : foreground.opacity(0.4))
      if let range = state.compositionRange {
        // Text still being composed by the input method is underlined.
        var underline = Path()
        for rect in TextInputGeometry.rects(geometry.layout, range: geometry.local(range)) {
          underline.addRect(
            CGRect(
              x: geometry.origin.x + rect.minX, y: geometry.origin.y + rect.maxY - 2,
              width: rect.width, height: 1))
        }
        graphics.fill(underline, with: .color(foreground))
      }
    }
    if state.isFocused && state.selection.isEmpty && !state.caretBlinkedOff {
      let caret = state.caretRect(geometry, size: size)
      graphics.fill(Path(roundedRect: caret, cornerRadius: 1), with: .color(tint))
    }
  }

  private func drawPlaceholder(
    style: TextEngine.Style, geometry: TextInputGeometry, size: CGSize,
    environment: EnvironmentValues, context: GraphicsContext
  ) {
    guard let prompt = state.configuration.prompt else { return }
    let string = prompt.plainText
    guard !string.isEmpty else { return }
    let multiline = state.configuration.isMultiline
    let width =
      multiline
      ? max(size.width - state.contentInsets.leading - state.contentInsets.trailing, 1) : nil
    let layout = state.placeholderCache.layout(string, style: style, width: width)
    var x = geometry.origin.x
    var y = geometry.origin.y
    if !multiline {
      let free = size.width - layout.logicalSize.width
      x = max(free * TextEditingState.alignmentFraction(environment), 0)
      y = geometry.baseline - layout.baseline
    }
    let color = prompt.runs.first?.modifiers.color ?? placeholderGray
    context.draw(layout, at: CGPoint(x: x, y: y), color: color)
  }
}
