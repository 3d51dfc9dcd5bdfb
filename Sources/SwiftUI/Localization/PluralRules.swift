import Foundation

/// CLDR plural categories and the cardinal rules of the languages the app speaks (plus the common
/// one/other rule for the rest). https://unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html
enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other

  static func category(for argument: LocalizedArgument, language: String) -> PluralCategory {
    switch argument {
    case .int(let value): return category(integer: value.magnitude, language: language)
    case .double(let value):
      // Operands of CLDR: a number with visible fraction digits (v > 0) takes the fraction rules.
      if value.rounded() == value, value.magnitude < 1e18 {
        return category(integer: UInt64(value.magnitude), language: language)
      }
      // Every language here puts numbers with a fraction in "other".
      return .other
    case .string(let value):
      if let integer = Int64(value) {
        return category(integer: integer.magnitude, language: language)
      }
      return .other
    }
  }

  static func category(integer n: UInt64, language: String) -> PluralCategory {
    let mod10 = n % 10
    let mod100 = n % 100
    switch language {
    case "ru", "uk", "be":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "ar":
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(mod100) { return .few }
        if (11...99).contains(mod100) { return .many }
        return .other
      }
    case "ko", "ja", "zh", "th", "vi", "id", "ms":
      return .other
    case "fr", "pt":
      return n <= 1 ? .one : .other
    default:
      // en, uz, de, es, it, tr and the many languages with "one: n = 1".
      return n == 1 ? .one : .other
    }
  }
}
