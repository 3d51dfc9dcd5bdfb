import Foundation

/// What a Text node shows: its string looked up for the node's locale, and the style and colour its
/// environment gives it. Measuring, drawing and the redraw cost each ask for them, several times a frame, and
/// a lookup searches the string tables and formats the arguments; so a node keeps them until its text (key,
/// arguments, table, bundle, modifiers) or its environment (`\.locale`, the font, … any write) changes.
@MainActor final class ResolvedText {
  struct Shown {
    var string: String
    var style: TextEngine.Style
    var color: Color
    /// The string's length in characters (counting them walks the string).
    var characters: Int
    /// Markdown's and an attributed string's links, by UTF-8 range of `string`.
    var links: [TextLink] = []
  }

  private var text: Text?
  /// The environment `shown` was resolved in. Kept, so its storage cannot be reused by another one that
  /// `isIdentical(to:)` would then take for it.
  private var environment: EnvironmentValues?
  private var shown: Shown?
  /// A date counted from now changes by itself: it is formatted again on every use.
  private var isLive = false
  /// For a content transition: what was shown before the string last changed, and how many times it has
  /// changed (the count animates, and drawing fades the previous string out as it goes).
  private(set) var previous: Shown?
  private(set) var changes = 0
  private var lastShown: Shown?

  func noteShown(_ shown: Shown) {
    if let lastShown, lastShown.string != shown.string {
      previous = lastShown
      changes += 1
    }
    lastShown = shown
  }

  /// Forgets what was resolved when the text differs (cheap when it is the same value: its runs are one
  /// array).
  private func update(_ newText: Text) {
    if let text, text == newText { return }
    text = newText
    isLive = newText.isLive
    shown = nil
  }

  func shown(_ text: Text, in environment: EnvironmentValues) -> Shown {
    update(text)
    if !isLive, let shown, let cached = self.environment, cached.isIdentical(to: environment) {
      return shown
    }
    let (string, style, color, links) = text.shownContent(in: environment)
    let resolved = Shown(
      string: string, style: style, color: color, characters: string.count, links: links)
    shown = resolved
    self.environment = environment
    return resolved
  }
}

/// Resolved again from the view on every update, so a released lazy row has nothing of it to keep.
extension ResolvedText: InitialValueSlot {
  var holdsInitialValue: Bool { true }
}
