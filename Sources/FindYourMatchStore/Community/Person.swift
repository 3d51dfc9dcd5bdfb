import Foundation

/// Someone of the community the deck shows: invented by `CommunityGenerator`, drawn by `PortraitArt`.
public struct Person: Identifiable, Hashable, Codable, Sendable {
  public enum Presentation: String, Codable, Sendable { case woman, man }

  public let id: Int
  public let name: String
  public let age: Int
  public let presentation: Presentation
  public let hobby: String
  public let bio: String
  public let city: String
  /// Seeds the portrait: the same person is always drawn the same way.
  public let portraitSeed: UInt64
  /// 0...1: below `likesBackThreshold` this person likes you back (more of them while a boost runs).
  public let affinity: Double

  public init(
    id: Int, name: String, age: Int, presentation: Presentation, hobby: String, bio: String,
    city: String, portraitSeed: UInt64, affinity: Double
  ) {
    self.id = id
    self.name = name
    self.age = age
    self.presentation = presentation
    self.hobby = hobby
    self.bio = bio
    self.city = city
    self.portraitSeed = portraitSeed
    self.affinity = affinity
  }

  /// Whether this person likes you back: about a third of the community, two thirds during a boost.
  public func likesBack(boosted: Bool) -> Bool { affinity < (boosted ? 0.7 : 0.35) }
}
