import FindYourMatchStore
import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// Accounts through the driver: seed 004's log-in and log-out, the rate limit, deleting an account, a
/// relaunch, and a person upgrading from the version that kept the profile in settings.
@MainActor @Suite struct AccountFlowTests {
  let app = TestApp()

  /// Signs up as nick / sunflower42 and logs out, ending on the log-in form.
  func signedUpAndLoggedOut() async throws -> AppDriver {
    let driver = app.launch()
    try await driver.signUp()
    try driver.tap("Profile")
    driver.settle()
    try driver.tap("Log out")
    driver.settle()
    return driver
  }

  @Test func signUpLogOutWrongPasswordThenRightPasswordReachesHome() async throws {
    let driver = try await signedUpAndLoggedOut()
    for label in ["Username", "Password", "Login"] { #expect(driver.exists(label), "\(label)") }
    #expect(driver.value(of: "Username") == "nick", "the username is kept after logging out")
    #expect(!app.settings.bool(forKey: "signed_in"))
    try await driver.logIn(username: nil, password: "sunflower24")
    #expect(driver.exists("Wrong username or password"))
    #expect(driver.exists("Login"))
    try await driver.logIn(username: nil, password: "sunflower42")
    #expect(driver.exists("Nick"), "\(driver.texts)")
    #expect(driver.exists("Profile"))
    #expect(app.settings.bool(forKey: "signed_in"))

    // A relaunch stays signed in, on the same tab, with the profile from the database.
    let relaunched = app.launch()
    #expect(relaunched.exists("Profile"))
    #expect(await relaunched.wait(for: "This user is 50 years old", timeout: 10))
    #expect(relaunched.exists("Nick"))
  }

  @Test func anUnknownUsernameGetsTheSameMessageAsAWrongPassword() async throws {
    let driver = try await signedUpAndLoggedOut()
    try await driver.logIn(username: nil, password: "sunflower24")
    let wrongPassword = driver.texts.filter { $0.contains("Wrong") }
    try driver.tap("Username")
    for _ in 0..<4 { driver.press(.backspace) }
    try await driver.logIn(username: "nobody", password: "sunflower42")
    #expect(driver.texts.filter { $0.contains("Wrong") } == wrongPassword)
    #expect(wrongPassword == ["Wrong username or password"])
  }

  @Test func theUsernameIsTrimmedAndLowered() async throws {
    let driver = try await signedUpAndLoggedOut()
    try driver.tap("Username")
    for _ in 0..<4 { driver.press(.backspace) }
    try await driver.logIn(username: "  NICK ", password: "sunflower42")
    #expect(driver.exists("Profile"), "\(driver.texts)")
    #expect(app.settings.string(forKey: "username") == "nick")
  }

  @Test func theLoginButtonIsDisabledWhileAFieldIsEmpty() async throws {
    let driver = try await signedUpAndLoggedOut()
    try driver.tap("Login")
    driver.settle()
    #expect(!driver.exists("In progress"), "no log-in without a password")
    try driver.tap("Username")
    for _ in 0..<4 { driver.press(.backspace) }
    try driver.fill("Password", with: "sunflower42")
    try driver.tap("Login")
    driver.settle()
    #expect(!driver.exists("In progress"), "no log-in without a username")
    #expect(try app.store().loginLimit(for: "").failures == 0)
  }

  @Test func whileALogInIsInFlightTheButtonSpinsIgnoresTapsAndFramesKeepComing() async throws {
    let driver = try await signedUpAndLoggedOut()
    try driver.fill("Password", with: "wrong password")
    try driver.tap("Login")
    #expect(driver.exists("In progress"), "the button shows a ProgressView")
    #expect(!driver.exists("Login"))
    // Tapping again while it hashes sends nothing more, and the main actor keeps advancing frames: argon2id
    // with 64 MiB takes tens of milliseconds at least, a frame here a millisecond or two.
    var frames = 0
    while driver.exists("In progress") {
      if frames < 3, let spinner = driver.frame(of: "In progress") {
        driver.tap(at: CGPoint(x: spinner.midX, y: spinner.midY))
      }
      driver.host.advance(by: 1.0 / 60)
      frames += 1
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    #expect(frames >= 3, "frames drawn while the password was checked: \(frames)")
    driver.settle()
    #expect(driver.exists("Wrong username or password"))
    #expect(try app.store().loginLimit(for: "nick").failures == 1, "one attempt, however many taps")
  }

  @Test func fiveFailuresLockTheUsernameWithACountdownThatSurvivesARelaunch() async throws {
    var driver = try await signedUpAndLoggedOut()
    for attempt in 1...4 {
      try await driver.logIn(username: nil, password: "wrong \(attempt)")
      #expect(driver.exists("Wrong username or password"))
    }
    try await driver.logIn(username: nil, password: "wrong 5")
    #expect(driver.exists("Too many attempts. Try again in 30 s"), "\(driver.texts)")
    // The countdown follows the clock.
    app.clock.advance(by: 10)
    #expect(await driver.wait(for: "Too many attempts. Try again in 20 s", timeout: 5))
    // Even the right password is refused until then, after a relaunch too.
    driver = app.launch()
    #expect(driver.exists("SIGN UP"))
    try driver.tap("I already have an account")
    driver.settle()
    try await driver.logIn(username: "nick", password: "sunflower42")
    #expect(driver.exists("Too many attempts. Try again in 20 s"), "\(driver.texts)")
    app.clock.advance(by: 21)
    #expect(await driver.wait(until: { !$0.texts.contains { $0.hasPrefix("Too many attempts") } }))
    try await driver.logIn(username: nil, password: "sunflower42")
    #expect(driver.exists("Profile"), "\(driver.texts)")
  }

  @Test func logOutFadesToTheLogInView() async throws {
    let driver = app.launch()
    try await driver.signUp()
    try driver.tap("Profile")
    driver.settle()
    try driver.tap("Log out")
    driver.advance(by: 0.1)
    let login = try #require(driver.opacity(of: "Welcome back"))
    #expect(login > 0.05 && login < 0.95, "mid-way the log-in view is fading in: \(login)")
    let card = try #require(driver.frame(of: "Welcome back"))
    driver.settle()
    #expect(driver.frame(of: "Welcome back") == card, "it fades in place, it does not move")
    #expect(driver.opacity(of: "Welcome back") == 1)
    #expect(!driver.exists("Log out"))
  }

  @Test func theWelcomeScreenLinksToTheLogInAndBack() throws {
    let driver = app.launch()
    try driver.tap("I already have an account")
    driver.settle()
    #expect(driver.exists("Welcome back"))
    try driver.tap("New here? Create an account")
    driver.settle()
    #expect(driver.exists("SIGN UP"))
  }

  @Test func deletingTheAccountAsksFirstThenRemovesEveryRow() async throws {
    let driver = app.launch()
    try await driver.signUp()
    try driver.tap("Profile")
    driver.settle()
    try driver.tap("Delete account")
    driver.settle()
    #expect(driver.alertTitle == "Delete your account?")
    try driver.tap("Cancel")
    driver.settle()
    #expect(try await app.store().account(named: "nick") != nil, "Cancel keeps everything")
    try driver.tap("Delete account")
    driver.settle()
    try driver.tap("Delete")
    #expect(await driver.wait(for: "SIGN UP", timeout: 10))
    let store = try app.store()
    #expect(try await store.account(named: "nick") == nil)
    for table in ["accounts", "profiles", "login_attempts"] {
      #expect(try store.database.query("SELECT * FROM \(table)").isEmpty, "\(table)")
    }
    #expect(!app.settings.bool(forKey: "signed_in"))
  }

  @Test func aPersonSignedInWithThePreviousVersionKeepsTheProfileAndChoosesAnAccountOnce()
    async throws
  {
    // What the previous version left in the settings.
    app.settings.set("Ada", forKey: "name")
    app.settings.set(36, forKey: "age")
    app.settings.set("non-binary", forKey: "gender")
    app.settings.set(true, forKey: "signed_in")
    let driver = app.launch()
    #expect(driver.exists("Welcome back, Ada"))
    try driver.fill("Username", with: "ada")
    try driver.fill("Password", with: "analytical engine")
    try driver.tap("SAVE")
    #expect(await driver.wait(for: "Discover", timeout: 30))
    #expect(
      try await app.storedProfile(of: "ada") == Profile(name: "Ada", age: 36, gender: "non-binary"))
    for key in ["name", "age", "gender"] {
      #expect(app.settings.object(forKey: key) == nil, "\(key)")
    }

    // The next launch is signed in on the home, not asked again.
    let relaunched = app.launch()
    #expect(relaunched.exists("Discover"))
    #expect(!relaunched.exists("Welcome back, Ada"))
    try relaunched.tap("Profile")
    #expect(await relaunched.wait(for: "Their gender is Non-binary", timeout: 10))
  }

  @Test func aDatabaseThatCannotBeOpenedIsExplainedNotACrash() throws {
    try FileManager.default.createDirectory(
      at: app.databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data(repeating: 0x5A, count: 4096)
    try garbage.write(to: app.databaseURL)
    let driver = app.launch()
    #expect(driver.exists("Find your match cannot open its data"))
    #expect(
      driver.texts.contains { $0.contains("is damaged") && $0.contains(app.databaseURL.path) })
    #expect(try Data(contentsOf: app.databaseURL) == garbage, "the file is left for recovery")
  }
}
