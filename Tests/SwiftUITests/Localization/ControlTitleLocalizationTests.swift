import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Every title Apple's SwiftUI takes as a `LocalizedStringKey` is looked up where the control is, in its
/// locale: a person reading Russian finds each control by its Russian name. Titles given as a `String`
/// variable (`some StringProtocol`) are shown verbatim, as on iOS.
@MainActor @Suite struct ControlTitleLocalizationTests {
  static let bundle: Bundle = {
    guard
      let url = Bundle.module.url(
        forResource: "Controls", withExtension: "bundle", subdirectory: "Fixtures"),
      let bundle = Bundle(url: url)
    else { fatalError("the Controls.bundle fixture is missing") }
    return bundle
  }()

  /// The view in Russian, its keys read from the fixture's `ru.lproj/Localizable.strings`.
  func russian<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844)) -> AppDriver {
    AppDriver(
      view.environment(\.locale, Locale(identifier: "ru_RU"))
        .environment(\.defaultLocalizationBundle, Self.bundle), size: size)
  }

  func labels(_ driver: AppDriver) -> [String] { driver.elements().map(\.label) }

  @Test func textFieldTitlesAndPromptsAreTranslated() {
    struct Fields: View {
      @State var name = ""
      @State var password = ""
      @State var email = ""
      @State var verbatim = ""
      let dynamicTitle = "Name"
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
          TextField("Email", text: $email, prompt: Text("you@example.com"))
          TextField(dynamicTitle, text: $verbatim)
        }
      }
    }
    let driver = russian(Fields())
    let shown = labels(driver)
    #expect(shown.contains("Имя"))
    #expect(shown.contains("Пароль"))
    // The prompt is the placeholder (iOS shows it instead of the title).
    #expect(shown.contains("вы@пример.рф"))
    #expect(!shown.contains("Эл. почта"))
    // A String variable is never looked up.
    #expect(shown.contains("Name"))
    // The placeholder drawn is the translated one: its width is the Russian word's.
    let russianWidth = driver.frame(of: "Имя").map(\.width)
    #expect(russianWidth != nil)
  }

  @Test func placeholderIsDrawnTranslated() {
    struct Field: View {
      @State var text = ""
      var body: some View {
        TextField("Name", text: $text).fixedSize()
      }
    }
    // A fixed-size field is as wide as its placeholder: "Имя" and "الاسم" differ from "Name".
    let english = AppDriver(
      Field().environment(\.defaultLocalizationBundle, Self.bundle),
      size: CGSize(width: 300, height: 100))
    let translated = russian(Field(), size: CGSize(width: 300, height: 100))
    let englishWidth = english.frame(of: "Name")?.width ?? 0
    let russianWidth = translated.frame(of: "Имя")?.width ?? 0
    let expected =
      TextEngine.shared.measure("Имя", style: .init(font: .body), proposal: .unspecified).size.width
    let englishExpected =
      TextEngine.shared.measure("Name", style: .init(font: .body), proposal: .unspecified).size
      .width
    #expect(englishWidth > 0 && russianWidth > 0)
    #expect(abs((russianWidth - englishWidth) - (expected - englishExpected)) < 1)
  }

  @Test func toggleStepperSliderPickerAndMenuLabels() {
    struct Controls: View {
      @State var isOn = true
      @State var age = 30
      @State var distance = 0.5
      @State var language = "en"
      var body: some View {
        VStack {
          Toggle("Notifications", isOn: $isOn)
          Stepper("Age", value: $age, in: 18...99)
          Slider(value: $distance) { Text("Distance") }
          Picker("Language", selection: $language) {
            Text("English").tag("en")
          }
          .pickerStyle(.menu)
          Menu("Sort") { Button("Save") {} }
        }
      }
    }
    let driver = russian(Controls())
    let controls = driver.elements().filter {
      if case .control = $0.kind { return true }
      return false
    }.map(\.label)
    for title in ["Уведомления", "Расстояние", "Язык", "Сортировка"] {
      #expect(controls.contains(title), "\(title) in \(controls)")
    }
    #expect(driver.texts.contains("Возраст"))
    #expect(driver.texts.contains("Английский"))
    #expect(!controls.contains("Notifications") && !controls.contains("Sort"))
  }

  @Test func sectionLabelButtonAndTabItemTitles() {
    let view = TabView {
      List {
        Section("Photos") {
          Label("Likes", systemImage: "heart")
          Button("Save") {}
        }
      }
      .tabItem { Label("Discover", systemImage: "flame") }
    }
    let texts = russian(view).texts
    // Grouped list headers are capitalized after lookup.
    #expect(texts.contains("ФОТОГРАФИИ"))
    #expect(texts.contains("Симпатии"))
    #expect(texts.contains("Сохранить"))
    #expect(texts.contains("Поиск"))
    #expect(!texts.contains("Discover"))
  }

  @Test func accessibilityLabelsAndHints() {
    let view = Image(systemName: "heart")
      .accessibilityLabel("Like")
      .accessibilityHint("Adds this person to your matches")
    let driver = russian(view)
    let element = driver.elements().first { $0.label == "Нравится" }
    #expect(element != nil)
    #expect(element?.hint == "Добавляет человека в ваши пары")
    // A verbatim hint stays as written.
    let verbatim = russian(
      Image(systemName: "heart").accessibilityLabel(Text(verbatim: "Like"))
        .accessibilityHint(String("Adds this person to your matches")))
    #expect(verbatim.elements().contains { $0.label == "Like" })
    #expect(
      verbatim.elements().first { $0.label == "Like" }?.hint == "Adds this person to your matches")
  }

  @Test func alertTitleMessageAndButtons() {
    let view = Color.white.alert("Delete photo?", isPresented: .constant(true)) {
      Button("Delete", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("It cannot be restored.")
    }
    let driver = russian(view)
    #expect(driver.alertTitle == "Удалить фото?")
    #expect(driver.alertMessage == "Его нельзя восстановить.")
    #expect(driver.alertButtons.contains("Удалить"))
  }

  @Test func theRuntimesOwnWordsFollowTheLocale() {
    // `Alert(title:)` without a button shows SwiftUI's own "OK", translated as iOS translates it.
    let view = Color.white.alert(isPresented: .constant(true)) {
      Alert(title: Text("Delete photo?"))
    }
    #expect(russian(view).alertButtons == ["ОК"])
    let korean = AppDriver(view.environment(\.locale, Locale(identifier: "ko_KR")))
    #expect(korean.alertButtons == ["확인"])
    #expect(
      AppDriver(view.environment(\.locale, Locale(identifier: "en_US"))).alertButtons == ["OK"])
  }

  @Test func canvasResolvesTextInItsLocale() {
    var measured = CGSize.zero
    let view = Canvas { context, _ in
      measured = context.resolve(Text("Title").font(.system(size: 20))).measure(
        in: CGSize(width: CGFloat.infinity, height: .infinity))
    }
    _ = russian(view, size: CGSize(width: 300, height: 100)).screenshot()
    let expected = TextEngine.shared.measure(
      "Заголовок", style: .init(font: .system(size: 20)), proposal: .unspecified
    ).size
    #expect(abs(measured.width - expected.width) < 0.5)
  }
}
