import FindYourMatchStore
import Foundation
import SwiftUITesting

@testable import FindYourMatch
@testable import SwiftUI

/// The app as a test launches it: a settings store and a database file of its own (in a temporary folder),
/// so no test touches the person's real profile or another test's.
@MainActor final class TestApp {
  let folder: URL
  let suite = "find-your-match-test-\(UUID().uuidString)"
  let settings: UserDefaults

  init() {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fym-app-\(UUID().uuidString)", isDirectory: true)
    settings = UserDefaults(suiteName: suite)!
  }

  deinit {
    settings.removePersistentDomain(forName: suite)
    try? FileManager.default.removeItem(at: folder)
  }

  var databaseURL: URL { folder.appendingPathComponent("find-your-match/find-your-match.sqlite") }

  /// The clock the app's log-in rate limit reads.
  let clock = TestClock()

  /// A fresh launch over the same settings and database, on a system set to `locale` (English unless a test
  /// says otherwise, whatever LANG the tests run under).
  func launch(scale: CGFloat = 2, locale: Locale = Locale(identifier: "en_US")) -> AppDriver {
    let clock = self.clock
    return AppDriver(
      IntroView(databaseURL: databaseURL, now: { clock.now }).defaultAppStorage(settings)
        .environment(\.locale, locale),
      scale: scale)
  }

  /// A second connection to the app's database, to look at what it stored.
  func store() throws -> SQLiteStore { try SQLiteStore(url: databaseURL) }

  func storedProfile(of username: String) async throws -> Profile? {
    let store = try store()
    guard let account = try await store.account(named: username) else { return nil }
    return try await store.profile(of: account)
  }
}

extension AppDriver {
  /// From the welcome screen to the gender step with `name` typed and the age left at 50.
  func reachGenderStep(name: String) throws {
    try tap("SIGN UP")
    settle()
    type(name)
    try tap("NEXT")
    settle()
    try tap("NEXT")
    settle()
  }

  /// From the welcome screen to the account step, with a gender chosen.
  func reachAccountStep(name: String, gender: String = "Female") throws {
    try reachGenderStep(name: name)
    try tap("Select a gender")
    settle()
    try tap(gender)
    settle()
    try tap("NEXT")
    settle()
  }

  /// Types into the field with this placeholder, after tapping it.
  func fill(_ field: String, with text: String) throws {
    try tap(field)
    type(text)
  }

  /// The whole sign-up, until the home's tab bar shows.
  func signUp(
    name: String = "Nick", gender: String = "Female", username: String = "nick",
    password: String = "sunflower42"
  ) async throws {
    try reachAccountStep(name: name, gender: gender)
    try fill("Username", with: username)
    try fill("Password", with: password)
    try tap("FINISH")
    guard await wait(for: "Discover", timeout: 30) else {
      throw DriverError.notFound("Discover", onScreen: texts)
    }
  }

  /// Seed 004's log-in form: types both fields and taps Login, then waits for the attempt to end.
  func logIn(username: String?, password: String) async throws {
    if let username { try fill("Username", with: username) }
    try fill("Password", with: password)
    try tap("Login")
    await waitWhileBusy()
  }

  /// Lets real time pass (the main actor free, frames advancing) until `condition` holds; false after
  /// `timeout`.
  func wait(until condition: (AppDriver) -> Bool, timeout: Double = 5) async -> Bool {
    let start = Date()
    while !condition(self), Date().timeIntervalSince(start) < timeout {
      try? await Task.sleep(nanoseconds: 10_000_000)
      host.advance(by: 0.01)
    }
    return condition(self)
  }

  /// Lets real time pass (the main actor free, frames advancing) while a spinner shows, then settles.
  func waitWhileBusy(timeout: Double = 30) async {
    let start = Date()
    while exists("In progress"), Date().timeIntervalSince(start) < timeout {
      try? await Task.sleep(nanoseconds: 10_000_000)
      host.advance(by: 0.01)
    }
    settle()
  }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date()

  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  func advance(by seconds: TimeInterval) {
    lock.lock()
    current += seconds
    lock.unlock()
  }
}
