import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// Every swipe, rewind, match and boost is written to the database as it happens: a deck opened again from
/// the same file continues with the same person on top.
@MainActor @Suite struct DeckPersistenceTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "deck-persistence-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("find-your-match.sqlite") }

  func open() throws -> SQLiteStore { try SQLiteStore(url: file) }

  @Test func aDeckOpenedAgainContinuesWhereItWasLeft() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try open()
    let account = try await first.signUp(
      username: "nick", password: "correct horse",
      profile: Profile(name: "Nick", age: 30, gender: "male"))
    let clock = ManualClock()
    var (model, journal) = try await DeckModel.load(
      store: first, account: account, now: { clock.now })
    let people = model.remaining
    let liker = try #require(people.first { $0.likesBack(boosted: false) })
    let driver = AppDriver(DiscoverView(model: model, me: DeckHarness.me), scale: 2)
    driver.settle()
    // Swipe through to the first person who likes back, with the keys; rewind one in the middle.
    var swiped = 0
    while model.top != liker {
      driver.press(.left)
      clock.now += 1
      swiped += 1
      if swiped == 2 {
        driver.press(.backspace)
        clock.now += 1
      }
    }
    driver.press(.right)
    driver.settle()
    try driver.tap("Keep swiping")
    driver.settle()
    try driver.tap("Boost")
    let top = try #require(model.top)
    let swipes = model.swipes
    await journal.flush()

    // Quit: a new store on the same file, as the app opens it at the next launch.
    let second = try open()
    (model, journal) = try await DeckModel.load(store: second, account: account, now: { clock.now })
    #expect(model.top == top)
    #expect(model.swipes == swipes)
    #expect(model.matches.map(\.personID) == [liker.id])
    #expect(model.isBoosted())
    let relaunched = AppDriver(DiscoverView(model: model, me: DeckHarness.me), scale: 2)
    relaunched.settle()
    #expect(relaunched.exists("\(top.name), \(top.age)"))

    // Rewind after the relaunch undoes the stored swipe too.
    try relaunched.tap("Rewind")
    await journal.flush()
    let third = try open()
    (model, journal) = try await DeckModel.load(store: third, account: account, now: { clock.now })
    #expect(model.top == liker)
    #expect(model.matches.isEmpty)
  }
}
