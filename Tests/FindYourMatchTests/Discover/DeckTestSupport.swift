import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting

@testable import FindYourMatch

/// A clock the tests move by hand.
final class ManualClock: @unchecked Sendable {
  var now = Date(timeIntervalSince1970: 1_800_000_000)
}

/// Everything a deck test needs: the model, the changes it asked to store, and the driver showing Discover.
@MainActor struct DeckHarness {
  let model: DeckModel
  let driver: AppDriver
  let clock: ManualClock
  let changes: ChangeLog

  final class ChangeLog { var entries: [DeckChange] = [] }

  static let me = Person(
    id: 0, name: "Nick", age: 30, presentation: .man, hobby: "Chess", bio: "", city: "Tashkent",
    portraitSeed: 42, affinity: 1)

  init(
    community: [Person] = CommunityGenerator.makeCommunity(), swipes: [Swipe] = [],
    onOpenMatches: @escaping () -> Void = {}
  ) {
    let clock = ManualClock()
    let changes = ChangeLog()
    self.clock = clock
    self.changes = changes
    model = DeckModel(
      community: community, swipes: swipes, now: { clock.now },
      persist: { changes.entries.append($0) })
    driver = AppDriver(
      DiscoverView(model: model, me: Self.me, onOpenMatches: onOpenMatches), scale: 2)
    driver.settle()
  }

  var topName: String? { model.top.map { "\($0.name), \($0.age)" } }

  /// The top card's "Name, age" label as drawn.
  func cardLabel(_ person: Person) -> String { "\(person.name), \(person.age)" }
}

extension Array where Element == Person {
  /// The first people who do (or do not) like you back.
  func liking(_ likes: Bool) -> [Person] { filter { $0.likesBack(boosted: false) == likes } }
}
