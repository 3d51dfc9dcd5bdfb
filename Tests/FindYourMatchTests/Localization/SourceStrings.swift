import Foundation

/// The string literals of the app's sources, outside comments, each with the code before it on its line;
/// interpolations `\(…)` become `\u{1}`.
enum SourceStrings {
  struct Literal {
    let text: String
    let context: String
    let file: String
  }

  static func literals() throws -> [Literal] {
    let root = StringCatalog.resources
    let files =
      FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return try files.flatMap { file in
      try literals(in: String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
        .map { Literal(text: $0.text, context: $0.context, file: file) }
    }
  }

  static func literals(in source: String) -> [(text: String, context: String)] {
    let characters = Array(source)
    var found: [(String, String)] = []
    var index = 0
    var lineStart = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        lineStart = index + 1
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if index == lineStart, characters[index...].starts(with: "#Preview") {
        // A preview is for the developer's canvas, not a screen a person sees: up to its closing brace.
        index += 1
        while index + 1 < characters.count,
          !(characters[index] == "\n" && characters[index + 1] == "}")
        {
          index += 1
        }
      } else if character == "\"" {
        let context = String(characters[lineStart..<index])
        let (text, end) = readLiteral(characters, from: index)
        found.append((text, context))
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  /// Reads the literal opening at `start`; returns its text and the index after it.
  private static func readLiteral(_ characters: [Character], from start: Int) -> (String, Int) {
    var index = start + 1
    var text = ""
    while index < characters.count {
      let character = characters[index]
      if character == "\"" { return (text, index + 1) }
      if character == "\\", index + 1 < characters.count {
        let next = characters[index + 1]
        if next == "(" {
          // Skip the interpolated expression, string literals inside it included.
          var depth = 1
          index += 2
          while index < characters.count, depth > 0 {
            if characters[index] == "\"" {
              index = readLiteral(characters, from: index).1
              continue
            }
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" { depth -= 1 }
            index += 1
          }
          text += "\u{1}"
          continue
        }
        text.append(next == "n" ? "\n" : next)
        index += 2
        continue
      }
      text.append(character)
      index += 1
    }
    return (text, index)
  }

  /// Whether a catalog key is the literal's text, each interpolation standing for one format specifier.
  static func matches(_ literal: String, key: String) -> Bool {
    guard literal.contains("\u{1}") else { return literal == key }
    let parts = literal.components(separatedBy: "\u{1}").map(NSRegularExpression.escapedPattern)
    let pattern = "^" + parts.joined(separator: "%(?:[0-9]+\\$)?(?:@|lld|ld|d|lf|f)") + "$"
    return key.range(of: pattern, options: .regularExpression) != nil
  }
}
