import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Localized strings as a person reading Russian, Arabic, Korean or Uzbek sees them: looked up in a
/// bundle's catalog (`Localizable.xcstrings`) and `ru.lproj` tables (`.strings`, `.stringsdict`) for the
/// environment's locale, with CLDR plurals and the interpolated values in place.
@MainActor @Suite struct LocalizationTests {
  static let bundle: Bundle = {
    guard
      let url = Bundle.module.url(
        forResource: "Localized", withExtension: "bundle", subdirectory: "Fixtures"),
      let bundle = Bundle(url: url)
    else { fatalError("the Localized.bundle fixture is missing") }
    return bundle
  }()

  static let russian = Locale(identifier: "ru_RU")
  static let arabic = Locale(identifier: "ar_EG")

  /// Every text the views show, top to bottom.
  func shownTexts<V: View>(_ view: V) -> [String] {
    AppDriver(view).texts
  }

  struct Years: View {
    let counts: [Int]
    var body: some View {
      VStack {
        ForEach(counts, id: \.self) { count in
          Text("\(count) years", bundle: LocalizationTests.bundle)
        }
      }
    }
  }

  @Test func russianYearsTakeOneFewAndMany() {
    let texts = shownTexts(
      Years(counts: [1, 2, 5, 11, 21, 22]).environment(\.locale, Self.russian))
    #expect(texts == ["1 год", "2 года", "5 лет", "11 лет", "21 год", "22 года"])
  }

  @Test func arabicYearsTakeAllSixCategories() {
    let texts = shownTexts(Years(counts: [0, 1, 2, 3, 11, 100]).environment(\.locale, Self.arabic))
    // Egyptian Arabic writes numbers in Arabic-Indic digits, as iOS shows them for ar_EG.
    #expect(texts == ["لا سنوات", "سنة واحدة", "سنتان", "٣ سنوات", "١١ سنة", "١٠٠ عام"])
  }

