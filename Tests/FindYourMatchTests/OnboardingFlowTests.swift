import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// The onboarding flow through the driver, each test with a settings store of its own.
@MainActor @Suite struct OnboardingFlowTests {
  let suite = "find-your-match-test-\(UUID().uuidString)"
  let store: UserDefaults
  let driver: AppDriver

  init() {
    store = UserDefaults(suiteName: suite)!
    driver = AppDriver(IntroView().defaultAppStorage(store))
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

  /// From the name step with a valid name to a chosen gender, on the last step.
  func reachGenderStep(name: String, gender: String) throws {
    try enterName(name)
    try driver.tap("NEXT")
    driver.settle()
    try driver.tap("Select a gender")
    driver.settle()
    try driver.tap(gender)
    driver.settle()
  }

  @Test func happyPathSignsInAndShowsTheProfile() throws {
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
    try driver.tap("FINISH")
    driver.settle()
    #expect(driver.exists("Nick"))
    #expect(driver.exists("This user is 50 years old"))
    #expect(driver.exists("Their gender is Female"))
    #expect(store.string(forKey: "name") == "Nick")
    #expect(store.integer(forKey: "age") == 50)
    #expect(store.string(forKey: "gender") == "female")
    #expect(store.bool(forKey: "signed_in"))
  }

  @Test func theButtonReadsSignUpNextAndFinish() throws {
    #expect(driver.exists("SIGN UP"))
    try enterName("Nick")
    #expect(driver.exists("NEXT"))
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

  @Test func anAbsurdlyLongNameIsRefusedWithAMessageAndKept() throws {
    let essay = String(repeating: "Nick", count: 5_000)
    try goToNameStep()
    driver.host.send(.text(essay))
    try driver.tap("NEXT")
    driver.settle()
    #expect(driver.alertTitle == "Your name can be at most 60 characters long")
    try driver.tap("OK")
    driver.settle()
    #expect(driver.value(of: "Your name...")?.count == essay.count, "nothing typed is lost")
  }

  @Test(arguments: ["김민수", "🙂🙂🙂", "Zoë", "محمد"])
  func nonLatinAndEmojiNamesAreAccepted(name: String) throws {
    try enterName(name)
    #expect(driver.alertTitle == nil)
    #expect(driver.exists("What's your age?"))
  }

  @Test func namesAreTrimmedBeforeTheyAreStored() throws {
    try reachGenderStep(name: "  Nick  ", gender: "Male")
    try driver.tap("FINISH")
    driver.settle()
    #expect(store.string(forKey: "name") == "Nick")
  }

  @Test func finishingWithoutAGenderShowsAnAlertAndStays() throws {
    try enterName("Nick")
    try driver.tap("NEXT")
    driver.settle()
    try driver.tap("FINISH")
    driver.settle()
    #expect(driver.alertTitle == "Please select a gender before moving forward 🙄")
    try driver.tap("OK")
    driver.settle()
    #expect(driver.exists("What's your gender?"))
    #expect(!store.bool(forKey: "signed_in"))
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

  @Test func signingOutClearsTheStoreAndReturnsToWelcome() throws {
    store.set("Ada", forKey: "name")
    store.set(30, forKey: "age")
    store.set("female", forKey: "gender")
    store.set(true, forKey: "signed_in")
    let signedIn = AppDriver(IntroView().defaultAppStorage(store))
    #expect(signedIn.exists("Ada"))
    try signedIn.tap("SIGN OUT")
    signedIn.settle()
    #expect(signedIn.exists("Find your match"))
    for key in ["name", "age", "gender"] {
      #expect(store.object(forKey: key) == nil, "\(key) removed")
    }
    #expect(store.bool(forKey: "signed_in") == false)
  }

  @Test func theProfileRisesFromTheBottomWhenSigningIn() throws {
    try reachGenderStep(name: "Nick", gender: "Male")
    try driver.tap("FINISH")
    driver.advance(by: 0.1)
    let card = try #require(driver.frame(of: "Nick"))
    driver.settle()
    let rest = try #require(driver.frame(of: "Nick"))
    #expect(card.minY > rest.minY + 100, "mid-way the profile is still below its place")
  }
}
