import Foundation

/// The compiler's side of a macro plugin, spoken directly: the compiler starts the plugin and sends it JSON
/// messages on standard input, each after its length as a little-endian UInt64, and reads the answers the
/// same way on standard output. The toolchain's SwiftSyntax modules would do this for us, but building
/// against them takes unsafe flags (`-I` and a run path into the toolchain), which SwiftPM refuses in a
/// package used by version: `#Preview` needs only its own source text, so the plugin needs no SwiftSyntax.
enum PluginConnection {
  /// Answers the compiler's messages until it closes standard input.
  static func serve(expand: (FreestandingExpansion) -> ExpansionResult) {
    while let message = receive() {
      if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
      } else if let request = message["expandFreestandingMacro"] as? [String: Any],
        let expansion = FreestandingExpansion(request)
      {
        let result = expand(expansion)
        var answer: [String: Any] = ["diagnostics": result.diagnostics]
        if let source = result.expandedSource { answer["expandedSource"] = source }
        send(["expandMacroResult": answer])
      } else {
        // Attached macros, plugin libraries: none here.
        send(["expandMacroResult": ["diagnostics": [] as [Any]]])
      }
    }
  }

  /// The plugin protocol version whose messages these are (SwiftSyntax 6's).
  static let protocolVersion = 7

  private static func receive() -> [String: Any]? {
    guard let header = readExactly(8) else { return nil }
    let size = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard let body = readExactly(Int(size)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
  }

  private static func readExactly(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let read = buffer.withUnsafeMutableBytes {
        Foundation.read(0, $0.baseAddress! + done, count - done)
      }
      if read <= 0 { return nil }
      done += read
    }
    return buffer
  }

  private static func send(_ message: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: message) else { exit(1) }
    var length = UInt64(json.count).littleEndian
    var bytes = Data(bytes: &length, count: 8)
    bytes.append(json)
    bytes.withUnsafeBytes { raw in
      var done = 0
      while done < raw.count {
        let written = Foundation.write(1, raw.baseAddress! + done, raw.count - done)
        if written <= 0 { exit(1) }
        done += written
      }
    }
  }
}

/// A freestanding macro to expand: its source text (with the trivia before it) and where that starts.
struct FreestandingExpansion {
  let macroName: String
  /// Makes names unique to this expansion, as the compiler expects of declarations a macro introduces.
  let discriminator: String
  let source: String
  let fileID: String
  let fileName: String
  let offset: Int
  let line: Int
  let column: Int

  init?(_ request: [String: Any]) {
    guard let macro = request["macro"] as? [String: Any], let name = macro["name"] as? String,
      let discriminator = request["discriminator"] as? String,
      let syntax = request["syntax"] as? [String: Any], let source = syntax["source"] as? String,
      let location = syntax["location"] as? [String: Any],
      let fileID = location["fileID"] as? String, let fileName = location["fileName"] as? String,
      let offset = location["offset"] as? Int, let line = location["line"] as? Int,
      let column = location["column"] as? Int
    else { return nil }
    macroName = name
    self.discriminator = discriminator
    self.source = source
    self.fileID = fileID
    self.fileName = fileName
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// A name no other declaration has, made as SwiftSyntax's `makeUniqueName` makes it.
  func uniqueName(_ name: String) -> String { "\(discriminator)\(name.utf8.count)\(name)fMu_" }

  /// The line, column (in UTF-8 bytes, as the compiler counts) and offset of `index` in the source.
  func position(of index: String.Index) -> (line: Int, column: Int, offset: Int) {
    let before = source[..<index].utf8
    let newlines = before.filter { $0 == UInt8(ascii: "\n") }.count
    guard newlines > 0, let lastNewline = before.lastIndex(of: UInt8(ascii: "\n")) else {
      return (line, column + before.count, offset + before.count)
    }
    let column = before.distance(from: lastNewline, to: before.endIndex)
    return (line + newlines, column, offset + before.count)
  }
}

/// What the plugin answers: the expanded source, or diagnostics in the protocol's form.
struct ExpansionResult {
  var expandedSource: String?
  var diagnostics: [[String: Any]] = []

  static func error(_ message: String, in expansion: FreestandingExpansion, at offset: Int)
    -> ExpansionResult
  {
    ExpansionResult(
      expandedSource: nil,
      diagnostics: [
        [
          "message": message, "severity": "error",
          "position": ["fileName": expansion.fileName, "offset": offset],
          "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
        ]
      ])
  }
}