  @Test func koreanHasOneFormAndUzbekTwo() {
    #expect(
      shownTexts(Years(counts: [1, 7]).environment(\.locale, Locale(identifier: "ko_KR")))
        == ["1년", "7년"])
    #expect(
      shownTexts(Years(counts: [1, 7]).environment(\.locale, Locale(identifier: "uz_Latn_UZ")))
        == ["1 yil", "7 yil"])
    #expect(
      shownTexts(Years(counts: [1, 7]).environment(\.locale, Locale(identifier: "en_US")))
        == ["1 year", "7 years"])
  }

  @Test func pluralRulesFollowCLDR() {
    func categories(_ language: String, _ numbers: [UInt64]) -> [PluralCategory] {
      numbers.map { PluralCategory.category(integer: $0, language: language) }
    }
    #expect(
      categories("ru", [1, 2, 4, 5, 11, 12, 14, 21, 101, 111, 112, 0])
        == [.one, .few, .few, .many, .many, .many, .many, .one, .one, .many, .many, .many])
    #expect(
      categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111])
        == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
    #expect(categories("ko", [0, 1, 2]) == [.other, .other, .other])
    #expect(categories("uz", [0, 1, 2]) == [.other, .one, .other])
    #expect(PluralCategory.category(for: .double(1.5), language: "ru") == .other)
    #expect(PluralCategory.category(for: .double(2), language: "ru") == .few)
  }

  @Test func catalogSubstitutionsAndReorderedArguments() {
    let view = VStack {
      Text("\("Ann") likes \(1) photos", bundle: Self.bundle)
      Text("\("Ann") likes \(3) photos", bundle: Self.bundle)
      Text("\("Ann") likes \(25) photos", bundle: Self.bundle)
      Text("\("Ann") is \(29)", bundle: Self.bundle)
      Text("Tap to continue", bundle: Self.bundle)
    }
    #expect(
      shownTexts(view.environment(\.locale, Self.russian)) == [
        "Ann нравится 1 фотография", "Ann нравится 3 фотографии", "Ann нравится 25 фотографий",
        "Возраст: 29 (Ann)", "Коснитесь, чтобы продолжить",
      ])
    // English has no entries for these: the keys are formatted with their values.
    #expect(
      shownTexts(view.environment(\.locale, Locale(identifier: "en_US"))) == [
        "Ann likes 1 photos", "Ann likes 3 photos", "Ann likes 25 photos", "Ann is 29",
        "Tap to continue",
      ])
  }

  @Test func olderStringsAndStringsDictionaryTables() {
    let view = VStack {
      Text("Sign in", bundle: Self.bundle)
      Text("\(1) matches", bundle: Self.bundle)
      Text("\(3) matches", bundle: Self.bundle)
      Text("\(5) matches", bundle: Self.bundle)
      Text("Edit", tableName: "Profile", bundle: Self.bundle)
      Text("Edit", bundle: Self.bundle)
      // The catalog is read before the .strings file of the same table.
      Text("Welcome", bundle: Self.bundle)
    }
    #expect(
      shownTexts(view.environment(\.locale, Self.russian)) == [
        "Войти", "У вас 1 совпадение", "У вас 3 совпадения", "У вас 5 совпадений", "Изменить",
        "Edit",
        "Добро пожаловать",
      ])
  }

  @Test func missingTranslationsFallBack() {
    let view = VStack {
      Text("Not translated anywhere", bundle: Self.bundle)
      Text("\(3) things not translated", bundle: Self.bundle)
      // Only English has this key's text: Russian shows the English one, not the key.
      Text("greeting.short", bundle: Self.bundle)
      Text("Discount: 100%", bundle: Self.bundle)
      Text("\(100)% off", bundle: Self.bundle)
    }
    #expect(
      shownTexts(view.environment(\.locale, Self.russian)) == [
        "Not translated anywhere", "3 things not translated", "Hi there", "Discount: 100%",
        "100% off",
      ])
  }

  struct ChangingArguments: View {
    @State var count = 1
    @State var name = "Ann"
    var body: some View {
      VStack {
        Text("\(name) is \(count)", bundle: LocalizationTests.bundle)
        Text("\(count) years", bundle: LocalizationTests.bundle)
        Text("\(count) things not translated", bundle: LocalizationTests.bundle)
        Text(count > 2 ? "Welcome" : "Sign in", bundle: LocalizationTests.bundle)
        Text(
          count > 2 ? "\(count) things not translated" : "\(name) is \(count)",
          bundle: LocalizationTests.bundle)
        Button(String("More")) { count += 1 }
        Button(String("Rename")) { name = "Bo" }
      }
    }
  }

  /// A label keeps what its key translates to while only its arguments change: each change must still show
  /// the new values, pick the plural the new number takes, and a new key its own translation.
  @Test func labelsWhoseArgumentsChangeShowTheNewValues() throws {
    // The locale is set above the view that changes, so its labels keep their environment.
    let driver = AppDriver(ChangingArguments().environment(\.locale, Self.russian))
    #expect(
      driver.texts == [
        "Возраст: 1 (Ann)", "1 год", "1 things not translated", "Войти", "Возраст: 1 (Ann)", "More",
        "Rename",
      ])
    try driver.tap("More")
    driver.settle()
    #expect(
      driver.texts == [
        "Возраст: 2 (Ann)", "2 года", "2 things not translated", "Войти", "Возраст: 2 (Ann)",
        "More",
        "Rename",
      ])
    try driver.tap("More")
    driver.settle()
    try driver.tap("Rename")
    driver.settle()
    #expect(
      driver.texts == [
        "Возраст: 3 (Bo)", "3 года", "3 things not translated", "Добро пожаловать",
        "3 things not translated", "More", "Rename",
      ])
    for _ in 0..<2 { try driver.tap("More") }
    driver.settle()
    #expect(driver.texts.prefix(2) == ["Возраст: 5 (Bo)", "5 лет"])
  }

  struct Counter: View {
    @State var count = 1
    var body: some View {
      VStack {
        Text("\(count) things not translated", bundle: LocalizationTests.bundle)
        Button(String("More")) { count += 1 }
        Button(String("Jump")) { count = 1234 }
      }
    }
  }

  /// A changing number keeps its locale's digits and grouping: small numbers skip the formatter only where the
  /// locale writes them as ASCII digits.
  @Test func changingNumbersKeepTheLocalesDigits() throws {
    for (locale, three, jumped) in [
      ("en_US", "3", "1,234"), ("ar_EG", "٣", "١٬٢٣٤"), ("ru_RU", "3", "1\u{A0}234"),
    ] {
      let driver = AppDriver(Counter().environment(\.locale, Locale(identifier: locale)))
      for _ in 0..<2 { try driver.tap("More") }
      driver.settle()
      #expect(driver.texts.first == "\(three) things not translated", "\(locale)")
      try driver.tap("Jump")
      driver.settle()
      #expect(driver.texts.first == "\(jumped) things not translated", "\(locale)")
    }
  }

  /// Numbers in the thousands and beyond read as the locale writes them (as `String(format:locale:)` does, the
  /// way a row numbered 5,123 reads on iOS): its digits, its separator, Spain's "1234" beside "12.345", India's
  /// "12,34,567", and a negative number.
  @Test func largeNumbersReadAsTheLocaleWritesThem() {
    let values: [Int] = [0, 999, 1_234, 12_345, 1_234_567, 9_876_543_210, -5_123]
    let expected: [String: [String]] = [
      "en_US": ["0", "999", "1,234", "12,345", "1,234,567", "9,876,543,210"],
      "es_ES": ["0", "999", "1234", "12.345", "1.234.567", "9.876.543.210"],
      "hi_IN": ["0", "999", "1,234", "12,345", "12,34,567", "9,87,65,43,210"],
      "ar_EG": ["٠", "٩٩٩", "١٬٢٣٤", "١٢٬٣٤٥", "١٬٢٣٤٬٥٦٧", "٩٬٨٧٦٬٥٤٣٬٢١٠"],
      "ru_RU": [
        "0", "999", "1\u{A0}234", "12\u{A0}345", "1\u{A0}234\u{A0}567",
        "9\u{A0}876\u{A0}543\u{A0}210",
      ],
    ]
    for (identifier, written) in expected.sorted(by: { $0.key < $1.key }) {
      let locale = Locale(identifier: identifier)
      let view = VStack { ForEach(values, id: \.self) { Text("Row \($0)") } }
        .environment(\.locale, locale)
      let shown = shownTexts(view)
      #expect(Array(shown.prefix(written.count)) == written.map { "Row \($0)" }, "\(identifier)")
      #expect(
        shown.last == "Row " + String(format: "%lld", locale: locale, Int64(-5_123)),
        "\(identifier)")
    }
  }

  @Test func verbatimTextIsNeverLookedUp() {
    let view = VStack {
      Text(verbatim: "Welcome")
      Text("Welcome", bundle: Self.bundle)
      Text(String("Welcome"))
    }
    #expect(
      shownTexts(view.environment(\.locale, Self.russian)) == [
        "Welcome", "Добро пожаловать", "Welcome",
      ])
  }

  @Test func buttonTitlesAreLookedUpLikeText() {
    let view = Button {
    } label: {
      Text("Sign in", bundle: Self.bundle)
    }
    .environment(\.locale, Self.russian)
    let driver = AppDriver(view)
    #expect(driver.exists("Войти"))
    #expect(!driver.exists("Sign in"))
  }

  @Test func groupedListHeadersAreCapitalizedAfterLookup() {
    let view = List {
      Section {
        Text("Sign in", bundle: Self.bundle)
      } header: {
        Text("Welcome", bundle: Self.bundle)
      }
    }
    .listStyle(.insetGrouped)
    .environment(\.locale, Self.russian)
    let texts = shownTexts(view)
    #expect(texts.contains("ДОБРО ПОЖАЛОВАТЬ"), "\(texts)")
    #expect(texts.contains("Войти"), "\(texts)")
  }

  struct LocaleSwitch: View {
    @State var locale = Locale(identifier: "en_US")
    var body: some View {
      VStack {
        Text("Welcome", bundle: LocalizationTests.bundle)
        VStack {
          Text("Welcome", bundle: LocalizationTests.bundle)
        }
        .environment(\.locale, Locale(identifier: "ko_KR"))
        Button(String("Switch")) { locale = Locale(identifier: "ru_RU") }
      }
      .environment(\.locale, locale)
    }
  }

  @Test func changingTheEnvironmentLocaleRedrawsAndRelaysTheText() throws {
    let driver = AppDriver(LocaleSwitch())
    let before = try #require(driver.frame(of: "Welcome"))
    #expect(driver.texts == ["Welcome", "환영합니다", "Switch"])
    try driver.tap("Switch")
    driver.settle()
    #expect(
      driver.texts == ["Добро пожаловать", "환영합니다", "Switch"], "the inner override still wins")
    let after = try #require(driver.frame(of: "Добро пожаловать"))
    #expect(after.width > before.width + 40, "the longer Russian text is measured again")
  }

  @Test func stringLocalizedAndLocalizedStringResource() {
    #expect(
      String(localized: "Welcome", bundle: Self.bundle, locale: Self.russian) == "Добро пожаловать")
    #expect(String(localized: "\(2) years", bundle: Self.bundle, locale: Self.russian) == "2 года")
    #expect(String(localized: "\(2) years", bundle: Self.bundle, locale: Self.arabic) == "سنتان")
    #expect(String(localized: "Missing", bundle: Self.bundle, locale: Self.russian) == "Missing")
    #expect(
      String(
        localized: "greeting.short", defaultValue: "Hello", bundle: Self.bundle,
        locale: Self.russian) == "Hi there")
    #expect(
      String(
        localized: "absent.key", defaultValue: "Hello \(3)", bundle: Self.bundle,
        locale: Self.russian)
        == "Hello 3")

    let url = Self.bundle.bundleURL
    let resource = LocalizedStringResource("\(5) years", locale: Self.russian, bundle: .atURL(url))
    #expect(resource.key == "%lld years")
    #expect(String(localized: resource) == "5 лет")
    let shown = shownTexts(
      Text(LocalizedStringResource("Welcome", bundle: .atURL(url))).environment(
        \.locale, Self.arabic))
    #expect(shown == ["أهلاً وسهلاً"], "Text looks a resource up in its own environment's locale")
  }

  @Test func formatDirectives() {
    func format(_ string: String, _ arguments: [LocalizedArgument]) -> String {
      LocalizedFormat.format(string, arguments, locale: Locale(identifier: "en_US"))
    }
    #expect(format("%2$@ — %1$lld", [.int(3), .string("Ann")]) == "Ann — 3")
    #expect(format("%d%% of %@", [.int(40), .string("you")]) == "40% of you")
    #expect(format("%05.1f|%-4d|%x", [.double(3.14159), .int(7), .int(255)]) == "003.1|7   |ff")
    #expect(
      format("%3$@ missing", [.int(1)]) == "%3$@ missing",
      "an argument the text lacks stays visible")
    #expect(
      LocalizedFormat.format("%.2f", [.double(3.5)], locale: Self.russian) == "3,50",
      "numbers follow the locale's decimal separator")
    #expect(
      format("%lld", [.int(2021)]) == "2,021", "as on iOS, where Text(\"\\(2021)\") reads 2,021")
    let key: LocalizedStringKey =
      "\(3.5) and \(Float(1.5)) at \(7, specifier: "%03d") \(2.0, specifier: "%.1f")"
    #expect(key.key == "%lf and %f at %03d %.1f")
    #expect(key.resolved == "3.500000 and 1.500000 at 007 2.0")
  }

  @Test func launchLocaleComesFromTheEnvironment() {
    #expect(LaunchLocale.identifier(from: ["LANG": "ru_RU.UTF-8"]) == "ru_RU")
    #expect(
      LaunchLocale.identifier(from: ["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ar_EG.UTF-8"])
        == "ar_EG")
    #expect(
      LaunchLocale.identifier(from: [
        "LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ar_EG", "LC_ALL": "ko_KR.UTF-8",
      ])
        == "ko_KR")
    #expect(LaunchLocale.identifier(from: ["LC_ALL": "", "LANG": "uz_UZ.UTF-8@latin"]) == "uz_UZ")
    #expect(LaunchLocale.identifier(from: ["LANG": "C.UTF-8"]) == "en_US")
    #expect(LaunchLocale.identifier(from: [:]) == "en_US")
    #expect(EnvironmentValues().locale == LaunchLocale.current)
  }
}
