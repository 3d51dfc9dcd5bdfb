import Foundation

/// What a text control edits and how it behaves; rebuilt from the view value on every update.
struct TextInputConfiguration {
  enum Kind { case field, secure, editor }
  var kind: Kind
  var text: Binding<String>
  /// The placeholder as a string: the driver and accessibility find the control by it.
  var placeholder: String
  /// Shown in placeholder gray when the text is empty (a `prompt:` keeps its own colour).
  var prompt: Text?
  var axis: Axis = .horizontal
  /// `TextField(value:format:)`: the binding is written when editing ends, not on every keystroke.
  var commitsOnEnd = false
  var onEditingChanged: ((Bool) -> Void)?
  var onCommit: (() -> Void)?

  var isMultiline: Bool { kind == .editor || axis == .vertical }
}

/// The editing state of one text control: its text, caret and selection (UTF-8 offsets, always on grapheme
/// boundaries, so they index pango layouts directly), the input method's composition and an undo stack.
/// Lives in the control's node storage for as long as the control's identity does.
@MainActor final class TextEditingState: TextEditingClient {
  weak var node: ViewNode?
  /// The node that draws the text (inside the text field style's decoration).
  weak var contentNode: ViewNode?
  var configuration: TextInputConfiguration
  var submitActions: [SubmitAction] = []

  private(set) var text: String
  private(set) var anchor: Int
  private(set) var head: Int
  private(set) var composition = ""
  private(set) var isFocused = false

  /// How far the text is scrolled to keep the caret visible (single-line: x; multi-line: y).
  var scrollOffset = CGPoint.zero
  /// The laid-out window of a very long single line, the window the scroll offset belongs to, and where the
  /// caret was last drawn on screen (kept when the window moves).
  var window: Range<Int>?
  var windowBaseOfScroll = 0
  var caretScreenX: CGFloat = 0
  let layoutCache = TextInputLayoutCache()
  let placeholderCache = TextInputLayoutCache()
  var idealWidthCache: (text: String, style: TextEngine.Style, width: CGFloat)?
  private var cachedDisplay: String?

  struct Snapshot {
    var text: String
    var anchor: Int
    var head: Int
  }
  enum EditKind { case typing, deleting, other }
  private(set) var undoStack: [Snapshot] = []
  private var redoStack: [Snapshot] = []
  /// Consecutive typing (or deleting) is undone as one step, as on iOS.
  private var lastEdit: EditKind?
  /// The caret blinks while the field is focused and idle, as on iOS; any keystroke or tap shows it solid.
  /// The blink runs on a run-loop timer, so headless hosts (which do not pump the run loop) draw it steady.
  private(set) var caretBlinkedOff = false
  private var blinkTimer: Timer?
  private var lastActivity = Date()
  private var lastTap: (time: Double, point: CGPoint)?
  static let undoLimit = 100

  init(configuration: TextInputConfiguration) {
    self.configuration = configuration
    text = configuration.text.wrappedValue
    anchor = text.utf8.count
    head = anchor
  }

  var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
  var selectedText: String {
    String(text[index(selection.lowerBound)..<index(selection.upperBound)])
  }
  var isSecure: Bool { configuration.kind == .secure }

  /// Takes in a new view value; the binding's value wins over ours when someone else changed it.
  func update(_ configuration: TextInputConfiguration) {
    self.configuration = configuration
    guard !(configuration.commitsOnEnd && isFocused) else { return }
    let external = configuration.text.wrappedValue
    if external != text { adopt(external) }
  }

  private func adopt(_ external: String) {
    text = external
    anchor = text.utf8.count
    head = anchor
    undoStack.removeAll()
    redoStack.removeAll()
    lastEdit = nil
    invalidateDisplay()
  }

  // MARK: Offsets

