import Foundation

/// The string tables of bundles, read once per bundle and table name: Xcode's string catalog
/// (`<table>.xcstrings`, JSON, read as written: on Linux nothing compiles it) and the older
/// `xx.lproj/<table>.strings` and `.stringsdict`. A file that cannot be read is named on stderr once and
/// its strings fall back to their keys; nothing else is lost.
final class StringTables: @unchecked Sendable {
  static let shared = StringTables()

  /// One translation: a string, or variations chosen by a number or the device.
  indirect enum Value {
    case text(String, substitutions: [String: Substitution])
    case plural([String: Value])
    case device([String: Value])
  }

  /// A `%#@name@` part of a string, chosen by the plural category of its argument.
  struct Substitution {
    /// The argument (from 1); nil in string dictionaries, where it is the directive's own position.
    var argumentNumber: Int?
    /// What `%arg` stands for in a catalog's variants ("lld").
    var formatSpecifier: String?
    var plural: [String: Value]
  }

  /// One table of one bundle: translations by language (lowercased, "-" separated) and key.
  struct Table {
    var sourceLanguage = "en"
    var entries: [String: [String: Value]] = [:]
  }

  /// Where text without a bundle is looked up: `Bundle.main`, then the `*.resources` bundles SwiftPM
  /// builds beside the executable, by name.
  static let defaultBundles: [Bundle] = {
    let main = Bundle.main
    let folder = main.bundleURL
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let resources = entries.filter { $0.hasSuffix(".resources") }.sorted().compactMap {
      Bundle(url: folder.appendingPathComponent($0))
    }
    return [main] + resources
  }()

  private let lock = NSLock()
  // The lock guards the caches below; their accesses skip run-time exclusivity checks (ARCHITECTURE.md,
  // Decisions).
  @exclusivity(unchecked) private var tables: [String: Table] = [:]
  /// The same tables by bundle object and name: a Text looks its string up whenever it is measured and drawn,
  /// and a bundle's path costs more to build than the lookup. The bundle is kept, so its identity is never
  /// reused by another.
  @exclusivity(unchecked) private var tablesByBundle:
    [ObjectIdentifier: (bundle: Bundle, tables: [String: Table])] = [:]
  /// `languages(for:)` by locale identifier.
  @exclusivity(unchecked) private var languagesByLocale: [String: [String]] = [:]

  func table(_ name: String, in bundle: Bundle) -> Table {
    let id = ObjectIdentifier(bundle)
    lock.lock()
    defer { lock.unlock() }
    if let table = tablesByBundle[id]?.tables[name] { return table }
    let cacheKey = bundle.bundleURL.path + "\u{0}" + name
    let table = tables[cacheKey] ?? Self.load(name, in: bundle)
    tables[cacheKey] = table
    tablesByBundle[id, default: (bundle, [:])].tables[name] = table
    return table
  }

  private func languages(for locale: Locale) -> [String] {
    let identifier = locale.identifier
    lock.lock()
    defer { lock.unlock() }
    if let languages = languagesByLocale[identifier] { return languages }
    let languages = Self.languages(for: locale)
    languagesByLocale[identifier] = languages
    return languages
  }

  /// The entry for `key` in the table for `locale` (else the source language's), and the language code whose
  /// plural rules choose among its variants; nil when the table has none.
  func entry(key: String, table name: String?, bundle: Bundle, locale: Locale) -> (
    value: Value, language: String
  )? {
    let table = table(name ?? "Localizable", in: bundle)
    // A bundle without the table (most of those searched for a key) answers before the key is hashed.
    if table.entries.isEmpty { return nil }
    let miss = Miss(
      key: key, table: name, bundle: ObjectIdentifier(bundle), locale: locale.identifier)
    if lock.withLock({ misses.contains(miss) }) { return nil }
    for language in languages(for: locale) + [table.sourceLanguage, "base"] {
      guard let value = table.entries[language]?[key] else { continue }
      let rules = language == "base" ? table.sourceLanguage : language
      return (value, Self.languageCode(rules))
    }
    lock.withLock {
      // Bounded: keys made at run time must not pile up.
      if misses.count >= 4096 { misses.removeAll(keepingCapacity: true) }
      misses.insert(miss)
    }
    return nil
  }

  /// A key no table of a bundle has for a locale (tables never change once read): a Text whose key is not
  /// translated looks it up whenever it is resolved, a thousand labels at a write.
  private struct Miss: Hashable {
    let key: String
    let table: String?
    let bundle: ObjectIdentifier
    let locale: String
  }
  @exclusivity(unchecked) private var misses = Set<Miss>()

