import Foundation

/// A locale as number formatting needs it: its identifier (a locale builds it each time it is asked) and
/// whether it writes whole numbers below 1,000 as their ASCII digits, as `String(value)` does. Such numbers
/// then need no formatter and no cache: a counter a thousand labels show formats two numbers a label.
struct LocaleNumbers {
  let locale: Locale?
  let identifier: String?
  let writesSmallNumbersPlainly: Bool

  /// Without the digits check: for a format asked once.
  init(_ locale: Locale?) {
    self.locale = locale
    identifier = locale?.identifier
    writesSmallNumbersPlainly = locale == nil
  }

  /// With the digits check, worked out once per locale: for a text that keeps it (`ResolvedText`).
  init(checkingDigitsOf locale: Locale) {
    self.locale = locale
    let identifier = locale.identifier
    self.identifier = identifier
    writesSmallNumbersPlainly = PlainDigits.shared.writesPlainly(identifier, locale)
  }
}

/// Which locales write small whole numbers as ASCII digits (not ar_EG's "٣"), by identifier.
private final class PlainDigits: @unchecked Sendable {
  static let shared = PlainDigits()
  private let lock = NSLock()
  // The lock guards the table below; its accesses skip run-time exclusivity checks (ARCHITECTURE.md,
  // Decisions).
  @exclusivity(unchecked) private var known: [String: Bool] = [:]

  func writesPlainly(_ identifier: String, _ locale: Locale) -> Bool {
    if let known = lock.withLock({ known[identifier] }) { return known }
    // The digits 0-9 in order, and small numbers without any mark around them.
    let digits = String(format: "%lld", locale: locale, 1_234_567_890 as Int64).filter(\.isNumber)
    let plain =
      digits == "1234567890"
      && [0, 7, 42, 987].allSatisfy {
        String(format: "%lld", locale: locale, $0 as Int64) == String($0)
      }
    lock.withLock { known[identifier] = plain }
    return plain
  }
}
