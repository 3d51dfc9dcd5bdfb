import Foundation

/// What the person decided about someone on the deck.
public enum SwipeKind: String, Codable, Sendable, CaseIterable {
  case like, nope
  case superLike = "superlike"
}

/// One decision, kept until it is rewound or the deck is started over.
public struct Swipe: Equatable, Codable, Sendable {
  public let personID: Int
  public let kind: SwipeKind
  public let date: Date
  public init(personID: Int, kind: SwipeKind, date: Date) {
    self.personID = personID
    self.kind = kind
    self.date = date
  }
}

/// Someone who liked you back.
public struct Match: Equatable, Codable, Sendable, Identifiable {
  public let personID: Int
  public let date: Date
  /// False until the Matches tab has been looked at: the tab's badge counts these.
  public var seen: Bool
  public var id: Int { personID }
  public init(personID: Int, date: Date, seen: Bool) {
    self.personID = personID
    self.date = date
    self.seen = seen
  }
}
