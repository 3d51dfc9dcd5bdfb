import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 000 as the tutorial plays it: welcome, name (with its alert), age, gender, profile, sign out.
@MainActor @Suite struct Seed000OnboardingTests {
  let store = freshStore()

  func launch() -> AppDriver { AppDriver(Seed000.IntroView().defaultAppStorage(store), scale: 2) }

  @Test func welcomeShowsTheTitleAndTheSignUpButton() throws {
    let driver = launch()
    #expect(driver.exists("Find your match"))
    #expect(driver.exists("heart.text.square.fill"))
    #expect(driver.exists("SIGN UP"), "\"Sign up\".uppercased(): \(driver.texts)")
    let image = driver.screenshot(to: "\(screenshotFolder)/seed000-welcome.png")
    // The radial gradient: light purple at the top leading corner, deep purple at the bottom trailing one.
    let light = image.pixel(at: CGPoint(x: 4, y: 4))
    let deep = image.pixel(at: CGPoint(x: 386, y: 840))
    #expect(light.red > deep.red + 40 && light.blue > deep.blue + 40, "\(light) \(deep)")
    #expect(light.blue > light.green + 60 && deep.blue > deep.green + 60, "purple both")
    // The symbol in white, its heart cut out (the gradient shows through).
    let symbol = try #require(driver.frame(of: "heart.text.square.fill"))
    #expect(image.fraction(in: symbol) { $0.isWhite() } > 0.5)
    #expect(
      !image.pixel(at: CGPoint(x: symbol.midX, y: symbol.minY + symbol.height * 0.35)).isWhite())
    // The white title, underlined across its width.
    let title = try #require(driver.frame(of: "Find your match"))
    #expect(image.count(in: title) { $0.isWhite() } > 200)
    #expect(image.hasWhiteLine(under: title))
    // SIGN UP in purple on a white button that spans the screen less 30 points each side.
    let signUp = try #require(driver.frame(of: "SIGN UP"))
    #expect(image.pixel(at: CGPoint(x: 40, y: signUp.midY)).isWhite())
    #expect(!image.pixel(at: CGPoint(x: 20, y: signUp.midY)).isWhite())
    #expect(image.showsPurple(in: signUp))
  }

  @Test func signUpSlidesTheNameStepInFromTrailingAndTheWelcomeOutToLeading() throws {
    let driver = launch()
    let welcomeAtRest = try #require(driver.frame(of: "Find your match"))
    try driver.tap("SIGN UP")
    driver.advance(by: 0.1)

    // Mid-way both steps are drawn: the welcome leaving to the left, the name step arriving from the right.
    let leaving = try #require(
      driver.frame(of: "Find your match", includingHidden: true), "\(driver.texts)")
    let arriving = try #require(driver.frame(of: "What's your name"), "\(driver.texts)")
    #expect(leaving.midX < welcomeAtRest.midX - 20, "\(leaving) vs \(welcomeAtRest)")
    let image = driver.screenshot(to: "\(screenshotFolder)/seed000-step-midway.png")
    // Both are drawn: the white symbol left of where it rests, the arriving title in white at the right.
    let symbol = try #require(driver.frame(of: "heart.text.square.fill", includingHidden: true))
    let shown = symbol.intersection(CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(symbol.midX < 195 - 20 && image.fraction(in: shown) { $0.isWhite() } > 0.5, "\(symbol)")
    let arrivingShown = arriving.intersection(CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(image.count(in: arrivingShown) { $0.isWhite() } > 50, "\(arriving)")
    #expect(
      image.count(in: CGRect(x: 0, y: symbol.minY, width: 195, height: symbol.height)) {
        $0.isWhite()
      } > 1000)

    driver.settle()
    #expect(!driver.exists("Find your match"))
    let nameAtRest = try #require(driver.frame(of: "What's your name"))
    #expect(arriving.midX > nameAtRest.midX + 20, "\(arriving) vs \(nameAtRest)")
    #expect(abs(nameAtRest.midX - 195) < 1, "\(nameAtRest)")
    #expect(
      driver.exists("NEXT") == false && driver.exists("Next"),
      "the seed's button reads Next: \(driver.texts)")
  }

  @Test func aShortNameShowsTheAlertAndTheStepStays() throws {
    let driver = launch()
    try driver.tap("SIGN UP")
    driver.settle()
    driver.tap(at: try #require(driver.textField("Your name...")).center)
    driver.type("Al")
    try driver.tap("Next")
    driver.settle()
    #expect(driver.alertTitle == "Your name must be at least three characters long 😅")
    #expect(driver.alertButtons == ["OK"])
    let image = driver.screenshot(to: "\(screenshotFolder)/seed000-alert.png")
    // The alert: a light panel 270 points wide in the middle, its title in black, OK in blue.
    let panel = try #require(image.alertPanel())
    #expect(abs(panel.width - 270) <= 2 && abs(panel.midX - 195) <= 1, "\(panel)")
    #expect(image.inkCount(in: panel) > 200)
    #expect(image.count(in: panel) { $0.isAccentBlue } > 30)
    // The step behind is dimmed: its white text field is grey now.
    let field = try #require(driver.textField("Your name..."))
    let behind = image.pixel(at: CGPoint(x: field.frame.maxX - 4, y: field.frame.midY))
    #expect(behind.red < 225 && behind.red > 150, "\(behind)")

    try driver.tapAlertButton("OK")
    driver.settle()
    #expect(driver.alertTitle == nil)
    #expect(driver.exists("What's your name"), "the step did not change: \(driver.texts)")
    // The typed "Al" is kept: one more letter makes a valid name and the step advances.
    driver.tap(at: try #require(driver.textField("Your name...")).center)
    driver.type("x")
    try driver.tap("Next")
    driver.settle()
    #expect(driver.alertTitle == nil)
    #expect(driver.exists("What's your age"), "\(driver.texts)")
  }

  @Test func theSliderMovesInWholeYears() throws {
    let driver = launch()
    try driver.tap("SIGN UP")
    driver.settle()
    driver.tap(at: try #require(driver.textField("Your name...")).center)
    driver.type("Nick")
    try driver.tap("Next")
    driver.settle()
    #expect(driver.exists("What's your age"))
    #expect(driver.exists("50"))
    let track = try #require(driver.sliderFrame())
    let thumb = CGPoint(x: track.minX + 14 + (track.width - 28) * 32 / 82, y: track.midY)
    driver.drag(from: thumb, to: CGPoint(x: track.maxX + 40, y: track.midY))
    driver.settle()
    #expect(driver.exists("100"), "\(driver.texts)")
    driver.drag(
      from: CGPoint(x: track.maxX - 14, y: track.midY),
      to: CGPoint(x: track.minX - 40, y: track.midY))
    driver.settle()
    #expect(driver.exists("18"), "\(driver.texts)")
  }

  @Test func theWholeFlowSignsInShowsTheProfileAndSignsOut() async throws {
    let driver = launch()
    try driver.tap("SIGN UP")
    driver.settle()
    driver.tap(at: try #require(driver.textField("Your name...")).center)
    driver.type("Nick")
    try driver.tap("Next")
    driver.settle()

    // Age: the slider starts at 50.
    #expect(driver.exists("What's your age"))
    #expect(driver.exists("50"))
    let slider = try #require(driver.sliderFrame())
    let age = driver.screenshot(to: "\(screenshotFolder)/seed000-age.png")
    // The white thumb 32/82 of the way along, the white track before it, a faint one after.
    let thumbX = slider.minX + 14 + (slider.width - 28) * 32 / 82
    #expect(age.pixel(at: CGPoint(x: thumbX, y: slider.midY - 10)).isWhite())
    #expect(age.pixel(at: CGPoint(x: slider.minX + 8, y: slider.midY)).isWhite())
    #expect(!age.pixel(at: CGPoint(x: slider.maxX - 8, y: slider.midY)).isWhite())
    #expect(age.count(in: try #require(driver.frame(of: "50"))) { $0.isWhite() } > 40)
    try driver.tap("Next")
    driver.settle()

    // Gender: the seed's button reads "Finish" here; without a choice the alert explains.
    #expect(driver.exists("Select a gender"))
    try driver.tap("Finish")
    driver.settle()
    #expect(driver.alertTitle == "Please select a gender before moving forward 🙄")
    try driver.tapAlertButton("OK")
    driver.settle()

    try driver.tap("Select a gender")
    driver.settle()
    #expect(driver.exists("Non-binary"), "the menu is open: \(driver.texts)")
    try driver.tap("Male")
    driver.settle()
    #expect(driver.exists("male"), "the label shows the tag: \(driver.texts)")
    let gender = driver.screenshot(to: "\(screenshotFolder)/seed000-gender.png")
    // The menu closed: below the button only the gradient; the button shows "male" in purple on white.
    let label = try #require(driver.frame(of: "male"))
    #expect(
      gender.count(in: CGRect(x: 0, y: label.maxY + 40, width: 390, height: 200)) {
        $0.isWhite(240)
      } == 0)
    #expect(gender.showsPurple(in: label))
    #expect(gender.pixel(at: CGPoint(x: 40, y: label.midY)).isWhite())

    try driver.tap("Finish")
    driver.advance(by: 0.15)
    // The profile rises from the bottom while the onboarding leaves downwards.
    let rising = try #require(driver.frame(of: "Nick"), "\(driver.texts)")
    #expect(
      driver.exists("What's your gender", includingHidden: true),
      "mid-way the onboarding is still drawn")
    driver.settle()
    let profileName = try #require(driver.frame(of: "Nick"))
    #expect(rising.minY > profileName.minY + 20, "\(rising) vs \(profileName)")
    #expect(driver.exists("This user is 50 years old"), "\(driver.texts)")
    #expect(driver.exists("Their gender is male"))
    #expect(!driver.exists("What's your gender"))
    #expect(store.string(forKey: "name") == "Nick")
    #expect(store.integer(forKey: "age") == 50)
    #expect(store.string(forKey: "gender") == "male")
    #expect(store.bool(forKey: "signed_in"))
    let profile = driver.screenshot(to: "\(screenshotFolder)/seed000-profile.png")
    // A white card with a shadow on the gradient: the person symbol and texts in purple, Sign out white on
    // black.
    let icon = try #require(driver.frame(of: "person.circle.fill"))
    #expect(
      profile.fraction(in: icon.insetBy(dx: 20, dy: 20)) {
        $0.isClose(to: seedPurple, tolerance: 12)
      } > 0.4)
    let card = try #require(
      profile.bounds(in: CGRect(x: 0, y: 0, width: 390, height: icon.minY)) { $0.isWhite(254) })
    #expect(card.minY < icon.minY - 30 && card.minX < 4 && card.maxX > 386, "\(card)")
    let shadow = profile.pixel(at: CGPoint(x: 195, y: card.minY - 1))
    let gradient = profile.pixel(at: CGPoint(x: 195, y: card.minY - 30))
    #expect(shadow.red < gradient.red - 8, "a shadow above the card: \(shadow) vs \(gradient)")
    for text in ["Nick", "This user is 50 years old", "Their gender is male"] {
      #expect(profile.showsPurple(in: try #require(driver.frame(of: text))), "\(text)")
    }
    let signOut = try #require(driver.frame(of: "Sign out"))
    #expect(profile.pixel(at: CGPoint(x: 40, y: signOut.midY)).isDark(20))
    #expect(profile.count(in: signOut) { $0.isWhite() } > 40)

    // Reopening the app with the same store keeps the user signed in.
    let reopened = launch()
    #expect(reopened.exists("This user is 50 years old"))

    try driver.tap("Sign out")
    driver.settle()
    #expect(driver.exists("Find your match"), "\(driver.texts)")
    #expect(driver.exists("SIGN UP"))
    #expect(!driver.exists("Nick"))
    for key in ["name", "age", "gender"] {
      #expect(store.object(forKey: key) == nil, "\(key) removed from the store")
    }
    #expect(store.bool(forKey: "signed_in") == false)
  }
}
