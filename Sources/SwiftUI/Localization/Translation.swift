import Foundation

/// What a localized key becomes in one table, bundle and locale, whatever its arguments. A label whose
/// arguments change while its key stays (a counter a thousand rows show) works this out once and then only
/// fills in the arguments, instead of searching the string tables and cutting the format on every change.
enum Translation {
  /// Shown as it is: a key without arguments, or its translation.
  case text(String)
  /// Filled in with the arguments: a key with interpolations, or its translation.
  case format(LocalizedFormat.Template)
  /// Chosen by the arguments themselves (plural variants, substitutions): looked up for each set.
  case variable
}

extension LocalizedStringKey {
  /// What this key becomes in `table` of `bundle` (the app's bundles when nil) for `locale`; the same for any
  /// key with the same text, format flag and whether it has arguments.
  func translation(table: String?, bundle: Bundle?, locale: Locale) -> Translation {
    if let (value, _) = entry(table: table, bundle: bundle, locale: locale) {
      // As `StringTables.render` takes it: a plain entry without substitutions in its text.
      guard case .text(let text, let substitutions) = value,
        substitutions.isEmpty || !text.contains("#@")
      else { return .variable }
      return isFormat || !arguments.isEmpty ? .format(LocalizedFormat.template(text)) : .text(text)
    }
    return isFormat ? .format(LocalizedFormat.template(key)) : .text(key)
  }

  /// The text for `numbers`' locale through a translation this key's `translation(table:bundle:locale:)`
  /// gave.
  func localized(
    _ translation: Translation, table: String?, bundle: Bundle?, numbers: LocaleNumbers
  ) -> String {
    switch translation {
    case .text(let text): return text
    case .format(let template): return LocalizedFormat.format(template, arguments, numbers: numbers)
    case .variable:
      return localized(table: table, bundle: bundle, locale: numbers.locale ?? LaunchLocale.current)
    }
  }

  /// Whether `other` has the same translation as this key in any one table, bundle and locale.
  func translatesAlike(_ other: LocalizedStringKey) -> Bool {
    key == other.key && isFormat == other.isFormat
      && arguments.isEmpty == other.arguments.isEmpty
  }
}
