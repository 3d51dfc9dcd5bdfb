import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// The whole sign-up, tapped through in Arabic (the system's language) and in Korean (chosen in the app
/// over an Arabic system): every step's words are the language's, and the home opens on the deck in it.
@MainActor @Suite(.serialized) struct LocalizedOnboardingTests {
  @Test func signUpInArabic() async throws {
    let app = TestApp()
    let driver = app.launch(locale: Locale(identifier: "ar_EG"))
    driver.settle()
    #expect(driver.exists("اعثر على شريكك"))
    #expect(
      driver.exists(
        "تعرّف على أشخاص قريبين منك يحبون ما تحب. أخبرنا قليلًا عن نفسك وسنتكفّل بالباقي."))
    #expect(driver.exists("لديّ حساب بالفعل"))
    #expect(!driver.exists("SIGN UP") && !driver.exists("Find your match"))

    try driver.tap("التسجيل")
    driver.settle()
    #expect(driver.exists("ما اسمك؟"))
    #expect(driver.exists("اسمك..."), "the name field's placeholder")
    #expect(driver.exists("رجوع"), "the back button, to VoiceOver")
    driver.type("Layla")
    try driver.tap("التالي")
    driver.settle()
    #expect(driver.exists("كم عمرك؟"))
    #expect(driver.exists("٥٠"), "the age in Egyptian Arabic digits: \(driver.texts)")
    try driver.tap("التالي")
    driver.settle()
    #expect(driver.exists("ما جنسك؟"))
    try driver.tap("التالي")
    driver.settle()
    #expect(driver.alertTitle == "يرجى اختيار الجنس قبل المتابعة 🙄")
    #expect(driver.alertButtons == ["حسنًا"])
    try driver.tapAlertButton("حسنًا")
    driver.settle()
    try driver.tap("اختر الجنس")
    driver.settle()
    try driver.tapMenuOption("أنثى", writtenAs: "Female")
    driver.settle()
    #expect(driver.exists("أنثى"), "the choice, on the picker")
    try driver.tap("التالي")
    driver.settle()
    #expect(driver.exists("أنشئ حسابك"))
    try driver.tap("إنهاء")
    driver.settle()
    #expect(driver.exists("اختر اسم مستخدم"), "\(driver.texts)")
    #expect(driver.exists("استخدم ٨ أحرف على الأقل"))
    #expect(driver.exists("اسم المستخدم") && driver.exists("كلمة المرور"), "placeholders")
    #expect(driver.exists("إظهار كلمة المرور"), "the eye button, to VoiceOver")
    try driver.fillFields("layla", "sunflower42")
    try driver.tap("إنهاء")
    #expect(await driver.wait(for: "اكتشف", timeout: 30), "\(driver.texts)")
    driver.settle()
    for tab in ["أماكن اللقاء", "التطابقات", "الملف الشخصي"] {
      #expect(driver.exists(tab), "\(tab)")
    }
    // The deck's first card: the name as typed, the age in Arabic digits, the hobby in Arabic.
    #expect(
      await driver.wait(until: { $0.exists("Kamola، ٢١", includingHidden: true) }, timeout: 10),
      "\(driver.texts)")
    #expect(driver.exists("الخَبز", includingHidden: true))
    #expect(try await app.storedProfile(of: "layla")?.gender == "female")
  }

  @Test func signUpInKoreanChosenInTheApp() async throws {
    let app = TestApp()
    app.settings.set("ko", forKey: "language")
    let driver = app.launch(locale: Locale(identifier: "ar_EG"))
    driver.settle()
    #expect(driver.exists("나의 인연 찾기"))
    #expect(driver.exists("이미 계정이 있어요"))
    try driver.tap("가입하기")
    driver.settle()
    // Seed 002's Korean for the steps.
    #expect(driver.exists("이름이 뭐에요?"))
    try driver.tap("다음으로")
    driver.settle()
    #expect(driver.alertTitle == "3글자 이상의 이름을 입력해주세요🤣")
    #expect(driver.alertButtons == ["확인"])
    try driver.tapAlertButton("확인")
    driver.settle()
    driver.type("Min-jun")
    try driver.tap("다음으로")
    driver.settle()
    #expect(driver.exists("몇 살이에요?"))
    #expect(driver.exists("50"))
    try driver.tap("다음으로")
    driver.settle()
    #expect(driver.exists("성별은 어떻게 되나요?"))
    try driver.tap("성별을 선택하세요")
    driver.settle()
    try driver.tapMenuOption("남자", writtenAs: "Male")
    driver.settle()
    #expect(driver.exists("남자"))
    try driver.tap("다음으로")
    driver.settle()
    #expect(driver.exists("계정 만들기"))
    #expect(driver.exists("사용자 이름") && driver.exists("비밀번호"), "placeholders")
    try driver.fillFields("minjun", "sunflower42")
    try driver.tap("완료")
    #expect(await driver.wait(for: "탐색", timeout: 30), "\(driver.texts)")
    driver.settle()
    for tab in ["데이트 장소", "매치", "프로필"] { #expect(driver.exists(tab), "\(tab)") }
    #expect(
      await driver.wait(until: { $0.exists("Kamola, 21", includingHidden: true) }, timeout: 10),
      "\(driver.texts)")
    #expect(driver.exists("베이킹", includingHidden: true))
    try driver.tap("프로필")
    driver.settle()
    #expect(driver.exists("유저의 나이는 50"))
    #expect(driver.exists("유저의 성별은 남자"))
    #expect(driver.exists("로그아웃"))
  }
}

extension AppDriver {
  /// Taps an option of the open menu, which must show it in the language chosen (the menu takes the
  /// environment of the picker that opened it, not the window's).
  func tapMenuOption(_ translated: String, writtenAs key: String) throws {
    #expect(exists(translated), "\(texts)")
    #expect(!exists(key) || key == translated, "the option \(key) is shown untranslated: \(texts)")
    try tap(translated)
  }

  /// Types into the text fields on screen, top to bottom (found by their kind, whatever their placeholder
  /// reads in the language shown).
  func fillFields(_ values: String...) throws {
    let fields = elements().filter {
      $0.kind == .control("textField") || $0.kind == .control("secureField")
    }.sorted { $0.frame.minY < $1.frame.minY }
    guard fields.count >= values.count else {
      throw DriverError.notFound("\(values.count) text fields", onScreen: texts)
    }
    for (field, value) in zip(fields, values) {
      tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
      type(value)
    }
  }
}
