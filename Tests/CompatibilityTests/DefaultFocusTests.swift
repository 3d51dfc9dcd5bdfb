import SwiftUI
import SwiftUITesting
import Testing

/// `SignInFocusScreen` against iOS 17: `.defaultFocus` puts the cursor in the email field as the form
/// appears, so typing goes there without a tap.
@MainActor struct DefaultFocusTests {
  @Test func theFormOpensWithTheCursorInTheEmailField() throws {
    let app = AppDriver(SignInFocusScreen())
    app.settle()
    #expect(app.exists("Typing the email"))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/default-focus.png")
    let email = try #require(app.frame(of: "Email"))
    let password = try #require(app.frame(of: "Password"))
    // The caret (the tint's 2 pt bar) stands in the email field and nowhere in the password field.
    #expect(image.count(in: email, where: \.isAccentBlue) > 10)
    #expect(image.count(in: password, where: \.isAccentBlue) == 0)
    app.type("ana@example.com")
    app.settle()
    // A field's text is its value; its label stays the placeholder.
    #expect(app.value(of: "Email") == "ana@example.com")
    #expect(app.value(of: "Password") == "")
  }

  @Test func tabAndTapsMoveOnFromTheDefault() throws {
    let app = AppDriver(SignInFocusScreen())
    app.settle()
    app.press(.tab)
    app.type("secret")
    app.settle()
    #expect(
      app.value(of: "Password") == "secret", "the default focus took focus back from the next field"
    )
    #expect(app.exists("Not typing"))
  }
}
