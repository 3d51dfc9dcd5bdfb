import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// Matches and the boost: a like on someone who likes you back shows "It's a match!"; the Matches tab lists
/// them newest first; a boost makes more people like you back for 30 minutes.
@MainActor @Suite struct DeckMatchTests {
  let everyone = CommunityGenerator.makeCommunity()
  var likers: [Person] { everyone.filter { $0.likesBack(boosted: false) } }
  var strangers: [Person] { everyone.filter { !$0.likesBack(boosted: true) } }
  /// Like you back only during a boost.
  var boostLikers: [Person] {
    everyone.filter { $0.likesBack(boosted: true) && !$0.likesBack(boosted: false) }
  }

  final class Calls { var count = 0 }

  @Test func aLikeOnSomeoneWhoLikesYouBackIsAMatch() throws {
    let them = likers[0]
    let calls = Calls()
    let deck = DeckHarness(community: [strangers[0], them, likers[1]]) { calls.count += 1 }
    // A nope on someone is never a match; a like on a stranger neither.
    deck.driver.press(.right)
    deck.driver.settle()
    #expect(!deck.driver.exists("It's a match!"))
    deck.driver.press(.right)
    deck.driver.settle()
    #expect(deck.driver.exists("It's a match!"))
    #expect(deck.driver.exists("You and \(them.name) like each other."))
    let portraits = deck.driver.host.elements().filter { $0.label == "Portrait illustration" }
    // Each 140 pt, tilted.
    #expect(
      portraits.filter { $0.frame.width > 140 && $0.frame.width < 170 }.count == 2,
      "both portraits: \(portraits)")
    _ = deck.driver.screenshot(to: "\(NSTemporaryDirectory())/deck-match.png")
    #expect(deck.model.matches.map(\.personID) == [them.id])
    #expect(deck.changes.entries.contains(.matched(deck.model.matches[0])))
    // While it shows, the arrow keys do not swipe behind it; Escape closes it.
    deck.driver.press(.right)
    #expect(deck.model.swipes.count == 2)
    deck.driver.press(.escape)
    deck.driver.settle()
    #expect(!deck.driver.exists("It's a match!"))
    #expect(calls.count == 0)

    // A super like matches too; "Send a message" goes to the matches.
    deck.driver.press(.up)
    deck.driver.settle()
    try deck.driver.tap("Send a message")
    deck.driver.settle()
    #expect(calls.count == 1)
    #expect(!deck.driver.exists("It's a match!"))
    #expect(deck.model.matchesNewestFirst.first?.personID == likers[1].id)
  }

  @Test func keepSwipingClosesTheMatchAndRewindTakesTheMatchBack() throws {
    let deck = DeckHarness(community: [likers[0], strangers[0]])
    try deck.driver.tap("Like")
    deck.driver.settle()
    try deck.driver.tap("Keep swiping")
    deck.driver.settle()
    #expect(!deck.driver.exists("It's a match!"))
    #expect(deck.model.matches.count == 1)
    try deck.driver.tap("Rewind")
    deck.driver.settle()
    #expect(deck.model.matches.isEmpty)
    #expect(deck.model.top == likers[0])
    #expect(
      deck.changes.entries.suffix(2) == [
        .rewound(
          deck.model.swipes.first
            ?? Swipe(personID: likers[0].id, kind: .like, date: deck.clock.now)),
        .unmatched(personID: likers[0].id),
      ])
  }

  @Test func aBoostLastsThirtyMinutesShowsTheTimeLeftAndBringsMoreMatches() async throws {
    let deck = DeckHarness(community: [boostLikers[0], boostLikers[1]])
    deck.driver.press(.right)
    deck.driver.settle()
    #expect(deck.model.matches.isEmpty, "without a boost they do not like you back")
    try deck.driver.tap("Boost")
    deck.driver.settle()
    #expect(deck.driver.exists("30:00"), "\(deck.driver.texts)")
    #expect(deck.changes.entries.last == .boosted(until: deck.clock.now + 1800))
    deck.clock.now += 61
    // The button shows the time left (its name stays Boost), counted down every second.
    #expect(deck.driver.element("Boost")?.kind == .control("button"))
    // Real seconds pass here; other suites may hold the main actor meanwhile, hence the long limit.
    #expect(await deck.driver.wait(for: "28:59", timeout: 30), "\(deck.driver.texts)")
    deck.driver.press(.right)
    deck.driver.settle()
    #expect(deck.model.matches.map(\.personID) == [boostLikers[1].id])
    // Thirty minutes later it is over.
    deck.clock.now += 30 * 60
    #expect(!deck.model.isBoosted())
    var countdownGone = false
    let start = Date()
    while !countdownGone && Date().timeIntervalSince(start) < 30 {
      await deck.driver.wait(seconds: 0.1)
      countdownGone = !deck.driver.texts.contains { $0.contains(":") }
    }
    #expect(countdownGone, "\(deck.driver.texts)")
  }

  @Test func theMatchesListIsNewestFirst() throws {
    let clock = ManualClock()
    let people = Array(everyone.prefix(3))
    let model = DeckModel(
      community: everyone,
      matches: [
        Match(personID: people[0].id, date: clock.now - 3600, seen: true),
        Match(personID: people[1].id, date: clock.now - 60, seen: false),
        Match(personID: people[2].id, date: clock.now - 600, seen: false),
      ], now: { clock.now })
    #expect(model.unseenMatchCount == 2)
    let driver = AppDriver(MatchesView(model: model), scale: 2)
    driver.settle()
    let rows = try [people[1], people[2], people[0]].map {
      try #require(driver.frame(of: "\($0.name), \($0.age)"))
    }
    #expect(rows[0].minY < rows[1].minY && rows[1].minY < rows[2].minY, "newest first: \(rows)")
    #expect(model.unseenMatchCount == 2, "only the Home tab marks them seen")
    _ = driver.screenshot(to: "\(NSTemporaryDirectory())/matches.png")
  }
}
