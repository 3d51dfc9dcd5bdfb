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
    let image = deck.driver.screenshot(to: "\(temporaryFolder("deck"))/deck-match.png")
    // A dark veil over the deck, the title in white, both portraits in full colour, the coral button.
    #expect(image.pixel(at: CGPoint(x: 10, y: 10)).isDark(60))
    let title = try #require(deck.driver.frame(of: "It's a match!"))
    #expect(image.count(in: title) { $0.isWhite(235) } > 300)
    for portrait in portraits where portrait.frame.width > 140 {
      let middle = CGRect(
        x: portrait.frame.midX - 20, y: portrait.frame.midY - 20, width: 40, height: 40)
      #expect(
        image.count(in: middle) { $0.isDark(60) } < 400,
        "portrait drawn bright at \(portrait.frame)")
    }
    let send = try #require(deck.driver.frame(of: "Send a message"))
    let button = image.pixel(at: CGPoint(x: send.minX - 12, y: send.midY))
    #expect(button.red > 220 && button.green < 110, "coral behind Send a message: \(button)")
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
    let image = driver.screenshot(to: "\(temporaryFolder("matches"))/matches.png")
    // Each row: its name in black beside a round portrait (its colours fill the circle's middle).
    for row in rows {
      #expect(image.inkCount(in: row) > 40, "name drawn at \(row)")
      let portrait = CGRect(x: 24, y: row.maxY - 10, width: 30, height: 30)
      #expect(image.fraction(in: portrait) { !$0.isWhite() } > 0.9, "portrait left of \(row)")
    }
  }
}