  // MARK: Languages

  /// Table languages to try for a locale, most specific first: "ru_RU" → ru-ru, ru; "zh_Hans_CN" →
  /// zh-hans-cn, zh-hans, zh.
  static func languages(for locale: Locale) -> [String] {
    let parts =
      locale.identifier.split(separator: "@").first.map {
        $0.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
      } ?? []
    guard let language = parts.first else { return [] }
    var result: [String] = []
    for count in stride(from: parts.count, through: 1, by: -1) {
      result.append(parts.prefix(count).joined(separator: "-"))
    }
    if parts.count > 2, parts[1].count == 4 { result.append(language + "-" + parts[1]) }
    var seen = Set<String>()
    return result.filter { seen.insert($0).inserted }
  }

  static func languageCode(_ language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  static func normalizedLanguage(_ name: String) -> String {
    name.replacingOccurrences(of: "_", with: "-").lowercased()
  }

  // MARK: Rendering

  static func render(
    _ value: Value, arguments: [LocalizedArgument], isFormat: Bool, language: String, locale: Locale
  ) -> String {
    guard let (template, substitutions) = pick(value, arguments: arguments, language: language)
    else { return "" }
    let expanded = expand(
      template, substitutions: substitutions, arguments: arguments, language: language, depth: 0)
    return isFormat || !arguments.isEmpty
      ? LocalizedFormat.format(expanded, arguments, locale: locale) : expanded
  }

  /// The string a value's variations lead to. A plural chooses by the first number among the arguments,
  /// a device variation takes the phone's (this runtime draws phone-sized windows).
  private static func pick(_ value: Value, arguments: [LocalizedArgument], language: String) -> (
    String, [String: Substitution]
  )? {
    switch value {
    case .text(let text, let substitutions):
      return (text, substitutions)
    case .plural(let variants):
      let number =
        arguments.first {
          if case .string = $0 { return false }
          return true
        } ?? arguments.first
      let category = number.map { PluralCategory.category(for: $0, language: language) } ?? .other
      guard let chosen = variants[category.rawValue] ?? variants["other"] else { return nil }
      return pick(chosen, arguments: arguments, language: language)
    case .device(let variants):
      guard let chosen = variants["iphone"] ?? variants["other"] ?? variants.values.first else {
        return nil
      }
      return pick(chosen, arguments: arguments, language: language)
    }
  }

  /// Replaces each `%#@name@` by the variant its argument's plural category selects.
  private static func expand(
    _ template: String, substitutions: [String: Substitution], arguments: [LocalizedArgument],
    language: String, depth: Int
  ) -> String {
    guard !substitutions.isEmpty, template.contains("#@"), depth < 4 else { return template }
    let format = LocalizedFormat.positional(template)
    var output = ""
    var last = format.startIndex
    for spec in LocalizedFormat.specifiers(in: format) {
      guard let name = spec.substitutionName, let substitution = substitutions[name] else {
        continue
      }
      let position = substitution.argumentNumber ?? spec.position ?? 1
      let category =
        arguments.indices.contains(position - 1)
        ? PluralCategory.category(for: arguments[position - 1], language: language) : .other
      output += format[last..<spec.range.lowerBound]
      last = spec.range.upperBound
      guard
        let variant = substitution.plural[category.rawValue] ?? substitution.plural["other"],
        let (text, nested) = pick(variant, arguments: arguments, language: language)
      else { continue }
      var piece = text
      if let specifier = substitution.formatSpecifier {
        piece = piece.replacingOccurrences(of: "%arg", with: "%\(position)$\(specifier)")
      }
      piece = LocalizedFormat.positional(piece, defaultPosition: position)
      output += expand(
        piece, substitutions: nested.merging(substitutions) { own, _ in own }, arguments: arguments,
        language: language, depth: depth + 1)
    }
    return output + format[last...]
  }

  // MARK: Loading

  private static func load(_ name: String, in bundle: Bundle) -> Table {
    var table = Table()
    let fileManager = FileManager.default
    var folders: [URL] = []
    for url in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0?.standardizedFileURL })
    where !folders.contains(url) {
      folders.append(url)
    }
    for folder in folders {
      let catalog = folder.appendingPathComponent(name + ".xcstrings")
      if fileManager.fileExists(atPath: catalog.path) { readCatalog(catalog, into: &table) }
    }
    for folder in folders {
      let contents = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      for entry in contents.sorted() where entry.hasSuffix(".lproj") {
        let language = normalizedLanguage(String(entry.dropLast(".lproj".count)))
        let lproj = folder.appendingPathComponent(entry)
        let dictionary = lproj.appendingPathComponent(name + ".stringsdict")
        if fileManager.fileExists(atPath: dictionary.path) {
          readStringsDictionary(dictionary, language: language, into: &table)
        }
        let strings = lproj.appendingPathComponent(name + ".strings")
        if fileManager.fileExists(atPath: strings.path) {
          readStrings(strings, language: language, into: &table)
        }
      }
    }
    return table
  }

  private static func report(_ url: URL, _ reason: String) {
    FileHandle.standardError.write(
      Data(
        "SwiftUI: cannot read the string table \(url.path): \(reason); its keys are shown instead\n"
          .utf8))
  }

  private static func add(_ value: Value, key: String, language: String, to table: inout Table) {
    // The first file read wins: catalog, then string dictionary, then strings.
    if table.entries[language]?[key] == nil { table.entries[language, default: [:]][key] = value }
  }

  private static func readCatalog(_ url: URL, into table: inout Table) {
    let root: [String: Any]
    do {
      guard
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
      else { return report(url, "it is not a JSON object") }
      root = object
    } catch {
      return report(url, "\(error.localizedDescription)")
    }
    if let source = root["sourceLanguage"] as? String {
      table.sourceLanguage = normalizedLanguage(source)
    }
    guard let strings = root["strings"] as? [String: Any] else {
      return report(url, "it has no \"strings\"")
    }
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else {
        continue
      }
      for (language, localization) in localizations {
        guard let object = localization as? [String: Any],
          let value = catalogValue(object, inherited: [:])
        else { continue }
        add(value, key: key, language: normalizedLanguage(language), to: &table)
      }
    }
  }

  private static func catalogValue(_ object: [String: Any], inherited: [String: Substitution])
    -> Value?
  {
    var substitutions = inherited
    if let declared = object["substitutions"] as? [String: Any] {
      for (name, item) in declared {
        guard let item = item as? [String: Any] else { continue }
        let variants =
          ((item["variations"] as? [String: Any])?["plural"] as? [String: Any]) ?? [:]
        substitutions[name] = Substitution(
          argumentNumber: (item["argNum"] as? NSNumber)?.intValue,
          formatSpecifier: item["formatSpecifier"] as? String,
          plural: variants.compactMapValues {
            ($0 as? [String: Any]).flatMap { catalogValue($0, inherited: [:]) }
          })
      }
    }
    if let unit = object["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
      return .text(text, substitutions: substitutions)
    }
    guard let variations = object["variations"] as? [String: Any] else { return nil }
    func children(_ kind: String) -> [String: Value]? {
      (variations[kind] as? [String: Any])?.compactMapValues {
        ($0 as? [String: Any]).flatMap { catalogValue($0, inherited: substitutions) }
      }
    }
    if let plural = children("plural") { return .plural(plural) }
    if let device = children("device") { return .device(device) }
    return nil
  }

  private static func propertyList(_ url: URL) -> [String: Any]? {
    do {
      let object = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: url), options: [], format: nil)
      guard let dictionary = object as? [String: Any] else {
        report(url, "it is not a dictionary of strings")
        return nil
      }
      return dictionary
    } catch {
      report(url, "\(error.localizedDescription)")
      return nil
    }
  }

  private static func readStrings(_ url: URL, language: String, into table: inout Table) {
    guard let strings = propertyList(url) else { return }
    for (key, value) in strings {
      if let text = value as? String {
        add(.text(text, substitutions: [:]), key: key, language: language, to: &table)
      }
    }
  }

  private static func readStringsDictionary(_ url: URL, language: String, into table: inout Table) {
    guard let entries = propertyList(url) else { return }
    for (key, entry) in entries {
      guard let entry = entry as? [String: Any],
        let format = entry["NSStringLocalizedFormatKey"] as? String
      else { continue }
      var substitutions: [String: Substitution] = [:]
      for (name, rule) in entry {
        guard let rule = rule as? [String: Any],
          rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
        else { continue }
        var plural: [String: Value] = [:]
        for category in PluralCategory.allCases {
          if let text = rule[category.rawValue] as? String {
            plural[category.rawValue] = .text(text, substitutions: [:])
          }
        }
        substitutions[name] = Substitution(
          argumentNumber: nil, formatSpecifier: nil, plural: plural)
      }
      add(.text(format, substitutions: substitutions), key: key, language: language, to: &table)
    }
  }
}
