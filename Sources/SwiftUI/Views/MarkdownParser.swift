import Foundation

/// Reads inline markdown as CommonMark (with GitHub's strikethrough) does: emphasis and strong emphasis
/// with `*` and `_` by the delimiter-run rules (so `snake_case_name` keeps its underscores),
/// `~~strikethrough~~`, code spans, `[links](url "title")`, `<autolinks>`, backslash escapes and hard line
/// breaks, and GitHub's extended autolinks (bare `https://…`, `www.…` and e-mail addresses, as Apple's
/// parser links them). Markers that match nothing stay as written; it never fails.
enum MarkdownParser {
  /// Whether `text` holds a character that could start markup (a cheap test before parsing a literal).
  static func mayHoldMarkup(_ text: String) -> Bool {
    // Read in place: a Text's key is tested whenever the Text is resolved (a thousand labels at a write).
    var text = text
    return text.withUTF8 { mayHoldMarkup(bytes: $0) }
  }

  /// The ASCII bytes the test below looks at, as bits of two words (bytes 0–63, 64–127): the other bytes of a
  /// key are passed over with a shift and a mask, a key tested for every label a body makes.
  private static let startBytes: (low: UInt64, high: UInt64) = Array("*_`~[<\\:.@".utf8).reduce(
    (0, 0)
  ) { bits, byte in
    byte < 64 ? (bits.low | 1 << byte, bits.high) : (bits.low, bits.high | 1 << (byte - 64))
  }

  private static func mayHoldMarkup(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let (low, high) = startBytes
    for index in bytes.indices {
      let byte = bytes[index]
      guard byte < 128, (byte < 64 ? low : high) & (1 &<< UInt64(byte & 63)) != 0 else { continue }
      switch byte {
      case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"),
        UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "\\"):
        return true
      case UInt8(ascii: ":"):
        // "scheme://"
        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"),
          bytes[index + 2] == UInt8(ascii: "/")
        {
          return true
        }
      case UInt8(ascii: "."):
        // "www."
        if index >= 3, bytes[(index - 3)..<index].elementsEqual("www".utf8) { return true }
      case UInt8(ascii: "@"):
        // An address's "@" stands between letters or digits ("%@" is a format's value).
        if index > 0, index + 1 < bytes.count, isAddressByte(bytes[index - 1]),
          isAddressByte(bytes[index + 1])
        {
          return true
        }
      default: break
      }
    }
    return false
  }

  private static func isAddressByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte >= 0x80
  }

  static func parse(
    _ source: String, syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax,
    baseURL: URL? = nil
  ) -> AttributedString {
    switch syntax {
    case .inlineOnlyPreservingWhitespace:
      return InlineReader.read(source, baseURL: baseURL)
    case .inlineOnly:
      return InlineReader.read(collapsingWhitespace(source), baseURL: baseURL)
    case .full:
      var result = AttributedString()
      for paragraph in paragraphs(source) {
        result += InlineReader.read(collapsingWhitespace(paragraph), baseURL: baseURL)
      }
      return result
    }
  }

  /// Runs of white space, line breaks included, as one space; none at either end.
  static func collapsingWhitespace(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The blank-line separated blocks of `text`, each line without its heading, quote or list marker.
  static func paragraphs(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var content = line.drop { $0 == " " }
      if content.isEmpty {
        if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
        current = []
        continue
      }
      for marker in ["> ", "- ", "* ", "+ "] where content.hasPrefix(marker) {
        content = content.dropFirst(marker.count)
      }
      if content.first == "#" {
        let hashes = content.prefix { $0 == "#" }
        if hashes.count <= 6, content.dropFirst(hashes.count).first == " " {
          content = content.dropFirst(hashes.count + 1)
          // A heading is a block of its own.
          if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
          blocks.append(String(content))
          current = []
          continue
        }
      }
      if let dot = content.firstIndex(where: { !$0.isNumber }), dot != content.startIndex,
        content[dot...].hasPrefix(". ")
      {
        content = content[content.index(dot, offsetBy: 2)...]
      }
      current.append(String(content))
    }
    if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
    return blocks
  }
}

/// One pass over a paragraph's characters into tokens (text, delimiter runs, brackets), then emphasis
/// matched by CommonMark's algorithm.
private struct InlineReader {
  struct Delimiter {
    let character: Character
    var count: Int
    let original: Int
    let canOpen: Bool
    let canClose: Bool
  }
  struct Token {
    var text: String
    var intent: InlinePresentationIntent = []
    var link: URL? = nil
    var delimiter: Delimiter? = nil
    /// An opening "[" not yet closed.
    var isBracket = false
  }

