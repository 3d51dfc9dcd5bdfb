import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// Profile's Language: each language named in its own words; a choice redraws the whole app in it at once
/// (the screen shown, the tab bar), is kept for the next launch, and System default goes back to the
/// system's language.
@MainActor @Suite(.serialized) struct LanguageSettingTests {
  @Test func choosingALanguageAppliesAtOnceAndIsKept() async throws {
    let app = TestApp()
    let driver = app.launch()
    try await driver.signUp()
    try driver.tap("Profile")
    driver.settle()
    #expect(driver.exists("Language"))
    #expect(driver.exists("System default"))

    try driver.tap("System default")
    driver.settle()
    for name in ["English", "Oʻzbekcha", "한국어", "العربية", "Русский"] {
      #expect(driver.exists(name), "\(name) in the menu: \(driver.texts)")
    }
    try driver.tap("Русский")
    driver.settle()
    #expect(app.settings.string(forKey: "language") == "ru")
    for text in ["Язык", "Выйти", "Удалить аккаунт", "Этому пользователю 50 лет", "Пол: женский"] {
      #expect(driver.exists(text), "\(text): \(driver.texts)")
    }
    for tab in ["Знакомства", "Места", "Пары", "Профиль"] { #expect(driver.exists(tab), "\(tab)") }
    #expect(!driver.exists("Log out"))

    // Kept: the next launch opens in Russian.
    let relaunched = app.launch()
    relaunched.settle()
    #expect(relaunched.exists("Выйти"), "\(relaunched.texts)")

    try relaunched.tap("Русский")
    relaunched.settle()
    try relaunched.tap("Oʻzbekcha")
    relaunched.settle()
    #expect(relaunched.exists("Chiqish") && relaunched.exists("Til"))

    try relaunched.tap("Oʻzbekcha")
    relaunched.settle()
    try relaunched.tapMenuOption("Tizim tili", writtenAs: "System default")
    relaunched.settle()
    #expect(relaunched.exists("Log out") && relaunched.exists("System default"))
    #expect(app.settings.string(forKey: "language") == "")
  }

  /// Arabic chosen in the app is drawn right to left at once: the row's menu (found by its label) moves from
  /// the right end to the left one, and the tab bar starts from the right.
  @Test func choosingArabicMirrorsTheScreen() async throws {
    let app = TestApp()
    let driver = app.launch()
    try await driver.signUp()
    try driver.tap("Profile")
    driver.settle()
    let picker = try #require(driver.frame(of: "Language"))
    #expect(picker.midX > 195)
    try driver.tap("System default")
    driver.settle()
    try driver.tap("العربية")
    driver.settle()
    let mirrored = try #require(driver.frame(of: "اللغة"), "\(driver.texts)")
    let value = try #require(driver.frame(of: "العربية"))
    #expect(mirrored.midX < 195 && value.midX < 195, "menu \(mirrored), value \(value)")
    let discover = try #require(driver.frame(of: "اكتشف"))
    let profile = try #require(driver.frame(of: "الملف الشخصي"))
    #expect(discover.midX > profile.midX, "Discover \(discover), Profile \(profile)")
  }

  /// Arabic is drawn right to left: the root sets the direction with the language.
  @Test func arabicSetsRightToLeft() {
    #expect(AppLanguage.arabic.layoutDirection == .rightToLeft)
    #expect(AppLanguage.russian.layoutDirection == .leftToRight)
    #expect(AppLanguage.system.layoutDirection == nil)
    let egypt = Locale(identifier: "en_EG")
    #expect(AppLanguage.arabic.locale(in: egypt)?.identifier == "ar_EG")
    #expect(AppLanguage.system.locale(in: egypt) == nil)
  }
}
