import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// Names as typed or pasted, stored values as found on disk, and actions taken while a screen slides in.
@MainActor @Suite struct StoredProfileTests {
  let store = UserDefaults(suiteName: "find-your-match-test-\(UUID().uuidString)")!

  /// Signs up with `pasted` as the name (sent as one text input, as a paste is) and returns what was stored.
  func signUp(pasting pasted: String) throws -> String? {
    let driver = AppDriver(IntroView().defaultAppStorage(store))
    try driver.tap("SIGN UP")
    driver.settle()
    driver.host.send(.text(pasted))
    try driver.tap("NEXT")
    driver.settle()
    try driver.tap("NEXT")
    driver.settle()
    try driver.tap("Select a gender")
    driver.settle()
    try driver.tap("Female")
    driver.settle()
    try driver.tap("FINISH")
    driver.settle()
    #expect(driver.exists("Their gender is Female"))
    return store.string(forKey: "name")
  }

  @Test func controlCharactersAndNULAreRemovedFromNames() throws {
    #expect(try signUp(pasting: "Ni\u{0}c\u{7}k\u{9B}") == "Nick")
  }

  @Test func directionOverridesAreRemovedSoTheNameShowsAsTyped() throws {
    // U+202E would draw "kciN live" as "evil Nick".
    let stored = try #require(try signUp(pasting: "\u{202E}kciN live\u{202C}"))
    #expect(stored == "kciN live")
    #expect(!stored.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
  }

  @Test func lineBreaksInANameBecomeSpaces() throws {
    #expect(try signUp(pasting: "Ada\nLovelace") == "Ada Lovelace")
  }

  func storeProfile(name: Any, age: Any, gender: Any = "female") {
    store.set(name, forKey: "name")
    store.set(age, forKey: "age")
    store.set(gender, forKey: "gender")
    store.set(true, forKey: "signed_in")
  }

  @Test(arguments: [1e300, 17, 101, -5, 50.5] as [Double])
  func aStoredAgeOutsideEighteenToAHundredIsMissingAndSignUpStartsAgain(age: Double) {
    storeProfile(name: "Ada", age: age)
    let driver = AppDriver(IntroView().defaultAppStorage(store))
    #expect(!driver.texts.contains { $0.contains("years old") }, "\(driver.texts)")
    #expect(driver.exists("SIGN UP"))
  }

  @Test func aValidStoredProfileIsShown() {
    storeProfile(name: "Ada", age: 100, gender: "non-binary")
    let driver = AppDriver(IntroView().defaultAppStorage(store))
    #expect(driver.exists("This user is 100 years old"))
    #expect(driver.exists("Their gender is Non-binary"))
  }

  @Test func aHugeStoredNameIsRefusedAsDamagedNotDrawn() {
    storeProfile(name: String(repeating: "Nick ", count: 1_000_000), age: 30)
    let driver = AppDriver(IntroView().defaultAppStorage(store))
    #expect(driver.exists("SIGN UP"))
    #expect(!driver.texts.contains { $0.count > 1_000 })
  }

  @Test(arguments: ["Ni\u{0}ck", "\u{202E}kciN live", "A"])
  func aStoredNameTheAppWouldNotHaveWrittenIsNotShown(name: String) {
    storeProfile(name: name, age: 30)
    let driver = AppDriver(IntroView().defaultAppStorage(store))
    #expect(driver.exists("SIGN UP"))
  }

  @Test func storedValuesOfTheWrongTypeAreMissing() {
    storeProfile(name: 42, age: "thirty", gender: 7)
    let driver = AppDriver(IntroView().defaultAppStorage(store))
    #expect(driver.exists("SIGN UP"))
  }

  @Test func signingOutWhileTheProfileSlidesInEndsOnWelcome() throws {
    let driver = AppDriver(IntroView().defaultAppStorage(store))
    try driver.tap("SIGN UP")
    driver.settle()
    driver.type("Nick")
    try driver.tap("NEXT")
    driver.settle()
    try driver.tap("NEXT")
    driver.settle()
    try driver.tap("Select a gender")
    driver.settle()
    try driver.tap("Male")
    driver.settle()
    try driver.tap("FINISH")
    // Late enough in the slide for the button to take the tap where it is drawn.
    driver.advance(by: 0.6)
    #expect(driver.host.isAnimating, "the profile is still sliding in")
    // A quick tap, down and up before the card moves on.
    let button = try #require(driver.frame(of: "SIGN OUT"))
    let point = CGPoint(x: button.midX, y: button.midY)
    driver.host.send(.pointerDown(point))
    driver.host.send(.pointerUp(point))
    driver.settle()
    #expect(driver.exists("SIGN UP"), "\(driver.texts)")
    #expect(!driver.exists("What's your gender?"))
    #expect(store.object(forKey: "name") == nil)
    // And signing up again starts from an empty name.
    try driver.tap("SIGN UP")
    driver.settle()
    #expect(driver.value(of: "Your name...") == "")
  }
}
