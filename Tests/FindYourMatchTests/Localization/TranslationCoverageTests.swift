import FindYourMatchStore
import Foundation
import Testing

@testable import FindYourMatch

/// Every string a person can read has English, Uzbek, Korean, Arabic and Russian: the catalogs are complete,
/// their plural strings give each language's CLDR categories, and no string of the sources or of the app's
/// data (the community, the date spots) is missing from them.
@Suite struct TranslationCoverageTests {
  let catalogs = try! ["Localizable", "Community", "DateSpots"].map(StringCatalog.init)

  @Test func everyKeyHasEveryLanguage() throws {
    var missing: [String] = []
    for catalog in catalogs {
      for key in catalog.keys where catalog.shouldTranslate(key) {
        for language in StringCatalog.translations where catalog.translation(key, language) == nil {
          missing.append("\(catalog.name): \"\(key)\" has no \(language)")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  @Test func pluralStringsGiveEachLanguagesCategories() throws {
    let catalog = try #require(catalogs.first)
    var plurals = 0
    for key in catalog.keys {
      for language in ["en"] + StringCatalog.translations {
        guard case .plural(let forms)? = catalog.translation(key, language) else { continue }
        plurals += 1
        let required = StringCatalog.pluralCategories[language] ?? ["other"]
        #expect(
          required.isSubset(of: Set(forms.keys)),
          "\"\(key)\" in \(language) gives \(forms.keys.sorted()), needs \(required.sorted())")
      }
    }
    // "%lld years old" and the length messages, in every language.
    #expect(plurals >= 4 * 5)
  }

  /// A translation takes the same values as its key (a plural form may leave its number out, as Arabic
  /// does for one and two).
  @Test func translationsKeepTheKeysFormatSpecifiers() throws {
    for catalog in catalogs {
      for key in catalog.keys where catalog.shouldTranslate(key) {
        let expected = StringCatalog.specifiers(key)
        for language in StringCatalog.translations {
          switch catalog.translation(key, language) {
          case .text(let value)?:
            #expect(
              StringCatalog.specifiers(value).sorted() == expected.sorted(),
              "\(catalog.name): \"\(key)\" in \(language): \(value)")
          case .plural(let forms)?:
            for (category, value) in forms {
              #expect(
                Set(StringCatalog.specifiers(value)).isSubset(of: Set(expected)),
                "\"\(key)\" \(category) in \(language): \(value)")
            }
            #expect(
              forms["other"].map { StringCatalog.specifiers($0).sorted() } == expected.sorted(),
              "\"\(key)\" other in \(language)")
          case nil: break
          }
        }
      }
    }
  }

  /// Each string literal of the app's sources is a key of a catalog, or one that is never shown as text
  /// (symbol names, storage keys, links and the like, by the code around it).
  @Test func everyStringOfTheSourcesIsInACatalog() throws {
    let keys = catalogs.flatMap(\.keys)
    var missing: [String] = []
    for literal in try SourceStrings.literals() where !Self.isNeverShown(literal) {
      if !keys.contains(where: { SourceStrings.matches(literal.text, key: $0) }) {
        missing.append("\(literal.file): \"\(literal.text)\"  (after: \(literal.context))")
      }
    }
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  /// The community's hobbies, cities and bios, and the date spots' names, cities and descriptions, are
  /// English data looked up in their catalogs where they are drawn.
  @Test func theAppsDataHasEveryLanguage() throws {
    let community = try StringCatalog("Community")
    let places = try StringCatalog("DateSpots")
    var missing: [String] = []
    let people = CommunityGenerator.makeCommunity()
    let communityKeys = Set(people.flatMap { [$0.hobby, $0.city, $0.bio] })
      .union(HobbyArt.symbols.keys)
    let placeKeys = Set(DateSpotsData.spots.flatMap { [$0.name, $0.cityName, $0.description] })
    for (catalog, keys) in [(community, communityKeys), (places, placeKeys)] {
      for key in keys.sorted() {
        for language in StringCatalog.translations where catalog.translation(key, language) == nil {
          missing.append("\(catalog.name): \"\(key)\" has no \(language)")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
    #expect(communityKeys.count > 50 && placeKeys.count == 9 * 3 - 3)
  }

  /// The catalogs reach the app's bundle as written (SwiftPM copies them on Linux; Xcode compiles them).
  @Test func theCatalogsShipInTheAppsBundle() {
    for name in ["Localizable", "Community", "DateSpots"] {
      #expect(Bundle.module.url(forResource: name, withExtension: "xcstrings") != nil, "\(name)")
    }
  }

  // MARK: Strings never shown as text

  /// Code around a literal that makes it a name for the program rather than words for a person.
  static let technicalContexts = [
    #"(systemName|symbol|systemImage): [^"]*("[^"]*"[^"]*)*$"#,  // SF Symbols
    #"^\s*"[\w ]+": $"#, #"", "[\w ]+": $"#,  // the hobbies' symbols
    #"@AppStorage\($"#, #"case \w+ = $"#, #"== $"#,  // storage keys, raw values, stored tags
    #"(link|tableName|format|atPath): $"#, #"environment\["#,  // links, table names, formats, the shell
  ]

  static func isNeverShown(_ literal: SourceStrings.Literal) -> Bool {
    let text = literal.text
    if text.isEmpty || text.allSatisfy({ !$0.isLetter }) { return true }
    // The language menu names each language in its own words, in every language.
    if AppLanguage.allCases.map(\.nativeName).contains(text) { return true }
    return technicalContexts.contains {
      literal.context.range(of: $0, options: .regularExpression) != nil
    }
  }
}
