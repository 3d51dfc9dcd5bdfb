import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// The deck's gestures: the card follows the finger and leans, the stamps fade in with the distance, a
/// release decides by distance or by the speed of the throw, buttons and keys swipe the same way, Rewind
/// brings the card back the way it left.
@MainActor @Suite struct DeckSwipeTests {
  func label(_ person: Person?) -> String { person.map { "\($0.name), \($0.age)" } ?? "-" }

  /// People who never like you back, so no "It's a match!" comes between the swipes.
  static let strangers = CommunityGenerator.makeCommunity().liking(false)

  /// The same place as the card at rest: the name's leading edge and baseline (names differ in width).
  func atRest(_ frame: CGRect, _ rest: CGRect) -> Bool {
    abs(frame.minX - rest.minX) < 0.5 && abs(frame.maxY - rest.maxY) < 0.5
  }

  /// Where to put the finger: on the top card, above its name.
  func grip(_ deck: DeckHarness) throws -> CGPoint {
    let name = try #require(deck.driver.frame(of: label(deck.model.top)))
    return CGPoint(x: 195, y: name.minY - 220)
  }

  @Test func theCardFollowsTheFingerLeansAndShowsTheStampMidDrag() throws {
    let deck = DeckHarness(community: Self.strangers)
    let top = try #require(deck.model.top)
    let rest = try #require(deck.driver.frame(of: label(top)))
    let start = try grip(deck)
    let width = deck.model.community.isEmpty ? 0 : CGFloat(366)
    deck.driver.touchDown(at: start)
    deck.driver.advance(by: 0.05)
    deck.driver.touchMove(to: CGPoint(x: start.x + 30, y: start.y))
    deck.driver.advance(by: 0.05)
    deck.driver.touchMove(to: CGPoint(x: start.x + 60, y: start.y + 10))
    deck.driver.advance(by: 0.02)

    let moved = try #require(deck.driver.frame(of: label(top)))
    let rotation = try #require(deck.driver.rotation(of: label(top)))
    #expect(moved.midX > rest.midX + 50, "follows the finger: \(moved) vs \(rest)")
    #expect(abs(rotation - 60 / width * 12) < 0.3, "leans right by the offset: \(rotation)°")
    let like = deck.driver.opacity(of: "LIKE") ?? 0
    #expect(abs(like - 60 / (width / 4)) < 0.05, "LIKE fades in with the distance: \(like)")
    #expect((deck.driver.opacity(of: "NOPE") ?? 0) < 0.01)
    let midDrag = deck.driver.screenshot(to: "\(temporaryFolder("deck"))/deck-mid-drag.png")
    // The green LIKE stamp shows on the card (the card's own light green is far paler).
    let stamp = try #require(deck.driver.frame(of: "LIKE"))
    #expect(
      midDrag.count(in: stamp) { pixel in
        Int(pixel.green) - Int(pixel.red) > 60 && Int(pixel.green) - Int(pixel.blue) > 40
          && pixel.green > 150
      } > 100,
      "the LIKE stamp is drawn in green at \(stamp)")

    // Back past the start: the card leans the other way and NOPE shows instead.
    deck.driver.touchMove(to: CGPoint(x: start.x - 90, y: start.y))
    deck.driver.advance(by: 0.02)
    #expect((deck.driver.rotation(of: label(top)) ?? 0) < -2)
    #expect((deck.driver.opacity(of: "NOPE") ?? 0) > 0.9)
    #expect((deck.driver.opacity(of: "LIKE") ?? 0) < 0.01)