  let characters: [Character]
  let baseURL: URL?
  var tokens: [Token] = []
  /// Open brackets: token index and whether a link may still start there.
  var brackets: [(index: Int, active: Bool)] = []

  init(_ source: String, baseURL: URL?) {
    characters = Array(source)
    self.baseURL = baseURL
  }

  static func read(_ source: String, baseURL: URL?) -> AttributedString {
    var reader = InlineReader(source, baseURL: baseURL)
    return reader.read()
  }

  mutating func read() -> AttributedString {
    var index = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\":
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if let next, next.isASCII, next.isPunctuation || next.isSymbol {
          appendText(String(next))
          index += 2
        } else if next == "\n" {
          appendText("\n")
          index += 2
        } else {
          appendText("\\")
          index += 1
        }
      case "`":
        index = readCode(at: index)
      case "*", "_", "~":
        index = readDelimiterRun(at: index)
      case "[":
        tokens.append(Token(text: "[", isBracket: true))
        brackets.append((tokens.count - 1, true))
        index += 1
      case "]":
        index = closeBracket(at: index)
      case "<":
        index = readAutolink(at: index)
      default:
        // Not inside a link's text, which is linked as a whole.
        if !brackets.contains(where: \.active),
          let (end, url) = ExtendedAutolink.match(in: characters, at: index)
        {
          tokens.append(Token(text: String(characters[index..<end]), link: url))
          index = end
        } else {
          appendText(String(character))
          index += 1
        }
      }
    }
    processEmphasis(above: -1)
    var result = AttributedString()
    for token in tokens where !token.text.isEmpty {
      var piece = AttributedString(token.text)
      if !token.intent.isEmpty { piece.inlinePresentationIntent = token.intent }
      if let link = token.link { piece.link = link }
      result += piece
    }
    return result
  }

  private mutating func appendText(_ text: String, intent: InlinePresentationIntent = []) {
    if let last = tokens.last, last.delimiter == nil, !last.isBracket, last.intent == intent,
      last.link == nil
    {
      tokens[tokens.count - 1].text += text
    } else {
      tokens.append(Token(text: text, intent: intent))
    }
  }

  /// A code span: the backtick run's match of the same length, else the backticks as written.
  private mutating func readCode(at start: Int) -> Int {
    var end = start
    while end < characters.count, characters[end] == "`" { end += 1 }
    let length = end - start
    var scan = end
    while scan < characters.count {
      guard characters[scan] == "`" else {
        scan += 1
        continue
      }
      var closing = scan
      while closing < characters.count, characters[closing] == "`" { closing += 1 }
      if closing - scan == length {
        var code = String(characters[end..<scan]).replacingOccurrences(of: "\n", with: " ")
        if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " })
        {
          code = String(code.dropFirst().dropLast())
        }
        tokens.append(Token(text: code, intent: .code))
        return closing
      }
      scan = closing
    }
    appendText(String(repeating: "`", count: length))
    return end
  }

  private mutating func readDelimiterRun(at start: Int) -> Int {
    let character = characters[start]
    var end = start
    while end < characters.count, characters[end] == character { end += 1 }
    let count = end - start
    let run = String(repeating: character, count: count)
    if character == "~", count > 2 {
      appendText(run)
      return end
    }
    let before: Character = start > 0 ? characters[start - 1] : " "
    let after: Character = end < characters.count ? characters[end] : " "
    func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }
    let leftFlanking =
      !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
    let rightFlanking =
      !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
    let canOpen: Bool
    let canClose: Bool
    if character == "_" {
      canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
      canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
    } else {
      canOpen = leftFlanking
      canClose = rightFlanking
    }
    tokens.append(
      Token(
        text: run,
        delimiter: Delimiter(
          character: character, count: count, original: count, canOpen: canOpen,
          canClose: canClose)))
    return end
  }

  /// "]" closes the nearest "[" as a link when an inline destination follows; else it is a character.
  private mutating func closeBracket(at index: Int) -> Int {
    guard let opener = brackets.popLast() else {
      appendText("]")
      return index + 1
    }
    guard opener.active, let (destination, end) = readDestination(at: index + 1) else {
      tokens[opener.index].isBracket = false
      appendText("]")
      return index + 1
    }
    processEmphasis(above: opener.index)
    let url = destination.flatMap { URL(string: $0, relativeTo: baseURL)?.absoluteURL }
    for inner in (opener.index + 1)..<tokens.count where tokens[inner].link == nil {
      tokens[inner].link = url
    }
    tokens[opener.index].text = ""
    tokens[opener.index].isBracket = false
    // Links do not nest: no "[" before this one may start a link any more.
    for earlier in brackets.indices { brackets[earlier].active = false }
    return end
  }

  /// An inline link's `(destination "title")` starting at `start`: the destination (nil when empty) and the
  /// index after ")".
  private func readDestination(at start: Int) -> (String?, Int)? {
    guard start < characters.count, characters[start] == "(" else { return nil }
    var index = start + 1
    func skipSpaces() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }
    skipSpaces()
    var destination = ""
    if index < characters.count, characters[index] == "<" {
      index += 1
      while index < characters.count, characters[index] != ">" {
        if characters[index] == "\n" || characters[index] == "<" { return nil }
        destination.append(characters[index])
        index += 1
      }
      guard index < characters.count else { return nil }
      index += 1
    } else {
      var depth = 0
      while index < characters.count {
        let c = characters[index]
        if c.isWhitespace { break }
        if c == "(" { depth += 1 }
        if c == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        if c == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation {
          index += 1
        }
        destination.append(characters[index])
        index += 1
      }
    }
    skipSpaces()
    if index < characters.count, let close = ["\"": "\"", "'": "'", "(": ")"][characters[index]] {
      index += 1
      while index < characters.count, characters[index] != Character(close) { index += 1 }
      guard index < characters.count else { return nil }
      index += 1
      skipSpaces()
    }
    guard index < characters.count, characters[index] == ")" else { return nil }
    return (destination.isEmpty ? nil : destination, index + 1)
  }

  /// `<scheme:…>` or `<name@host>` as a link; else "<" is a character.
  private mutating func readAutolink(at start: Int) -> Int {
    var end = start + 1
    while end < characters.count, characters[end] != ">", characters[end] != "<",
      !characters[end].isWhitespace
    {
      end += 1
    }
    guard end < characters.count, characters[end] == ">" else {
      appendText("<")
      return start + 1
    }
    let content = String(characters[(start + 1)..<end])
    let scheme = content.prefix { $0 != ":" }
    let isURI =
      scheme.count >= 2 && scheme.count <= 32 && scheme.first?.isLetter == true
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
      && content.count > scheme.count
    let isEmail = !isURI && content.contains("@") && !content.contains(":")
    guard isURI || isEmail, let url = URL(string: isEmail ? "mailto:" + content : content) else {
      appendText("<")
      return start + 1
    }
    tokens.append(Token(text: content, link: url))
    return end + 1
  }

  /// Matches delimiter runs after token `bottom` into emphasis, strong emphasis and strikethrough, then
  /// leaves what is unmatched as characters.
  private mutating func processEmphasis(above bottom: Int) {
    var closer = bottom + 1
    while closer < tokens.count {
      guard let closing = tokens[closer].delimiter, closing.canClose, closing.count > 0 else {
        closer += 1
        continue
      }
      var opener = closer - 1
      var found: Int?
      while opener > bottom {
        if let opening = tokens[opener].delimiter, opening.character == closing.character,
          opening.canOpen, opening.count > 0, Self.mayPair(opening, closing)
        {
          found = opener
          break
        }
        opener -= 1
      }
      guard let opener = found, let opening = tokens[opener].delimiter else {
        if !closing.canOpen { tokens[closer].delimiter = nil }
        closer += 1
        continue
      }
      let used =
        closing.character == "~"
        ? closing.count : (opening.count >= 2 && closing.count >= 2 ? 2 : 1)
      let intent: InlinePresentationIntent =
        closing.character == "~"
        ? .strikethrough : (used == 2 ? .stronglyEmphasized : .emphasized)
      for inner in (opener + 1)..<closer {
        tokens[inner].intent.insert(intent)
        tokens[inner].delimiter = nil
      }
      consume(used, of: opener)
      consume(used, of: closer)
      if tokens[closer].delimiter?.count ?? 0 == 0 { closer += 1 }
    }
    for index in (bottom + 1)..<tokens.count { tokens[index].delimiter = nil }
  }

  private mutating func consume(_ count: Int, of index: Int) {
    guard var delimiter = tokens[index].delimiter else { return }
    delimiter.count -= count
    tokens[index].text = String(repeating: delimiter.character, count: delimiter.count)
    tokens[index].delimiter = delimiter.count > 0 ? delimiter : nil
  }

  /// CommonMark's rule of three, and strikethrough's equal runs.
  private static func mayPair(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
    if opener.character == "~" { return opener.count == closer.count }
    if opener.canClose || closer.canOpen {
      let sum = opener.original + closer.original
      return sum % 3 != 0 || (opener.original % 3 == 0 && closer.original % 3 == 0)
    }
    return true
  }
}
