import Foundation
import Testing

@testable import FindYourMatchStore

/// The community, swipes, matches and boosts of schema v2, in a real file.
@Suite struct DeckStoreTests {
  let directory: TemporaryDirectory
  let t0 = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws { directory = try TemporaryDirectory() }

  func openStore() throws -> SQLiteStore {
    SQLiteStore(database: try Database(url: directory.database))
  }

  func account(_ store: SQLiteStore, _ name: String = "ada") async throws -> Account {
    try await store.signUp(
      username: name, password: "correct horse",
      profile: Profile(name: "Ada", age: 36, gender: "female"))
  }

  @Test func theMigrationStoresTheGeneratedCommunityInDeckOrder() async throws {
    let store = try openStore()
    let people = try await store.community()
    #expect(people == CommunityGenerator.makeCommunity())
    #expect(people.count >= 30)
  }

  @Test func swipesAreKeptInOrderAndRewindMarksTheLastOneUndone() async throws {
    let store = try openStore()
    let ada = try await account(store)
    let people = try await store.community()
    let swipes = [
      Swipe(personID: people[0].id, kind: .like, date: t0),
      Swipe(personID: people[1].id, kind: .nope, date: t0 + 1),
      Swipe(personID: people[2].id, kind: .superLike, date: t0 + 2),
    ]
    for swipe in swipes { try await store.recordSwipe(swipe, of: ada) }
    #expect(try await store.swipes(of: ada) == swipes)
    try await store.undoSwipe(swipes[2], of: ada, at: t0 + 3)
    #expect(try await store.swipes(of: ada) == Array(swipes.prefix(2)))
    // The undone swipe is kept, with when it was undone.
    let undone = try store.database.query(
      "SELECT undone_at FROM swipes WHERE person_id = ?", [.int(people[2].id)])
    #expect(undone.first?["undone_at"].date == t0 + 3)
    // Swiped again after a rewind: in effect once.
    try await store.recordSwipe(Swipe(personID: people[2].id, kind: .like, date: t0 + 4), of: ada)
    #expect(try await store.swipes(of: ada).map(\.kind) == [.like, .nope, .like])

    try await store.undoAllSwipes(of: ada, at: t0 + 5)
    #expect(try await store.swipes(of: ada).isEmpty)
    // Another account's deck is its own.
    let grace = try await account(store, "grace")
    try await store.recordSwipe(swipes[0], of: grace)
    #expect(try await store.swipes(of: ada).isEmpty)
    #expect(try await store.swipes(of: grace) == [swipes[0]])
  }

  @Test func matchesComeNewestFirstAndCanBeSeenOrRemoved() async throws {
    let store = try openStore()
    let ada = try await account(store)
    let people = try await store.community()
    try await store.addMatch(Match(personID: people[3].id, date: t0, seen: false), of: ada)
    try await store.addMatch(Match(personID: people[5].id, date: t0 + 60, seen: false), of: ada)
    #expect(try await store.matches(of: ada).map(\.personID) == [people[5].id, people[3].id])
    try await store.markMatchesSeen(of: ada)
    #expect(try await store.matches(of: ada).allSatisfy(\.seen))
    try await store.removeMatch(personID: people[5].id, of: ada)
    #expect(try await store.matches(of: ada).map(\.personID) == [people[3].id])
  }

  @Test func theBoostEndIsKeptAndDeletingTheAccountRemovesItsDeck() async throws {
    let store = try openStore()
    let ada = try await account(store)
    #expect(try await store.boostEnd(of: ada) == nil)
    try await store.saveBoost(until: t0 + 1800, of: ada)
    try await store.saveBoost(until: t0 + 3600, of: ada)
    #expect(try await store.boostEnd(of: ada) == t0 + 3600)
    let person = try await store.community()[0].id
    try await store.recordSwipe(Swipe(personID: person, kind: .like, date: t0), of: ada)
    try await store.addMatch(Match(personID: person, date: t0, seen: false), of: ada)

    try await store.deleteAccount(ada)
    for table in ["swipes", "matches", "boosts"] {
      #expect(
        try store.database.query("SELECT COUNT(*) AS n FROM \(table)").first?["n"].int == 0,
        "\(table)")
    }
    #expect(try await store.community().count == CommunityGenerator.makeCommunity().count)
  }

  @Test func aSwipeOfAnUnknownKindOrPersonIsRefused() async throws {
    let store = try openStore()
    let ada = try await account(store)
    #expect(throws: StoreError.self) {
      try store.database.execute(
        "INSERT INTO swipes (account_id, person_id, kind, swiped_at) VALUES (?, 1, 'maybe', 0)",
        [.integer(ada.id)])
    }
    await #expect(throws: StoreError.self) {
      try await store.recordSwipe(Swipe(personID: 9999, kind: .like, date: t0), of: ada)
    }
  }
}
