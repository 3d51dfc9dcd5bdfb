import Foundation

/// A locale as number formatting needs it: its identifier (a locale builds it each time it is asked) and how it
/// writes whole numbers (`WholeNumbers`), when that can be done without a formatter. A list scrolled far builds
/// rows numbered in the thousands, each formatted by Foundation (an ICU formatter set up per call) otherwise.
struct LocaleNumbers {
  let locale: Locale?
  let identifier: String?
  /// How `%lld` writes a non-negative whole number in this locale; nil where only Foundation knows.
  let wholeNumbers: WholeNumbers?

  /// Worked out once per locale (`WholeNumbers.of`); without a locale, numbers are written as `String(value)`.
  init(_ locale: Locale?) {
    self.locale = locale
    guard let locale else {
      identifier = nil
      wholeNumbers = .plain
      return
    }
    let identifier = locale.identifier
    self.identifier = identifier
    wholeNumbers = KnownWholeNumbers.shared.style(identifier, locale)
  }
}

/// How a locale writes non-negative whole numbers: its ten digits, and the separator between groups of them
/// ("1,234,567", "1 234 567", "١٬٢٣٤", India's "12,34,567", Spain's "1234" beside "12.345"). Read from
/// Foundation's own output, and kept only when it writes a set of test numbers exactly as Foundation does.
struct WholeNumbers: Sendable {
  /// The digits 0-9, each one character; nil for ASCII.
  let digits: [String]?
  let separator: String
  /// Digits in the rightmost group, and in each group left of it.
  let primaryGroup: Int
  let secondaryGroup: Int
  /// How many digits must stand left of the first group for it to be set apart (2 in Spanish).
  let minimumGrouping: Int
  /// The most bytes `write(_:into:at:)` writes: twenty digits and the separators between them.
  let maximumBytes: Int

  init(
    digits: [String]?, separator: String, primaryGroup: Int, secondaryGroup: Int,
    minimumGrouping: Int
  ) {
    self.digits = digits
    self.separator = separator
    self.primaryGroup = primaryGroup
    self.secondaryGroup = secondaryGroup
    self.minimumGrouping = minimumGrouping
    maximumBytes = 20 * (digits?.map(\.utf8.count).max() ?? 1) + 19 * separator.utf8.count
  }

  /// As `String(value)` writes them.
  static let plain = WholeNumbers(
    digits: nil, separator: "", primaryGroup: 0, secondaryGroup: 0, minimumGrouping: 1)

  func write(_ value: UInt64) -> String {
    let capacity = maximumBytes
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      let count = write(value, into: buffer, at: 0)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// Writes `value` into `buffer` from `offset` (which leaves `maximumBytes` free); returns where it ended.
  func write(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int
  {
    // The ASCII digits, most significant first.
    var ascii: (UInt64, UInt64, UInt64) = (0, 0, 0)
    return withUnsafeMutableBytes(of: &ascii) { scratch in
      var rest = value
      var start = scratch.count
      repeat {
        start -= 1
        scratch[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      let count = scratch.count - start
      var end = offset
      let grouped = primaryGroup > 0 && count >= primaryGroup + minimumGrouping
      for index in 0..<count {
        let remaining = count - index
        if grouped, index > 0, remaining >= primaryGroup,
          (remaining - primaryGroup) % secondaryGroup == 0
        {
          for byte in separator.utf8 {
            buffer[end] = byte
            end += 1
          }
        }
        let byte = scratch[start + index]
        if let digits {
          for digitByte in digits[Int(byte - UInt8(ascii: "0"))].utf8 {
            buffer[end] = digitByte
            end += 1
          }
        } else {
          buffer[end] = byte
          end += 1
        }
      }
      return end
    }
  }

  /// The style `locale` writes whole numbers in, if `write` then matches Foundation for every test number.
  static func of(_ locale: Locale) -> WholeNumbers? {
    func foundation(_ value: Int64) -> String { String(format: "%lld", locale: locale, value) }
    // A long number gives the digits (1-9, then 0) and its groups, and what stands between them.
    let long = foundation(1_234_567_890_123)
    let numerals = long.filter(\.isNumber).map(String.init)
    guard numerals.count == 13 else { return nil }
    let digits = [numerals[9]] + numerals[0..<9]
    var groups: [Int] = []
    var separators: Set<String> = []
    var separator = ""
    var run = 0
    for character in long {
      if character.isNumber {
        if !separator.isEmpty {
          separators.insert(separator)
          separator = ""
          groups.append(run)
          run = 0
        }
        run += 1
      } else {
        separator.append(character)
      }
    }
    groups.append(run)
    guard separators.count <= 1, separator.isEmpty else { return nil }
    let primary = groups.count > 1 ? groups[groups.count - 1] : 0
    let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
    let smallestGrouped = Int64(pow(10, Double(primary)))
    let minimumGrouping = primary > 0 && foundation(smallestGrouped).count == primary + 1 ? 2 : 1
    let style = WholeNumbers(
      digits: digits == (0...9).map { String($0) } ? nil : digits,
      separator: separators.first ?? "", primaryGroup: primary, secondaryGroup: max(secondary, 1),
      minimumGrouping: minimumGrouping)
    let tests: [Int64] = [
      0, 42, smallestGrouped * 10 + 5, 123_456, 1_234_567, 987_654_321, 9_223_372_036_854_775_807,
    ]
    return tests.allSatisfy { style.write(UInt64($0)) == foundation($0) } ? style : nil
  }
}

/// Each locale's `WholeNumbers`, by identifier, worked out once.
private final class KnownWholeNumbers: @unchecked Sendable {
  static let shared = KnownWholeNumbers()
  private let lock = NSLock()
  // The lock guards the table below; its accesses skip run-time exclusivity checks (ARCHITECTURE.md,
  // Decisions).
  @exclusivity(unchecked) private var known: [String: WholeNumbers?] = [:]

  func style(_ identifier: String, _ locale: Locale) -> WholeNumbers? {
    if let known = lock.withLock({ known[identifier] }) { return known }
    let style = WholeNumbers.of(locale)
    lock.withLock { known[identifier] = .some(style) }
    return style
  }
}
