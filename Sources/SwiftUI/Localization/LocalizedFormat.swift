import Foundation

/// printf-style formatting of localized strings with arguments kept as values: sequential (`%@`, `%lld`,
/// `%.1f`) and positional (`%2$@`) specifiers, `%%`, and the `%#@name@` substitutions of string
/// dictionaries and catalogs. Each number is formatted on its own, so a translation that reorders or
/// leaves out arguments can never read the wrong type.
enum LocalizedFormat {
  /// One `%…` directive of a format string.
  struct Specifier: Sendable {
    var range: Range<String.Index>
    var position: Int?
    /// Flags, width and precision, e.g. "-08.2".
    var options: String
    var length: String
    /// The conversion character, or "#@name@" for a substitution.
    var conversion: String
    var isPercent: Bool { conversion == "%" }
    var substitutionName: String? {
      conversion.hasPrefix("#@") ? String(conversion.dropFirst(2).dropLast()) : nil
    }
  }

  /// Scanned as UTF-8: every character of a directive is ASCII, and a Text's key is scanned whenever the Text
  /// is made (a thousand rows re-running their bodies scan a thousand keys).
  static func specifiers(in format: String) -> [Specifier] {
    let utf8 = format.utf8
    var result: [Specifier] = []
    var index = utf8.startIndex
    let end = utf8.endIndex
    while let percent = utf8[index...].firstIndex(of: UInt8(ascii: "%")) {
      var cursor = utf8.index(after: percent)
      func peek() -> UInt8? { cursor < end ? utf8[cursor] : nil }
      func take() { cursor = utf8.index(after: cursor) }
      func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
      if peek() == UInt8(ascii: "%") {
        take()
        result.append(
          Specifier(
            range: percent..<cursor, position: nil, options: "", length: "", conversion: "%"))
        index = cursor
        continue
      }
      var position: Int?
      let digitsStart = cursor
      while let c = peek(), isDigit(c) { take() }
      if peek() == UInt8(ascii: "$"), let number = Int(format[digitsStart..<cursor]) {
        position = number
        take()
      } else {
        cursor = digitsStart
      }
      if peek() == UInt8(ascii: "#"), utf8[cursor...].dropFirst().first == UInt8(ascii: "@"),
        let close = utf8[utf8.index(cursor, offsetBy: 2)...].firstIndex(of: UInt8(ascii: "@"))
      {
        let hash = cursor
        cursor = utf8.index(after: close)
        result.append(
          Specifier(
            range: percent..<cursor, position: position, options: "", length: "",
            conversion: String(format[hash..<cursor])))
        index = cursor
        continue
      }
      let optionsStart = cursor
      while let c = peek(), Self.optionBytes.contains(c) || isDigit(c) { take() }
      let options = String(format[optionsStart..<cursor])
      let lengthStart = cursor
      while let c = peek(), Self.lengthBytes.contains(c) { take() }
      let length = String(format[lengthStart..<cursor])
      guard let conversion = peek(), Self.conversionBytes.contains(conversion) else {
        // Not a directive: the "%" stays as written.
        index = utf8.index(after: percent)
        continue
      }
      take()
      result.append(
        Specifier(
          range: percent..<cursor, position: position, options: options, length: length,
          conversion: String(UnicodeScalar(conversion))))
      index = cursor
    }
    return result
  }

  private static let optionBytes = Array("-+ #0'.*".utf8)
  private static let lengthBytes = Array("hlqLzjt".utf8)
  private static let conversionBytes = Array("@dDiuUoOxXfFeEgGaAcCsSp".utf8)

  /// The format with every directive given its argument's position, so pieces can be spliced in.
  static func positional(_ format: String, defaultPosition: Int? = nil) -> String {
    var output = ""
    var next = 1
    var last = format.startIndex
    for spec in specifiers(in: format) {
      output += format[last..<spec.range.lowerBound]
      last = spec.range.upperBound
      if spec.isPercent {
        output += "%%"
        continue
      }
      let position = spec.position ?? defaultPosition ?? next
      if spec.position == nil && defaultPosition == nil { next += 1 }
      output += "%\(position)$\(spec.options)\(spec.length)\(spec.conversion)"
    }
    return output + format[last...]
  }

  static func format(_ format: String, _ arguments: [LocalizedArgument], locale: Locale?) -> String
  {
    Self.format(template(format), arguments, locale: locale)
  }

  /// `format` cut at its directives, from the cache of formats already cut.
  static func template(_ format: String) -> Template { ParsedFormats.shared.template(format) }

