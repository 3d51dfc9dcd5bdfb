import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 000 as the tutorial plays it: welcome, name (with its alert), age, gender, profile, sign out.
@MainActor @Suite struct Seed000OnboardingTests {
  let store = freshStore()

  func launch() -> AppDriver { AppDriver(Seed000.IntroView().defaultAppStorage(store), scale: 2) }

  @Test func welcomeShowsTheTitleAndTheSignUpButton() {
    let driver = launch()
    #expect(driver.exists("Find your match"))
    #expect(driver.exists("heart.text.square.fill"))
    #expect(driver.exists("SIGN UP"), "\"Sign up\".uppercased(): \(driver.texts)")
    driver.screenshot(to: "\(screenshotFolder)/seed000-welcome.png")
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
    driver.screenshot(to: "\(screenshotFolder)/seed000-step-midway.png")

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
    driver.screenshot(to: "\(screenshotFolder)/seed000-alert.png")

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
    #expect(driver.sliderFrame() != nil)
    driver.screenshot(to: "\(screenshotFolder)/seed000-age.png")
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
    driver.screenshot(to: "\(screenshotFolder)/seed000-gender.png")

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
    driver.screenshot(to: "\(screenshotFolder)/seed000-profile.png")

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
