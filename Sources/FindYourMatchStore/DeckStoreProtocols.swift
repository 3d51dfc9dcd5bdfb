import Foundation

// What the deck, the matches and the boost know of storage (next to `StoreProtocols.swift`'s accounts).

/// The invented people the deck shows, in deck order.
public protocol CommunityStore: Sendable {
  func community() async throws -> [Person]
}

/// Decisions on the deck. A rewound or started-over swipe stays in storage, marked undone.
public protocol SwipeStore: Sendable {
  /// The swipes in effect (not undone), oldest first.
  func swipes(of account: Account) async throws -> [Swipe]
  func recordSwipe(_ swipe: Swipe, of account: Account) async throws
  /// Marks the account's latest swipe in effect on this person as undone.
  func undoSwipe(_ swipe: Swipe, of account: Account, at date: Date) async throws
  /// Start over: every swipe in effect is undone.
  func undoAllSwipes(of account: Account, at date: Date) async throws
  func boostEnd(of account: Account) async throws -> Date?
  func saveBoost(until end: Date, of account: Account) async throws
}

/// People who liked the account back.
public protocol MatchStore: Sendable {
  func matches(of account: Account) async throws -> [Match]
  func addMatch(_ match: Match, of account: Account) async throws
  func removeMatch(personID: Int, of account: Account) async throws
  func markMatchesSeen(of account: Account) async throws
}

/// Everything the Discover and Matches tabs use.
public typealias DeckStore = CommunityStore & SwipeStore & MatchStore
