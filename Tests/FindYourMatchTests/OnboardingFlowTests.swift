import FindYourMatchStore
import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// The onboarding flow through the driver, each test with a settings store and a database of its own.
@MainActor @Suite struct OnboardingFlowTests {
  let app = TestApp()
  let driver: AppDriver

  init() {
    driver = app.launch()
  }

  func goToNameStep() throws {
    try driver.tap("SIGN UP")
    driver.settle()
  }

  func enterName(_ name: String) throws {
    try goToNameStep()
    driver.type(name)
    try driver.tap("NEXT")
    driver.settle()
  }

  @Test func happyPathCreatesTheAccountAndOpensTheHome() async throws {
    #expect(driver.exists("Find your match"))
    try goToNameStep()
    #expect(driver.exists("What's your name?"))
    #expect(driver.host.focusedLabel == "Your name...", "the name field is focused on arrival")
    driver.type("Nick")
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.exists("What's your age?"))
    #expect(driver.exists("50"), "the age starts at 50, shown as a whole number")
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.exists("Select a gender"))
    try driver.tap("Select a gender")
    driver.settle()
    try driver.tap("Female")
    driver.settle()
    #expect(driver.exists("Female"))
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.exists("Create your account"))
    try driver.fill("Username", with: "Nick_R")
    #expect(driver.value(of: "Username") == "nick_r", "capitals are lowered as they are typed")
    try driver.fill("Password", with: "sunflower42")
    try driver.tap("FINISH")
    #expect(await driver.wait(for: "Discover", timeout: 30))
    for tab in ["Discover", "Date spots", "Matches", "Profile"] { #expect(driver.exists(tab)) }
    try driver.tap("Profile")
    driver.settle()
    #expect(driver.exists("Nick"))
    #expect(driver.exists("This user is 50 years old"))
    #expect(driver.exists("Their gender is Female"))
    #expect(
      try await app.storedProfile(of: "nick_r") == Profile(name: "Nick", age: 50, gender: "female"))
    #expect(app.settings.bool(forKey: "signed_in"))
    #expect(app.settings.string(forKey: "username") == "nick_r")
    for key in ["name", "age", "gender"] {
      #expect(
        app.settings.object(forKey: key) == nil, "\(key) is in the database, not the settings")
    }
  }

  @Test func theButtonReadsSignUpNextAndFinish() throws {
    #expect(driver.exists("SIGN UP"))
    try enterName("Nick")
    #expect(driver.exists("NEXT"))
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.exists("NEXT"), "the gender step's button is NEXT")
    try driver.tap("Select a gender")
    driver.settle()
    try driver.tap("Male")
    driver.settle()
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.exists("FINISH"))
  }

  @Test(arguments: ["", "Al", "   ", "  Jo  "])
  func aNameShorterThanThreeCharactersShowsAnAlertAndStays(name: String) throws {
    try enterName(name)
    #expect(driver.alertTitle == "Your name must be at least three characters long 😅")
    try driver.tap("OK")
    driver.settle()
    #expect(driver.alertTitle == nil)
    #expect(driver.exists("What's your name?"), "the step does not change")
  }

  @Test func aPasteOverTheNameLimitIsRefusedAtOnceWithTheFieldsMessage() throws {
    try goToNameStep()
    driver.type("Nick ")
    Clipboard.provider.write(String(repeating: "Nick", count: 5_000))
    driver.press(.character("v"), modifiers: .control)
    driver.host.update()
    driver.settle()
    #expect(driver.alertTitle == "Your name can be at most 60 characters long")
    #expect(driver.value(of: "Your name...") == "Nick ", "what was there before the paste is kept")
    try driver.tap("OK")
    driver.settle()
    #expect(driver.alertTitle == nil)
    #expect(driver.exists("What's your name?"), "the step does not change")
  }

  @Test(arguments: ["김민수", "🙂🙂🙂", "Zoë", "محمد"])
  func nonLatinAndEmojiNamesAreAccepted(name: String) throws {
    try enterName(name)
    #expect(driver.alertTitle == nil)
    #expect(driver.exists("What's your age?"))
  }

  @Test func namesAreTrimmedBeforeTheyAreStored() async throws {
    try await driver.signUp(name: "  Nick  ")
    #expect(try await app.storedProfile(of: "nick")?.name == "Nick")
  }

  @Test func goingOnWithoutAGenderShowsAnAlertAndStays() throws {
    try enterName("Nick")
    try driver.tap("NEXT")
    driver.settle()
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.alertTitle == "Please select a gender before moving forward 🙄")
    try driver.tap("OK")
    driver.settle()
    #expect(driver.exists("What's your gender?"))
    #expect(!app.settings.bool(forKey: "signed_in"))
  }

  @Test func badUsernamesAndShortPasswordsGetMessagesUnderTheFields() async throws {
    try driver.reachAccountStep(name: "Nick")
    try driver.tap("FINISH")
    driver.settle()
    #expect(driver.exists("Choose a username"))
    #expect(driver.exists("Use at least 8 characters"))
    #expect(driver.alertTitle == nil, "messages under the fields, not alerts")
    try driver.fill("Username", with: "ni")
    try driver.fill("Password", with: "sunflower42")
    try driver.tap("FINISH")
    driver.settle()
    #expect(driver.exists("Use at least 3 characters"))
    #expect(!driver.exists("Use at least 8 characters"))
    let username = try #require(driver.frame(of: "Username"))
    let message = try #require(driver.frame(of: "Use at least 3 characters"))
    #expect(message.minY >= username.maxY, "the message is under its field")
    #expect(driver.exists("Create your account"))
  }

  @Test func aTakenUsernameIsSaidUnderTheField() async throws {
    let other = try app.store()
    _ = try await other.signUp(
      username: "nick", password: "another one",
      profile: Profile(name: "Other", age: 30, gender: "male"))
    try driver.reachAccountStep(name: "Nick")
    try driver.fill("Username", with: "nick")
    try driver.fill("Password", with: "sunflower42")
    try driver.tap("FINISH")
    #expect(await driver.wait(for: "This username is taken", timeout: 30))
    #expect(driver.exists("Create your account"))
  }

  @Test func theEyeShowsAndHidesThePassword() throws {
    try driver.reachAccountStep(name: "Nick")
    try driver.fill("Password", with: "sunflower42")
    #expect(driver.exists("Show password"))
    let hidden = driver.texts
    #expect(!hidden.contains("sunflower42"))
    try driver.tap("Show password")
    driver.settle()
    #expect(driver.exists("Hide password"))
    #expect(driver.value(of: "Password") == "sunflower42")
    try driver.tap("Hide password")
    driver.settle()
    #expect(driver.exists("Show password"))
  }

  @Test func returnInTheNameFieldMeansNext() throws {
    try goToNameStep()
    driver.type("Nick")
    driver.press(.returnKey)
    driver.settle()
    #expect(driver.exists("What's your age?"))
  }

  @Test func goingBackKeepsTheAnswers() throws {
    try enterName("Nick")
    try driver.tap("Back")
    driver.settle()
    #expect(driver.exists("What's your name?"))
    #expect(driver.value(of: "Your name...") == "Nick", "the typed name is still there")
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.exists("What's your age?"))
  }

  @Test func tappingNextTwiceDuringATransitionAdvancesOnce() throws {
    try goToNameStep()
    driver.type("Nick")
    try driver.tap("NEXT")
    try driver.tap("NEXT")  // 0.05 s later, while the steps are still sliding
    driver.settle()
    #expect(driver.exists("What's your age?"))
    #expect(!driver.exists("What's your gender?"))
  }
}