  static func format(_ template: Template, _ arguments: [LocalizedArgument], locale: Locale?)
    -> String
  {
    // Asked once a format, not once a number: a locale's identifier is built each time it is read.
    format(
      template, arguments,
      numbers: template.formatsNumbers ? LocaleNumbers(locale) : LocaleNumbers(nil)
    )
  }

  static func format(_ template: Template, _ arguments: [LocalizedArgument], numbers: LocaleNumbers)
    -> String
  {
    if template.takesWholeNumbersInOrder, let whole = numbers.wholeNumbers,
      let output = writeWholeNumbers(template, arguments, whole)
    {
      return output
    }
    var output = template.literals[0]
    var next = 0
    for (index, spec) in template.specifiers.enumerated() {
      if spec.isPercent {
        output += "%"
      } else {
        let argument = spec.position.map { $0 - 1 } ?? next
        if spec.position == nil { next += 1 }
        if arguments.indices.contains(argument) {
          if let number = template.numbers[index] {
            output += number.formatted(arguments[argument], numbers)
          } else {
            output += formatted(arguments[argument], spec)
          }
        } else {
          // A translation naming an argument the text does not have shows the directive, as written.
          output += template.written[index]
        }
      }
      output += template.literals[index + 1]
    }
    return output
  }

  /// `template` filled in byte by byte, when each of its directives is a plain "%lld" taking the next argument
  /// and each argument is a whole number that is not negative: a counter's label ("Row %lld: %lld") is made
  /// again for every change, and appending piece by piece cost more than the rest of its formatting. Nil
  /// otherwise.
  private static func writeWholeNumbers(
    _ template: Template, _ arguments: [LocalizedArgument], _ whole: WholeNumbers
  ) -> String? {
    guard arguments.count == template.specifiers.count else { return nil }
    for argument in arguments {
      guard case .int(let value) = argument, value >= 0 else { return nil }
    }
    let capacity = template.literalBytes + arguments.count * whole.maximumBytes
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var end = 0
      func append(_ literal: String) {
        for byte in literal.utf8 {
          buffer[end] = byte
          end += 1
        }
      }
      append(template.literals[0])
      for (index, argument) in arguments.enumerated() {
        guard case .int(let value) = argument else { continue }
        end = whole.write(UInt64(value), into: buffer, at: end)
        append(template.literals[index + 1])
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
    }
  }

  /// A format cut at its directives: the text around them and each directive as written. A class: a text
  /// keeps the one for its key, and formatting passes it on, without copying its arrays.
  final class Template: Sendable {
    let literals: [String]
    let specifiers: [Specifier]
    let written: [String]
    /// By specifier: how its number is formatted, worked out once; nil for other conversions.
    let numbers: [NumberDirective?]
    /// Whether any directive is a number's (only then is the locale's identifier needed).
    let formatsNumbers: Bool
    /// Whether every directive is a plain signed whole number ("%lld", "%d") taking the next argument.
    let takesWholeNumbersInOrder: Bool
    /// The bytes of the text around the directives.
    let literalBytes: Int

    init(_ format: String) {
      specifiers = LocalizedFormat.specifiers(in: format)
      var last = format.startIndex
      var literals: [String] = []
      var written: [String] = []
      var numbers: [NumberDirective?] = []
      for spec in specifiers {
        literals.append(String(format[last..<spec.range.lowerBound]))
        written.append(String(format[spec.range]))
        last = spec.range.upperBound
        numbers.append(NumberDirective(spec))
      }
      literals.append(String(format[last...]))
      self.literals = literals
      self.written = written
      self.numbers = numbers
      formatsNumbers = numbers.contains { $0 != nil }
      takesWholeNumbersInOrder =
        !specifiers.isEmpty
        && zip(specifiers, numbers).allSatisfy { spec, number in
          spec.position == nil && !spec.isPercent && number?.isPlainDecimal == true
            && number?.kind == .signed
        }
      literalBytes = literals.reduce(0) { $0 + $1.utf8.count }
    }
  }

  /// A number's directive as `String(format:)` takes it, and whether the locale formats it.
  struct NumberDirective: Sendable {
    enum Kind: Sendable { case signed, unsigned, real }
    let kind: Kind
    let directive: String
    /// Numbers take the locale's digits and separators (as on iOS, where `Text("\(2021)")` reads "2,021"),
    /// except with a field width: Foundation's locale-aware formatting drops zero padding there.
    let usesLocale: Bool
    /// A decimal whole number without flags, width or precision ("%lld", "%u"): a signed one that is not
    /// negative is written by the locale's `WholeNumbers` where Foundation's own output taught it.
    let isPlainDecimal: Bool

