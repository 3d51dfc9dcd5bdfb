import Foundation

/// GitHub's extended autolinks, which Apple's markdown parser follows: a bare `http://`, `https://` or
/// `ftp://` URL, a `www.` address (opened as `http://`) and an e-mail address (`mailto:`) become links
/// without brackets, where they start a line or follow white space or `*`, `_`, `~`, `(`. A link ends at
/// white space or `<`; trailing punctuation, an unmatched `)` and an entity-like `&name;` are left out.
enum ExtendedAutolink {
  /// The end of the link starting at `start` and where it goes, or nil when none starts there.
  static func match(in characters: [Character], at start: Int) -> (end: Int, url: URL)? {
    let before: Character = start > 0 ? characters[start - 1] : " "
    guard before.isWhitespace || "*_~(".contains(before) else { return nil }
    let first = characters[start]
    guard first.isLetter || first.isNumber else { return nil }
    if let (end, url) = webLink(in: characters, at: start) { return (end, url) }
    return emailLink(in: characters, at: start)
  }

  private static func hasPrefix(_ prefix: String, _ characters: [Character], at start: Int) -> Bool
  {
    let wanted = Array(prefix)
    guard start + wanted.count <= characters.count else { return false }
    return zip(characters[start...], wanted).allSatisfy { $0.lowercased() == String($1) }
  }

  private static func webLink(in characters: [Character], at start: Int) -> (Int, URL)? {
    var domainStart = start
    var scheme = ""
    if let prefix = ["http://", "https://", "ftp://"].first(where: {
      hasPrefix($0, characters, at: start)
    }) {
      domainStart = start + prefix.count
    } else if characters[start...].starts(with: Array("www.")) {
      scheme = "http://"
    } else {
      return nil
    }
    var end = domainStart
    while end < characters.count, isDomainCharacter(characters[end]) { end += 1 }
    guard isValidDomain(characters[domainStart..<end], needsPeriod: !scheme.isEmpty)
    else { return nil }
    while end < characters.count, !characters[end].isWhitespace, characters[end] != "<" {
      end += 1
    }
    end = trimmedEnd(characters, from: start, to: end)
    let written = scheme + String(characters[start..<end])
    guard end > domainStart,
      let url = URL(string: written)
        ?? written.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed).flatMap({
          URL(string: $0)
        })
    else { return nil }
    return (end, url)
  }

  private static func isDomainCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "-" || character == "_"
      || character == "."
  }

  /// Segments of letters, digits, `-` and `_` between periods, none of the last two with `_` (a trailing
  /// period is punctuation after it); a `www.` address needs a period, a URL with a scheme does not.
  private static func isValidDomain(_ domain: ArraySlice<Character>, needsPeriod: Bool) -> Bool {
    var segments = domain.split(separator: ".", omittingEmptySubsequences: false)
    while let last = segments.last, last.isEmpty, segments.count > 1 { segments.removeLast() }
    guard let last = segments.last, !last.isEmpty else { return false }
    if needsPeriod, segments.count < 2 { return false }
    return !segments.suffix(2).contains { $0.contains("_") }
  }

  /// Leaves out what ends a sentence rather than the link: `?!.,:*_~'"`, a `)` without its `(`, an
  /// entity-like `&name;`.
  private static func trimmedEnd(_ characters: [Character], from start: Int, to end: Int) -> Int {
    var end = end
    while end > start {
      let last = characters[end - 1]
      if "?!.,:*_~'\"".contains(last) {
        end -= 1
      } else if last == ")" {
        let link = characters[start..<end]
        guard link.filter({ $0 == ")" }).count > link.filter({ $0 == "(" }).count else { break }
        end -= 1
      } else if last == ";" {
        var scan = end - 2
        while scan > start, characters[scan].isLetter || characters[scan].isNumber { scan -= 1 }
        guard scan >= start, characters[scan] == "&", scan < end - 2 else { break }
        end = scan
      } else {
        break
      }
    }
    return end
  }

  /// `name@host.domain`: the name of letters, digits and `.-_+`, the host's segments of letters, digits,
  /// `-` and `_` with at least one period, not ending in `-` or `_`.
  private static func emailLink(in characters: [Character], at start: Int) -> (Int, URL)? {
    var at = start
    while at < characters.count,
      characters[at].isLetter || characters[at].isNumber || ".-_+".contains(characters[at])
    {
      at += 1
    }
    guard at > start, at < characters.count, characters[at] == "@" else { return nil }
    var end = at + 1
    var lastPeriod: Int?
    while end < characters.count {
      let character = characters[end]
      if character == "." {
        guard end + 1 < characters.count,
          characters[end + 1].isLetter || characters[end + 1].isNumber
        else { break }
        lastPeriod = end
      } else if !(character.isLetter || character.isNumber || character == "-" || character == "_")
      {
        break
      }
      end += 1
    }
    guard let lastPeriod, lastPeriod > at + 1, end > lastPeriod + 1,
      !"-_".contains(characters[end - 1]),
      let url = URL(string: "mailto:" + String(characters[start..<end]))
    else { return nil }
    return (end, url)
  }
}
