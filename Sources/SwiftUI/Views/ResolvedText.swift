import Foundation

/// What a Text node shows: its string looked up for the node's locale, and the style and colour its
/// environment gives it. Measuring, drawing and the redraw cost each ask for them, several times a frame, and
/// a lookup searches the string tables and formats the arguments; so a node keeps them until its text (key,
/// arguments, table, bundle, modifiers) or its environment (`\.locale`, the font, … any write) changes.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class ResolvedText {
  /// A class: measuring and drawing pass it around several times per label, and as a struct each pass was a
  /// copy of the style and its font.
  final class Shown {
    let string: String
    let style: TextEngine.Style
    let color: Color
    /// Markdown's and an attributed string's links, by UTF-8 range of `string`.
    let links: [TextLink]
    /// The string's length in characters, counted when first asked (counting them walks the string).
    private(set) lazy var characters = string.count
    /// The plain style this was resolved with, which keeps the colour's components from one string to the next.
    private let plain: PlainStyle?

    init(
      string: String, style: TextEngine.Style, color: Color, links: [TextLink] = [],
      plain: PlainStyle? = nil
    ) {
      self.string = string
      self.style = style
      self.color = color
      self.links = links
      self.plain = plain
    }

    /// The colour's components, as the node's paint track animates them; read in the node's appearance
    /// (`NodeRenderCache.animatablePaint`), which is part of the environment this was resolved in.
    var paint: [Double] { plain?.paint ?? ownPaint }
    private lazy var ownPaint = color.components

    /// What `Text.shownContent` resolved.
    convenience init(
      _ content: (string: String, style: TextEngine.Style, color: Color, links: [TextLink])
    ) {
      self.init(
        string: content.string, style: content.style, color: content.color, links: content.links)
    }
  }

  /// The text its node shows, as the node's last update set it.
  @exclusivity(unchecked) private var text = Text(verbatim: "")
  /// The environment `shown` was resolved in. Kept, so its storage cannot be reused by another one that
  /// `isIdentical(to:)` would then take for it.
  @exclusivity(unchecked) private var environment: EnvironmentValues?
  @exclusivity(unchecked) private var shown: Shown?
  /// A date counted from now changes by itself: it is formatted again on every use.
  @exclusivity(unchecked) private var isLive = false
  /// For a content transition: what was shown before the string last changed, and how many times it has
  /// changed (the count animates, and drawing fades the previous string out as it goes).
  @exclusivity(unchecked) private(set) var previous: Shown?
  @exclusivity(unchecked) private(set) var changes = 0
  @exclusivity(unchecked) private var lastShown: Shown?
  /// The style and colour last resolved for one plain run (no spans, links or markdown), and the modifiers
  /// they came from: a text whose string changes (a counter a thousand labels show) keeps them while its
  /// modifiers and environment stay, as they are all the style reads. A class, so asking does not copy them.
  final class PlainStyle {
    /// The runs of the text the style was resolved for (the text's own buffer, shared), whose one run's
    /// modifiers are compared in place with a new text's (`Text.Run.sameModifiers`).
    let runs: [Text.Run]
    let style: TextEngine.Style
    let color: Color
    /// The colour's components, worked out once for every string shown with this style (see `Shown.paint`).
    private(set) lazy var paint = color.components
    init(runs: [Text.Run], style: TextEngine.Style, color: Color) {
      self.runs = runs
      self.style = style
      self.color = color
    }
  }
  @exclusivity(unchecked) private var plainStyle: PlainStyle?

  /// What the plain run's key translated to in the environment `shown` was resolved in, the run it was
  /// worked out for, and the locale and bundle it was looked up in: while the key stays, a change of its
  /// arguments only fills them in again.
  final class KeptTranslation {
    let localization: Text.Localization
    let translation: Translation
    let locale: Locale
    let numbers: LocaleNumbers
    let bundle: Bundle?
    init(localization: Text.Localization, translation: Translation, locale: Locale, bundle: Bundle?)
    {
      self.localization = localization
      self.translation = translation
      self.locale = locale
      numbers = LocaleNumbers(locale)
      self.bundle = bundle
    }
  }
  @exclusivity(unchecked) private var translation: KeptTranslation?

  func noteShown(_ shown: Shown) {
    if let lastShown, lastShown.string != shown.string {
      previous = lastShown
      changes += 1
    }
    lastShown = shown
  }

  /// The node's text, set by each update of the node, and what was resolved forgotten: the node is updated
  /// when its parent found the text changed (`ViewEquality`, so it is not compared again here) or its
  /// environment did.
  func set(_ newText: Text) {
    text = newText
    isLive = newText.isLive
    shown = nil
  }

  /// What is shown, set as one plain line, and its size, while it stands: the size `TextEngine.measure` gives
  /// at every width the line fits in (a stack measures each label at its own width, then places it at the
  /// stack's), and at every height when the style lets a plain line ignore the proposed height.
  @exclusivity(unchecked) private var plainLineSize: CGSize?
  /// The plain line measured for what is shown, kept here for drawing it: the shared cache is not asked (a
  /// string hashed and looked up twice for every label drawn) and does not keep the line of every label
  /// measured (a thousand labels whose value changed, few of them on screen).
  @exclusivity(unchecked) private var plainLine: PlainLineText.Line?

  /// The size of the text for `proposal`.
  func size(in environment: EnvironmentValues, proposal: ProposedViewSize) -> CGSize {
    let shown = self.shown(in: environment)
    if let known = plainLineSize {
      // The style is read where it is kept (a copy of it, its font and spans, for every label measured).
      let widthFits =
        proposal.width.map {
          !$0.isFinite || (TextEngine.plainLineAtAnyWidth(shown.style) && $0 >= known.width)
        }
        ?? true
      let heightFits =
        TextEngine.plainLineIgnoresHeight(shown.style)
        || proposal.height.map { $0 >= known.height } ?? true
      if widthFits, heightFits { return known }
    }
    if let (size, line) = TextEngine.shared.plainLineMeasure(
      shown.string, style: shown.style, proposal: proposal, keeps: false)
    {
      // At its own width or wider, or at none (a line at none is set the same at any width it fits in).
      if proposal.width.map({ !$0.isFinite || $0 > size.width }) ?? true {
        plainLineSize = size
      }
      plainLine = line
      return size
    }
    return TextEngine.shared.measureLaidOut(shown.string, style: shown.style, proposal: proposal)
      .size
  }

  /// The plain line measured for `shown` (what is shown now), when it is drawn as one in a frame `width` wide
  /// (as `TextEngine.draw` would draw it: a line whose style sets it so at any width, and that fits).
  func plainLine(toDraw shown: Shown, width: CGFloat) -> PlainLineText.Line? {
    guard shown === self.shown, let plainLine, TextEngine.plainLineAtAnyWidth(shown.style),
      TextEngine.plainLine(plainLine, fits: width)
    else { return nil }
    return plainLine
  }

  func shown(in environment: EnvironmentValues) -> Shown {
    if !isLive, let shown, let cached = self.environment, cached.isIdentical(to: environment) {
      return shown
    }
    if let cached = self.environment, !cached.isIdentical(to: environment) {
      plainStyle = nil
      translation = nil
    }
    let resolved = shownContent(text, in: environment)
    plainLineSize = nil
    plainLine = nil
    shown = resolved
    self.environment = environment
    return resolved
  }
}