    init?(_ spec: Specifier) {
      let options =
        spec.options.utf8.contains(UInt8(ascii: "*"))
        ? spec.options.replacingOccurrences(of: "*", with: "") : spec.options
      usesLocale = !options.prefix { $0 != "." }.contains { $0.isNumber }
      isPlainDecimal = options.isEmpty && ["d", "D", "i", "u", "U"].contains(spec.conversion)
      switch spec.conversion {
      case "d", "D", "i":
        kind = .signed
        directive = "%\(options)lld"
      case "u", "U", "o", "O", "x", "X":
        let conversion = spec.conversion.lowercased() == "o" ? "o" : spec.conversion
        kind = .unsigned
        directive = "%\(options)ll\(conversion == "U" ? "u" : conversion)"
      case "f", "F", "e", "E", "g", "G", "a", "A":
        kind = .real
        directive = "%\(options)\(spec.conversion)"
      default: return nil
      }
    }

    func formatted(_ argument: LocalizedArgument, _ numbers: LocaleNumbers) -> String {
      let locale = usesLocale ? numbers.locale : nil
      let identifier = usesLocale ? numbers.identifier : nil
      if isPlainDecimal, kind == .signed, let whole = numbers.wholeNumbers {
        let value = argument.integer
        if value >= 0 { return whole.write(UInt64(value)) }
      }
      switch kind {
      case .signed:
        let value = argument.integer
        return FormattedNumbers.shared.value(directive, UInt64(bitPattern: value), identifier) {
          String(format: directive, locale: locale, value)
        }
      case .unsigned:
        let value = UInt64(bitPattern: argument.integer)
        return FormattedNumbers.shared.value(directive, value, identifier) {
          String(format: directive, locale: locale, value)
        }
      case .real:
        let value = argument.real
        return FormattedNumbers.shared.value(directive, value.bitPattern, identifier) {
          String(format: directive, locale: locale, value)
        }
      }
    }
  }

  /// Conversions other than numbers.
  private static func formatted(_ argument: LocalizedArgument, _ spec: Specifier) -> String {
    switch spec.conversion {
    case "c", "C":
      return Unicode.Scalar(UInt32(truncatingIfNeeded: argument.integer)).map { String($0) } ?? ""
    default:
      return argument.text
    }
  }
}

/// Formats already cut at their directives: a Text's key is formatted whenever the Text is resolved (a
/// thousand rows showing a changed value format a thousand keys, all alike).
private final class ParsedFormats: @unchecked Sendable {
  static let shared = ParsedFormats()
  private let lock = NSLock()
  // The lock guards the cache below; its accesses skip run-time exclusivity checks (ARCHITECTURE.md,
  // Decisions).
  @exclusivity(unchecked) private var templates: [String: LocalizedFormat.Template] = [:]

  func template(_ format: String) -> LocalizedFormat.Template {
    if let template = lock.withLock({ templates[format] }) { return template }
    let template = LocalizedFormat.Template(format)
    lock.withLock {
      // Bounded: formats made at run time (a translation's expanded pieces) must not pile up.
      if templates.count >= 1024 { templates.removeAll(keepingCapacity: true) }
      templates[format] = template
    }
    return template
  }
}

/// Numbers already formatted, by directive, value and locale. Foundation builds a number formatter for every
/// `String(format:locale:)` (about 0.1 ms), and a Text formats its arguments whenever it is measured and drawn:
/// a thousand counters changing together cost a third of a second a frame without this.
private final class FormattedNumbers: @unchecked Sendable {
  static let shared = FormattedNumbers()
  private struct Key: Hashable {
    let directive: String
    let bits: UInt64
    let locale: String?
  }
  private let lock = NSLock()
  // The lock guards the cache below; its accesses skip run-time exclusivity checks (ARCHITECTURE.md,
  // Decisions).
  @exclusivity(unchecked) private var values: [Key: String] = [:]

  func value(_ directive: String, _ bits: UInt64, _ locale: String?, make: () -> String) -> String {
    let key = Key(directive: directive, bits: bits, locale: locale)
    if let value = lock.withLock({ values[key] }) { return value }
    let value = make()
    lock.withLock {
      // Bounded: numbers shown once (a running timer) must not pile up.
      if values.count >= 4096 { values.removeAll(keepingCapacity: true) }
      values[key] = value
    }
    return value
  }
}

extension LocalizedArgument {
  var integer: Int64 {
    switch self {
    case .int(let value): return value
    case .double(let value): return value.isFinite ? Int64(clamping: Int(value)) : 0
    case .string(let value): return Int64(value) ?? 0
    }
  }
  var real: Double {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    case .string(let value): return Double(value) ?? 0
    }
  }
  var text: String {
    switch self {
    case .int(let value): return String(value)
    case .double(let value): return String(value)
    case .string(let value): return value
    }
  }
}
