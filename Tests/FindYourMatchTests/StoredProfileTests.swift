import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// Names as typed or pasted, stored values as found on disk, and actions taken while a screen slides in.
@MainActor @Suite struct StoredProfileTests {
  let app = TestApp()
  var store: UserDefaults { app.settings }

  /// Signs up with `pasted` as the name (sent as one text input, as a paste is) and returns what was stored.
  func signUp(pasting pasted: String) async throws -> String? {
    let driver = app.launch()
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
    try driver.tap("NEXT")
    driver.settle()
    try driver.fill("Username", with: "nick")
    try driver.fill("Password", with: "sunflower42")
    try driver.tap("FINISH")
    #expect(await driver.wait(for: "Discover", timeout: 30))
    return try await app.storedProfile(of: "nick")?.name
  }

  @Test func controlCharactersAndNULAreRemovedFromNames() async throws {
    #expect(try await signUp(pasting: "Ni\u{0}c\u{7}k\u{9B}") == "Nick")
  }

  @Test func directionOverridesAreRemovedSoTheNameShowsAsTyped() async throws {
    // U+202E would draw "kciN live" as "evil Nick".
    let stored = try #require(try await signUp(pasting: "\u{202E}kciN live\u{202C}"))
    #expect(stored == "kciN live")
    #expect(!stored.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
  }

  @Test func lineBreaksInANameBecomeSpaces() async throws {
    #expect(try await signUp(pasting: "Ada\nLovelace") == "Ada Lovelace")
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
    let driver = app.launch()
    #expect(!driver.texts.contains { $0.contains("years old") }, "\(driver.texts)")
    #expect(driver.exists("SIGN UP"))
  }

  @Test func aValidStoredProfileIsKeptWhileAnAccountIsChosen() {
    storeProfile(name: "Ada", age: 100, gender: "non-binary")
    let driver = app.launch()
    #expect(driver.exists("Welcome back, Ada"))
  }

  @Test func aHugeStoredNameIsRefusedAsDamagedNotDrawn() {
    storeProfile(name: String(repeating: "Nick ", count: 1_000_000), age: 30)
    let driver = app.launch()
    #expect(driver.exists("SIGN UP"))
    #expect(!driver.texts.contains { $0.count > 1_000 })
  }

  @Test(arguments: ["Ni\u{0}ck", "\u{202E}kciN live", "A"])
  func aStoredNameTheAppWouldNotHaveWrittenIsNotShown(name: String) {
    storeProfile(name: name, age: 30)
    let driver = app.launch()
    #expect(driver.exists("SIGN UP"))
  }

  @Test func storedValuesOfTheWrongTypeAreMissing() {
    storeProfile(name: 42, age: "thirty", gender: 7)
    let driver = app.launch()
    #expect(driver.exists("SIGN UP"))
  }

  @Test func signingUpAgainAfterLoggingOutStartsFromAnEmptyName() async throws {
    let driver = app.launch()
    try await driver.signUp()
    try driver.tap("Profile")
    driver.settle()
    try driver.tap("Log out")
    driver.settle()
    try driver.tap("New here? Create an account")
    driver.settle()
    #expect(driver.exists("SIGN UP"), "\(driver.texts)")
    #expect(!driver.exists("What's your gender?"))
    try driver.tap("SIGN UP")
    driver.settle()
    #expect(driver.value(of: "Your name...") == "")
  }
}