extension ResolvedText {
  /// `Text.shownContent`, reusing the last plain run's style when the environment is the one it was
  /// resolved in (the caller forgets it otherwise) and the modifiers are equal.
  fileprivate func shownContent(_ text: Text, in environment: EnvironmentValues) -> Shown {
    // The run is read in place, through the buffer: a copy of it (its modifiers, its font) for every label cost
    // more than the checks.
    let runs = text.runs
    let isPlain = runs.withUnsafeBufferPointer { runs in
      guard runs.count == 1, let run = runs.baseAddress else { return false }
      return run.pointee.attributed == nil && !run.pointee.modifiers.hasLineColorsOrOffset
        && !Text.Run.readsMarkdown(run)
    }
    guard isPlain else {
      plainStyle = nil
      return Shown(text.shownContent(in: environment))
    }
    if let plainStyle {
      let kept = runs.withUnsafeBufferPointer { new in
        plainStyle.runs.withUnsafeBufferPointer { old in
          Text.Run.sameModifiers(old.baseAddress!, new.baseAddress!)
            ? string(of: new.baseAddress!, in: environment) : nil
        }
      }
      if let kept {
        return Shown(
          string: kept, style: plainStyle.style, color: plainStyle.color, plain: plainStyle)
      }
    }
    let shown = text.shownContent(in: environment)
    let plain = PlainStyle(runs: runs, style: shown.style, color: shown.color)
    plainStyle = plain
    return Shown(
      string: shown.string, style: shown.style, color: shown.color, links: shown.links, plain: plain
    )
  }

  /// `run.string(in:)`, through the translation kept for its key when it has one.
  private func string(of run: UnsafePointer<Text.Run>, in environment: EnvironmentValues) -> String
  {
    // The localization is read through its optional, in place: unwrapping it copied its key and arguments.
    guard run.pointee.localization?.isSystem == false, run.pointee.date == nil else {
      return run.pointee.string(in: environment)
    }
    let kept: KeptTranslation
    if let known = translation,
      run.pointee.localization?.translatesAlike(known.localization) == true
    {
      kept = known
    } else {
      let localization = run.pointee.localization!
      let locale = environment.locale
      let bundle = localization.bundle ?? environment.defaultLocalizationBundle
      kept = KeptTranslation(
        localization: localization,
        translation: localization.key.translation(
          table: localization.table, bundle: bundle, locale: locale),
        locale: locale, bundle: bundle)
      translation = kept
    }
    // The table is the kept one's: the two translate alike.
    let localized =
      run.pointee.localization?.key.localized(
        kept.translation, table: kept.localization.table, bundle: kept.bundle,
        numbers: kept.numbers) ?? ""
    return run.pointee.cased(localized, kept.locale)
  }
}

/// Resolved again from the view on every update, so a released lazy row has nothing of it to keep.
extension ResolvedText: InitialValueSlot {
  var holdsInitialValue: Bool { true }
}
