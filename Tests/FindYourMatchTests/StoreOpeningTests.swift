import FindYourMatchStore
import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch
@testable import SwiftUI

/// The window opens the database on a thread of its own while the first screen is built
/// (`IntroView.openStoreInBackground`): the app must then behave exactly as when it opens the file itself.
@MainActor @Suite struct StoreOpeningTests {
  let app = TestApp()

  @Test func anAccountMadeOverADatabaseOpenedInTheBackgroundIsThereAtTheNextLaunch() async throws {
    IntroView.openStoreInBackground(databaseURL: app.databaseURL)
    let driver = app.launch()
    #expect(driver.exists("SIGN UP"))
    try await driver.signUp()
    #expect(driver.exists("Discover"))
    // A second launch opens the file itself (the background opening was taken once) and finds the account.
    #expect(StoreOpening.shared.take(url: app.databaseURL) == nil)
    let relaunched = app.launch()
    try relaunched.tap("Profile")
    #expect(await relaunched.wait(for: "Their gender is Female", timeout: 10))
  }

  @Test func aDamagedDatabaseOpenedInTheBackgroundIsExplainedAsWhenOpenedDirectly() throws {
    try FileManager.default.createDirectory(
      at: app.databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data(repeating: 0x5A, count: 4096)
    try garbage.write(to: app.databaseURL)
    IntroView.openStoreInBackground(databaseURL: app.databaseURL)
    let driver = app.launch()
    #expect(driver.exists("Find your match cannot open its data"))
    #expect(
      driver.texts.contains { $0.contains("is damaged") && $0.contains(app.databaseURL.path) })
    #expect(try Data(contentsOf: app.databaseURL) == garbage, "the file is left for recovery")
  }
}
