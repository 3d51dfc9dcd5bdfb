import FindYourMatchStore
import Foundation
import SwiftUI

/// The deck's state: who is still to be seen, the decisions made (newest last, for Rewind), the matches and
/// the boost. Every change is decided here at once, in order, and handed to `persist` as a `DeckChange`, so a
/// burst of swipes can never lose or double a decision, whatever the cards on screen are still animating.
@MainActor public final class DeckModel: ObservableObject {
  public let community: [Person]
  @Published public private(set) var swipes: [Swipe]
  @Published public private(set) var matches: [Match]
  @Published public private(set) var boostEnds: Date?
  /// The person just matched, for "It's a match!"; nil once it is closed.
  @Published public var newMatch: Person?

  public static let boostDuration: TimeInterval = 30 * 60

  let now: () -> Date
  let persist: (DeckChange) -> Void
  /// Keeps the store writer alive as long as the deck (the model's `persist` holds it weakly).
  var journal: DeckJournal?
  private let byID: [Int: Person]

  public init(
    community: [Person], swipes: [Swipe] = [], matches: [Match] = [], boostEnds: Date? = nil,
    now: @escaping () -> Date = Date.init, persist: @escaping (DeckChange) -> Void = { _ in }
  ) {
    self.community = community
    self.swipes = swipes
    self.matches = matches
    self.boostEnds = boostEnds
    self.now = now
    self.persist = persist
    byID = Dictionary(community.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public func person(_ id: Int) -> Person? { byID[id] }

  /// Everyone not decided yet, in deck order; the first is the card on top.
  public var remaining: [Person] {
    let decided = Set(swipes.map(\.personID))
    return community.filter { !decided.contains($0.id) }
  }
  public var top: Person? { remaining.first }
  public var lastSwipe: Swipe? { swipes.last }

  public func isBoosted(at date: Date? = nil) -> Bool {
    guard let boostEnds else { return false }
    return boostEnds > (date ?? now())
  }
  public func boostTimeLeft(at date: Date? = nil) -> TimeInterval {
    guard let boostEnds else { return 0 }
    return max(0, boostEnds.timeIntervalSince(date ?? now()))
  }

  /// Matches, newest first.
  public var matchesNewestFirst: [Match] {
    // Made at the same instant (a burst of swipes): the later one first.
    matches.enumerated().sorted { ($0.element.date, $0.offset) > ($1.element.date, $1.offset) }
      .map(\.element)
  }
  public var unseenMatchCount: Int { matches.filter { !$0.seen }.count }

  /// Decides about the card on top; returns the decision, or nil when the deck is empty.
  @discardableResult public func swipe(_ kind: SwipeKind) -> Swipe? {
    guard let person = top else { return nil }
    return swipe(kind, on: person.id)
  }

  /// Decides about `personID` if it is still on the deck. A second decision about the same card (a button
  /// tapped while the card is already flying off) is ignored.
  @discardableResult public func swipe(_ kind: SwipeKind, on personID: Int) -> Swipe? {
    guard let person = byID[personID], !swipes.contains(where: { $0.personID == personID }) else {
      return nil
    }
    let date = now()
    let swipe = Swipe(personID: personID, kind: kind, date: date)
    swipes.append(swipe)
    persist(.swiped(swipe))
    if kind != .nope, person.likesBack(boosted: isBoosted(at: date)) {
      let match = Match(personID: personID, date: date, seen: false)
      matches.append(match)
      persist(.matched(match))
      newMatch = person
    }
    return swipe
  }

  /// Takes back the last decision (and the match it made); returns it, so the card can come back the way it left.
  @discardableResult public func rewind() -> Swipe? {
    guard let last = swipes.popLast() else { return nil }
    persist(.rewound(last))
    if let index = matches.firstIndex(where: { $0.personID == last.personID }) {
      matches.remove(at: index)
      persist(.unmatched(personID: last.personID))
      if newMatch?.id == last.personID { newMatch = nil }
    }
    return last
  }

  /// Everyone back on the deck; matches stay.
  public func startOver() {
    guard !swipes.isEmpty else { return }
    swipes.removeAll()
    persist(.startedOver)
  }

  public func boost() {
    guard !isBoosted() else { return }
    let ends = now().addingTimeInterval(Self.boostDuration)
    boostEnds = ends
    persist(.boosted(until: ends))
  }

  public func markMatchesSeen() {
    guard unseenMatchCount > 0 else { return }
    for index in matches.indices { matches[index].seen = true }
    persist(.matchesSeen)
  }
}

/// One change to store, in the order the model made them.
public enum DeckChange: Equatable, Sendable {
  case swiped(Swipe)
  case rewound(Swipe)
  case matched(Match)
  case unmatched(personID: Int)
  case startedOver
  case boosted(until: Date)
  case matchesSeen
}
