import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// The app's plural strings, drawn in each language: the number chooses the form by CLDR's rules (Russian
/// one / few / many, Arabic zero / one / two / few / many / other, Korean a single form, Uzbek and English
/// one / other), in the language's digits.
@MainActor @Suite struct PluralFormsTests {
  func texts(of view: some View, in language: String) -> [String] {
    let driver = AppDriver(view.environment(\.locale, Locale(identifier: language)), scale: 1)
    driver.settle()
    return driver.texts
  }

  func age(_ age: Int, in language: String) -> String? {
    let profile = Profile(name: "Nick", age: age, gender: "female")
    return texts(of: ProfileView(profile: profile, username: "nick"), in: language)
      .first {
        $0 != "Nick" && !$0.hasPrefix("@") && $0 != texts(of: genderOnly, in: language).first
      }
  }

  /// The gender line alone, to tell it from the age line.
  var genderOnly: some View { Text("Their gender is Female", bundle: .module) }

  @Test func theAgeLineTakesEachLanguagesPluralForm() {
    let expected: [(String, Int, String)] = [
      ("en", 1, "This user is 1 year old"), ("en", 21, "This user is 21 years old"),
      ("ru", 21, "Этому пользователю 21 год"), ("ru", 23, "Этому пользователю 23 года"),
      ("ru", 25, "Этому пользователю 25 лет"), ("ru", 11, "Этому пользователю 11 лет"),
      ("ar_EG", 0, "عمر هذا المستخدم ٠ سنة"), ("ar_EG", 1, "عمر هذا المستخدم سنة واحدة"),
      ("ar_EG", 2, "عمر هذا المستخدم سنتان"), ("ar_EG", 3, "عمر هذا المستخدم ٣ سنوات"),
      ("ar_EG", 11, "عمر هذا المستخدم ١١ سنة"), ("ar_EG", 100, "عمر هذا المستخدم ١٠٠ سنة"),
      ("uz", 1, "Bu foydalanuvchi 1 yoshda"), ("uz", 30, "Bu foydalanuvchi 30 yoshda"),
      ("ko", 1, "유저의 나이는 1"), ("ko", 30, "유저의 나이는 30"),
    ]
    for (language, years, line) in expected {
      #expect(age(years, in: language) == line, "\(language) \(years)")
    }
  }

  @Test func lengthMessagesTakeEachLanguagesPluralForm() {
    let expected: [(String, LocalizedStringKey, String)] = [
      ("en", AccountError.passwordTooShort.message, "Use at least 8 characters"),
      ("ru", AccountError.passwordTooShort.message, "Минимум 8 символов"),
      ("ru", UsernameIssue.tooShort(3).message, "Минимум 3 символа"),
      ("ru", UsernameIssue.tooLong(21).message, "Максимум 21 символ"),
      ("ar_EG", UsernameIssue.tooShort(3).message, "استخدم ٣ أحرف على الأقل"),
      ("ar_EG", UsernameIssue.tooLong(32).message, "استخدم ٣٢ حرفًا على الأكثر"),
      ("ar_EG", UsernameIssue.tooShort(1).message, "استخدم حرفًا واحدًا على الأقل"),
      ("ko", AccountError.passwordTooShort.message, "8자 이상 입력하세요"),
      ("uz", AccountError.passwordTooShort.message, "Kamida 8 ta belgi kiriting"),
    ]
    for (language, message, line) in expected {
      #expect(texts(of: FieldMessage(text: message), in: language) == [line], "\(language)")
    }
  }

  /// Plain interpolations are formatted too: the countdown in the language's digits.
  @Test func theCountdownIsInTheLanguagesDigits() {
    let message = AccountError.countdownMessage(secondsLeft: 29.5)
    #expect(
      texts(of: FieldMessage(text: message), in: "ar_EG") == [
        "محاولات كثيرة جدًا. أعد المحاولة بعد ٣٠ ث"
      ])
    #expect(
      texts(of: FieldMessage(text: message), in: "ru") == [
        "Слишком много попыток. Повторите через 30 с"
      ])
  }
}