    // Released slowly short of a third of the width: it springs back, nothing decided.
    deck.driver.advance(by: 0.3)
    deck.driver.touchMove(to: CGPoint(x: start.x - 80, y: start.y))
    deck.driver.advance(by: 0.3)
    deck.driver.touchUp(at: CGPoint(x: start.x - 80, y: start.y))
    deck.driver.settle()
    #expect(deck.model.swipes.isEmpty)
    #expect(deck.model.top == top)
    let back = try #require(deck.driver.frame(of: label(top)))
    #expect(atRest(back, rest), "\(back)")
    #expect(abs(deck.driver.rotation(of: label(top)) ?? 1) < 0.01)
  }

  @Test func aSlowDragPastAThirdOfTheWidthLikesAndThrowsTheCardRight() throws {
    let deck = DeckHarness(community: Self.strangers)
    let top = try #require(deck.model.top)
    let next = deck.model.remaining[1]
    let rest = try #require(deck.driver.frame(of: label(top)))
    let start = try grip(deck)
    deck.driver.drag(from: start, to: CGPoint(x: start.x + 140, y: start.y), duration: 1, steps: 20)
    deck.driver.advance(by: 0.3)
    deck.driver.touchUp(at: CGPoint(x: start.x + 140, y: start.y))
    #expect(deck.model.swipes.map(\.kind) == [.like])
    #expect(deck.model.swipes.first?.personID == top.id)
    #expect(deck.model.top == next)
    deck.driver.advance(by: 1.0 / 60)
    let flying = try #require(deck.driver.frame(of: label(top), includingHidden: true))
    #expect(flying.midX > rest.midX + 150, "on its way out to the right: \(flying)")
    deck.driver.settle()
    #expect(!deck.driver.exists(label(top)))
    let nextFrame = try #require(deck.driver.frame(of: label(next)))
    #expect(atRest(nextFrame, rest), "\(nextFrame)")
    #expect(deck.changes.entries.first == .swiped(deck.model.swipes[0]))
  }

  @Test func aFastFlickDecidesByVelocityEvenWhenTheFingerTravelsLittle() throws {
    let deck = DeckHarness(community: Self.strangers)
    let top = try #require(deck.model.top)
    let start = try grip(deck)
    // 80 pt in 50 ms to the left: short of a third of the width, but the throw would carry it far.
    deck.driver.drag(
      from: start, to: CGPoint(x: start.x - 80, y: start.y), duration: 0.05, steps: 4)
    #expect(deck.model.swipes.map(\.kind) == [.nope])
    deck.driver.advance(by: 1.0 / 60)
    let flying = try #require(deck.driver.frame(of: label(top), includingHidden: true))
    #expect(flying.minX < 0, "thrown fast to the left: \(flying)")
    deck.driver.settle()

    // The same distance slowly decides nothing.
    let second = try #require(deck.model.top)
    deck.driver.drag(
      from: start, to: CGPoint(x: start.x - 80, y: start.y), duration: 0.8, steps: 16)
    deck.driver.settle()
    #expect(deck.model.swipes.count == 1)
    #expect(deck.model.top == second)

    // Up, fast: a super like.
    deck.driver.drag(
      from: start, to: CGPoint(x: start.x, y: start.y - 90), duration: 0.05, steps: 4)
    #expect(deck.model.swipes.last?.kind == .superLike)
    #expect(deck.model.swipes.last?.personID == second.id)
  }

  @Test func buttonsAndKeysSwipeAndRewindBringsTheCardBackTheWayItLeft() throws {
    let deck = DeckHarness(community: Self.strangers)
    let people = deck.model.remaining
    let rest = try #require(deck.driver.frame(of: label(people[0])))
    try deck.driver.tap("Nope")
    deck.driver.settle()
    try deck.driver.tap("Like")
    deck.driver.settle()
    try deck.driver.tap("Super Like")
    deck.driver.settle()
    deck.driver.press(.left)
    deck.driver.press(.right)
    deck.driver.press(.up)
    deck.driver.settle()
    #expect(deck.model.swipes.map(\.kind) == [.nope, .like, .superLike, .nope, .like, .superLike])
    #expect(deck.model.swipes.map(\.personID) == people.prefix(6).map(\.id))

    // Rewind (Backspace) the super like: the card comes back from the top.
    deck.driver.press(.backspace)
    deck.driver.advance(by: 0.08)
    let returning = try #require(deck.driver.frame(of: label(people[5])))
    #expect(returning.midY < rest.midY - 100, "comes down from above: \(returning)")
    deck.driver.settle()
    #expect(deck.model.top == people[5])
    let home = try #require(deck.driver.frame(of: label(people[5])))
    #expect(atRest(home, rest), "\(home)")

    // Rewind (button) the like before it: it comes back from the right.
    try deck.driver.tap("Rewind")
    deck.driver.advance(by: 0.08)
    let fromRight = try #require(deck.driver.frame(of: label(people[4]), includingHidden: true))
    #expect(fromRight.midX > rest.midX + 100, "\(fromRight)")
    deck.driver.settle()
    #expect(deck.model.top == people[4])
    #expect(deck.model.swipes.count == 4)
  }

  @Test func twoCardsWaitBehindTheTopOneSmallerAndGrowIntoPlace() throws {
    let deck = DeckHarness(community: Self.strangers)
    let people = deck.model.remaining
    let frames = try people.prefix(3).map { try #require(deck.driver.frame(of: label($0))) }
    // Scaled 0.95 and 0.9: their names are drawn smaller, and the cards sit lower.
    #expect(
      frames[1].height < frames[0].height * 0.97 && frames[1].height > frames[0].height * 0.93)
    #expect(frames[2].height < frames[0].height * 0.92)
    #expect(frames[1].maxY > frames[0].maxY && frames[2].maxY > frames[1].maxY)
    #expect(!deck.driver.exists(label(people[3])) || deck.driver.frame(of: label(people[3])) == nil)
    deck.driver.press(.right)
    deck.driver.advance(by: 0.1)
    let growing = try #require(deck.driver.frame(of: label(people[1])))
    #expect(growing.height > frames[1].height && growing.height < frames[0].height)
    deck.driver.settle()
    let grown = try #require(deck.driver.frame(of: label(people[1])))
    #expect(abs(grown.height - frames[0].height) < 0.5)
    #expect(deck.driver.frame(of: label(people[3])) != nil, "a new card joined the back")
  }

  @Test func tenSwipesInOneSecondEachEndInExactlyOneDecision() throws {
    let deck = DeckHarness(community: Self.strangers)
    let people = deck.model.remaining
    let rest = try #require(deck.driver.frame(of: label(people[0])))
    let start = try grip(deck)
    var expected: [SwipeKind] = []
    for index in 0..<10 {
      switch index % 4 {
      case 0:
        deck.driver.press(.right)
        expected.append(.like)
      case 1:
        try deck.driver.tap("Nope")
        expected.append(.nope)
      case 2:
        deck.driver.drag(
          from: start, to: CGPoint(x: start.x + 90, y: start.y), duration: 0.04, steps: 3)
        expected.append(.like)
      default:
        deck.driver.press(.left)
        expected.append(.nope)
      }
      deck.driver.advance(by: 0.05)
    }
    #expect(deck.model.swipes.map(\.kind) == expected)
    #expect(
      deck.model.swipes.map(\.personID) == people.prefix(10).map(\.id), "none lost, none doubled")
    #expect(
      deck.changes.entries.filter { if case .swiped = $0 { true } else { false } }.count == 10)
    deck.driver.settle()
    // Nothing left half-way: the decided cards are gone, the eleventh person is at rest on top.
    for person in people.prefix(10) { #expect(!deck.driver.exists(label(person))) }
    let top = try #require(deck.driver.frame(of: label(people[10])))
    #expect(atRest(top, rest), "\(top)")
    #expect(abs(deck.driver.rotation(of: label(people[10])) ?? 1) < 0.01)
  }

  @Test func whenEveryoneWasSeenTheDeckOffersToStartOver() throws {
    let community = Array(Self.strangers.prefix(2))
    let deck = DeckHarness(community: community)
    deck.driver.press(.left)
    deck.driver.press(.left)
    deck.driver.settle()
    #expect(deck.driver.exists("You've seen everyone"))
    try deck.driver.tap("Start over")
    deck.driver.settle()
    #expect(deck.model.top == community[0])
    #expect(deck.driver.exists(label(community[0])))
    #expect(!deck.driver.exists("You've seen everyone"))
  }

  @Test func tappingTheCardOpensTheFullProfile() throws {
    let deck = DeckHarness(community: Self.strangers)
    let top = try #require(deck.model.top)
    deck.driver.tap(at: try grip(deck))
    deck.driver.settle()
    #expect(deck.driver.exists(top.bio), "\(deck.driver.texts)")
    #expect(deck.driver.exists(top.city))
    let profile = deck.driver.screenshot(to: "\(temporaryFolder("deck"))/deck-profile.png")
    // The profile's bio is drawn, not only present.
    let bio = try #require(deck.driver.frame(of: top.bio))
    #expect(profile.count(in: bio) { $0.isDark(160) } > 30, "bio text drawn at \(bio)")
    try deck.driver.tap("Close")
    deck.driver.settle()
    #expect(!deck.driver.exists(top.bio))
    #expect(deck.model.swipes.isEmpty, "a tap decides nothing")
  }
}
