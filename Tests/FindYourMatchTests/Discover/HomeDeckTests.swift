import FindYourMatchStore
import Foundation
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// The deck in the app: Discover after sign-up, the Matches badge, Send a message, a relaunch.
@MainActor @Suite struct HomeDeckTests {
  @Test func aMatchBadgesTheMatchesTabAndARelaunchContinuesTheDeck() async throws {
    let app = TestApp()
    let driver = app.launch()
    try await driver.signUp()
    let community = CommunityGenerator.makeCommunity()
    let first = community[0]
    #expect(first.likesBack(boosted: false), "the deck opens on someone who likes you back")
    #expect(await driver.wait(for: "\(first.name), \(first.age)", timeout: 10))
    try driver.tap("Like")
    driver.settle()
    #expect(driver.exists("It's a match!"))
    #expect(driver.exists("1"), "the Matches tab's badge: \(driver.texts)")
    try driver.tap("Send a message")
    driver.settle()
    #expect(driver.exists("Matches"))
    #expect(driver.exists("\(first.name), \(first.age)"), "listed in Matches")
    #expect(!driver.exists("1"), "looking at Matches clears the badge")
    try driver.tap("Discover")
    driver.settle()
    try driver.tap("Nope")
    driver.settle()
    let third = community[2]
    #expect(driver.exists("\(third.name), \(third.age)"))
    // Let the writes finish, then launch again over the same database and settings.
    let store = try app.store()
    let account = try #require(try await store.account(named: "nick"))
    var stored: [Swipe] = []
    let start = Date()
    while stored.count < 2, Date().timeIntervalSince(start) < 10 {
      await driver.wait(seconds: 0.1)
      stored = try await store.swipes(of: account)
    }
    #expect(stored.map(\.kind) == [.like, .nope])
    let again = app.launch()
    #expect(await again.wait(for: "\(third.name), \(third.age)", timeout: 10), "\(again.texts)")
  }
}