  private func index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }
  private func offset(_ index: String.Index) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  func boundary(after offset: Int) -> Int {
    let i = index(offset)
    return i >= text.endIndex ? text.utf8.count : self.offset(text.index(after: i))
  }

  func boundary(before offset: Int) -> Int {
    offset <= 0 ? 0 : self.offset(text.index(before: index(offset)))
  }

  private static func isWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  func wordBoundary(before offset: Int) -> Int {
    var i = index(offset)
    while i > text.startIndex, !Self.isWord(text[text.index(before: i)]) {
      i = text.index(before: i)
    }
    while i > text.startIndex, Self.isWord(text[text.index(before: i)]) {
      i = text.index(before: i)
    }
    return self.offset(i)
  }

  func wordBoundary(after offset: Int) -> Int {
    var i = index(offset)
    while i < text.endIndex, !Self.isWord(text[i]) { i = text.index(after: i) }
    while i < text.endIndex, Self.isWord(text[i]) { i = text.index(after: i) }
    return self.offset(i)
  }

  /// Start and end of the logical line (between newlines) around an offset.
  func lineStart(_ offset: Int) -> Int {
    guard configuration.isMultiline else { return 0 }
    let utf8 = text.utf8
    if let newline = utf8[..<index(offset)].lastIndex(of: 10) {
      return self.offset(utf8.index(after: newline))
    }
    return 0
  }

  func lineEnd(_ offset: Int) -> Int {
    guard configuration.isMultiline else { return text.utf8.count }
    let utf8 = text.utf8
    if let newline = utf8[index(offset)...].firstIndex(of: 10) { return self.offset(newline) }
    return utf8.count
  }

  // MARK: Editing

  func replace(_ range: Range<Int>, with string: String, kind: EditKind) {
    recordUndo(kind)
    text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: string)
    head = range.lowerBound + string.utf8.count
    anchor = head
    textChanged()
  }

  private func textChanged() {
    invalidateDisplay()
    if !configuration.commitsOnEnd { configuration.text.wrappedValue = text }
    setNeedsDisplay()
  }

  private func recordUndo(_ kind: EditKind) {
    defer { lastEdit = kind }
    if kind != .other, kind == lastEdit { return }
    undoStack.append(Snapshot(text: text, anchor: anchor, head: head))
    if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    redoStack.removeAll()
  }

  func undo() {
    guard let snapshot = undoStack.popLast() else { return }
    redoStack.append(Snapshot(text: text, anchor: anchor, head: head))
    restore(snapshot)
  }

  func redo() {
    guard let snapshot = redoStack.popLast() else { return }
    undoStack.append(Snapshot(text: text, anchor: anchor, head: head))
    restore(snapshot)
  }

  private func restore(_ snapshot: Snapshot) {
    text = snapshot.text
    anchor = snapshot.anchor
    head = snapshot.head
    composition = ""
    lastEdit = nil
    textChanged()
  }

  /// Single-line fields take pasted line breaks as spaces.
  private func sanitized(_ string: String) -> String {
    guard !configuration.isMultiline, string.utf8.contains(where: { $0 == 10 || $0 == 13 }) else {
      return string
    }
    return string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(
      of: "\n", with: " "
    )
    .replacingOccurrences(of: "\r", with: " ")
  }

  func select(anchor newAnchor: Int, head newHead: Int) {
    anchor = min(max(newAnchor, 0), text.utf8.count)
    head = min(max(newHead, 0), text.utf8.count)
    lastEdit = nil
    if !composition.isEmpty { invalidateDisplay() }
    setNeedsDisplay()
  }

  private func moveCaret(to offset: Int, extending: Bool) {
    select(anchor: extending ? anchor : offset, head: offset)
  }

  /// Left and Right as the text shows on screen. In left-to-right text that is string order. In text with
  /// right-to-left runs the caret moves the way the arrow points, as in UITextField, and the line's ends
  /// (Command), words (Option) and a selection's edges are taken on the arrow's side of the paragraph.
  private func moveHorizontally(
    rightward: Bool, command: Bool, byWord: Bool, extend: Bool, collapsed: Bool
  ) {
    let forward = rightward != Self.readsRightToLeft(text)
    if command {
      moveCaret(to: forward ? lineEnd(head) : lineStart(head), extending: extend)
    } else if byWord {
      moveCaret(
        to: forward ? wordBoundary(after: head) : wordBoundary(before: head), extending: extend)
    } else if !extend && !collapsed {
      moveCaret(to: forward ? selection.upperBound : selection.lowerBound, extending: false)
    } else if let target = visualStep(from: head, rightward: rightward) {
      moveCaret(to: target, extending: extend)
    } else {
      moveCaret(to: forward ? boundary(after: head) : boundary(before: head), extending: extend)
    }
  }

  /// Whether a scalar belongs to a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, and their
  /// presentation forms): the strong right-to-left characters of the Unicode bidi algorithm.
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return scalar.properties.isAlphabetic
    default: return false
    }
  }

  /// The paragraph's base direction as pango resolves it: that of its first strong (letter) character.
  static func readsRightToLeft(_ text: String) -> Bool {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      return isRightToLeft(scalar)
    }
    return false
  }

  // MARK: TextEditingClient

  func insertText(_ string: String) {
    noteActivity()
    composition = ""
    invalidateDisplay()
    guard !string.isEmpty else {
      setNeedsDisplay()
      return
    }
    replace(selection, with: sanitized(string), kind: .typing)
  }

  func setComposition(_ string: String) {
    noteActivity()
    if !string.isEmpty, !selection.isEmpty { replace(selection, with: "", kind: .typing) }
    composition = string
    invalidateDisplay()
    setNeedsDisplay()
  }

  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    noteActivity()
    let command = modifiers.contains(.command)
    let control = modifiers.contains(.control)
    let byWord = modifiers.contains(.option) || (control && !command)
    let extend = modifiers.contains(.shift)
    let collapsed = selection.isEmpty
    switch key {
    case .character(let character):
      guard command || control else { return false }
      return handleShortcut(Character(character.lowercased()), shift: extend)
    case .space, .tab:
      return false
    case .escape:
      return false
    case .left, .right:
      moveHorizontally(
        rightward: key == .right, command: command, byWord: byWord, extend: extend,
        collapsed: collapsed)
    case .home:
      moveCaret(to: command || control ? 0 : lineStart(head), extending: extend)
    case .end:
      moveCaret(to: command || control ? text.utf8.count : lineEnd(head), extending: extend)
    case .up, .down:
      let target: Int
      if command || !configuration.isMultiline {
        target = key == .up ? 0 : text.utf8.count
      } else {
        target = verticalMove(from: head, lines: key == .up ? -1 : 1)
      }
      moveCaret(to: target, extending: extend)
    case .backspace:
      if !collapsed {
        replace(selection, with: "", kind: .deleting)
      } else if head > 0 {
        let start =
          command ? lineStart(head) : byWord ? wordBoundary(before: head) : boundary(before: head)
        replace(start..<head, with: "", kind: .deleting)
      }
    case .delete:
      if !collapsed {
        replace(selection, with: "", kind: .deleting)
      } else if head < text.utf8.count {
        let end =
          command ? lineEnd(head) : byWord ? wordBoundary(after: head) : boundary(after: head)
        replace(head..<end, with: "", kind: .deleting)
      }
    case .returnKey:
      if configuration.isMultiline {
        replace(selection, with: "\n", kind: .typing)
      } else {
        submit()
      }
    }
    return true
  }

  private func handleShortcut(_ character: Character, shift: Bool) -> Bool {
    switch character {
    case "a":
      select(anchor: 0, head: text.utf8.count)
    case "c":
      copy()
    case "x":
      // A secure field's text never leaves it.
      guard !isSecure, !selection.isEmpty else { return true }
      copy()
      replace(selection, with: "", kind: .other)
    case "v":
      guard let pasted = Clipboard.provider.read(), !pasted.isEmpty else { return true }
      composition = ""
      replace(selection, with: sanitized(pasted), kind: .other)
    case "z":
      if shift { redo() } else { undo() }
    case "y":
      redo()
    default:
      return false
    }
    return true
  }

  private func copy() {
    guard !isSecure, !selection.isEmpty else { return }
    Clipboard.provider.write(selectedText)
  }

  /// Return in a single-line field: the legacy `onCommit` runs, editing ends (the keyboard goes away, as on
  /// iOS), then the `onSubmit` actions run, so one of them may move focus on to the next field.
  private func submit() {
    let actions = submitActions.filter { $0.triggers.contains(.text) }
    configuration.onCommit?()
    if let node, node.isAlive { FocusController.focus(nil, graph: node.graph) }
    for submit in actions.reversed() { submit.action() }
  }

  func focusChanged(_ focused: Bool) {
    isFocused = focused
    lastEdit = nil
    if focused { startBlinking() } else { stopBlinking() }
    if focused {
      // Focus from the keyboard or code puts the caret at the end; a tap moves it afterwards.
      head = text.utf8.count
      anchor = head
    } else {
      composition = ""
      anchor = head
      scrollOffset = .zero
      if configuration.commitsOnEnd { configuration.text.wrappedValue = text }
    }
    invalidateDisplay()
    configuration.onEditingChanged?(focused)
    setNeedsDisplay()
  }

  /// The caret in window points, for the input method's candidate window. A window host asks after every frame,
  /// and laying the text out for it cost as much as drawing the field: the caret in the content's own space is
  /// kept until the text, the caret, the scroll, the content's size or its view changes; only where the content
  /// is on screen is worked out each time (it moves during a slide).
  var caretRect: CGRect {
    guard let content = contentNode, content.isAlive else { return .zero }
    let size = content.frame.size
    let shown = display
    let caret = displayCaret
    let local: CGRect
    if let kept = inputMethodCaret, kept.display == shown, kept.caret == caret,
      kept.scroll == scrollOffset, kept.size == size, kept.version == content.contentVersion
    {
      local = kept.rect
    } else {
      local = localCaretRect(in: size, environment: content.environment)
      // After the layout: it may have scrolled the text to keep the caret in view.
      inputMethodCaret = (shown, caret, scrollOffset, size, content.contentVersion, local)
    }
    return local.applying(content.presentation.windowTransform)
  }

  private var inputMethodCaret:
    (display: String, caret: Int, scroll: CGPoint, size: CGSize, version: Int, rect: CGRect)?

  /// A tap on the focused control: the caret goes where the finger was; a quick second tap selects the word.
  func tapped(atWindow point: CGPoint, time: Double) {
    guard isFocused, let content = contentNode, content.isAlive else { return }
    noteActivity()
    let local = content.localPoint(fromWindow: point)
    if !composition.isEmpty {
      composition = ""
      invalidateDisplay()
    }
    let offset = textOffset(at: local, size: content.frame.size, environment: content.environment)
    if let last = lastTap, time - last.time < 0.35,
      hypot(point.x - last.point.x, point.y - last.point.y) < 10, !isSecure
    {
      lastTap = nil
      select(
        anchor: wordBoundary(before: boundary(after: offset)), head: wordBoundary(after: offset))
      return
    }
    lastTap = (time, point)
    select(anchor: offset, head: offset)
  }

  // MARK: What is shown

  /// The string drawn: the text with the composition at the caret; bullets in a secure field.
  var display: String {
    if let cachedDisplay { return cachedDisplay }
    var shown = text
    if !composition.isEmpty { shown.insert(contentsOf: composition, at: index(head)) }
    if isSecure { shown = String(repeating: Self.bullet, count: shown.count) }
    cachedDisplay = shown
    return shown
  }

  static let bullet: Character = "•"

  private func invalidateDisplay() { cachedDisplay = nil }

  /// Where a text offset is in `display`.
  func displayOffset(_ textOffset: Int) -> Int {
    var shifted = textOffset
    if !composition.isEmpty, textOffset >= head { shifted += composition.utf8.count }
    guard isSecure else { return shifted }
    var shown = text
    if !composition.isEmpty { shown.insert(contentsOf: composition, at: index(head)) }
    let prefix = shown.utf8.prefix(shifted)
    return (String(decoding: prefix, as: UTF8.self).count) * Self.bullet.utf8.count
  }

  var displayCaret: Int { displayOffset(head) }
  var compositionRange: Range<Int>? {
    guard !composition.isEmpty else { return nil }
    let start =
      displayOffset(head)
      - (isSecure ? composition.count * Self.bullet.utf8.count : composition.utf8.count)
    return start..<displayOffset(head)
  }

  /// The text offset for an offset in `display` (no composition is shown while this is asked).
  func textOffset(fromDisplay displayOffset: Int) -> Int {
    guard isSecure else { return min(max(displayOffset, 0), text.utf8.count) }
    let characters = displayOffset / Self.bullet.utf8.count
    return offset(
      text.index(text.startIndex, offsetBy: characters, limitedBy: text.endIndex) ?? text.endIndex)
  }

  // MARK: Caret blink

  private func startBlinking() {
    blinkTimer?.invalidate()
    caretBlinkedOff = false
    lastActivity = Date()
    let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] timer in
      guard let self else { return timer.invalidate() }
      onMainActor { self.blinkTick() }
    }
    RunLoop.main.add(timer, forMode: .common)
    blinkTimer = timer
  }

  private func stopBlinking() {
    blinkTimer?.invalidate()
    blinkTimer = nil
    caretBlinkedOff = false
  }

  private func blinkTick() {
    guard isFocused, contentNode?.isAlive ?? node?.isAlive ?? false else { return stopBlinking() }
    let off = Date().timeIntervalSince(lastActivity) < 0.5 ? false : !caretBlinkedOff
    guard off != caretBlinkedOff else { return }
    caretBlinkedOff = off
    setNeedsDisplay(caretOnly: true)
  }

  private func noteActivity() {
    lastActivity = Date()
    if caretBlinkedOff {
      caretBlinkedOff = false
      setNeedsDisplay()
    }
  }

  /// `caretOnly`: only the caret changed (a blink), so only its rectangle needs drawing again.
  func setNeedsDisplay(caretOnly: Bool = false) {
    guard let node = contentNode ?? node, node.isAlive else { return }
    var current: ViewNode? = node
    while let c = current {
      c.contentVersion &+= 1
      current = c.parent
    }
    if caretOnly, selection.isEmpty {
      // A pixel around it for antialiasing.
      node.graph.setNeedsDisplay(in: caretRect.insetBy(dx: -1, dy: -1))
    } else {
      node.graph.onNeedsFrame?()
    }
  }
}
