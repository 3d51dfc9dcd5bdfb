import FindYourMatchStore
import Foundation
import SwiftUI

/// Writes the deck's changes to the store one after another, in the order the model made them (a burst of
/// swipes is never reordered), and loads a signed-in person's deck back.
@MainActor final class DeckJournal {
  let store: any DeckStore
  let account: Account
  private var last: Task<Void, Never>?
  /// Told when a write fails, with a message for the person.
  var onError: (LocalizedStringKey) -> Void = { _ in }

  init(store: any DeckStore, account: Account) {
    self.store = store
    self.account = account
  }

  func write(_ change: DeckChange) {
    let previous = last
    let store = store
    let account = account
    last = Task { [weak self] in
      await previous?.value
      do {
        switch change {
        case .swiped(let swipe): try await store.recordSwipe(swipe, of: account)
        case .rewound(let swipe): try await store.undoSwipe(swipe, of: account, at: Date())
        case .matched(let match): try await store.addMatch(match, of: account)
        case .unmatched(let personID): try await store.removeMatch(personID: personID, of: account)
        case .startedOver: try await store.undoAllSwipes(of: account, at: Date())
        case .boosted(let end): try await store.saveBoost(until: end, of: account)
        case .matchesSeen: try await store.markMatchesSeen(of: account)
        }
      } catch {
        self?.onError("Could not save your last swipe: \(String(describing: error))")
      }
    }
  }

  /// Waits until every change handed over so far is written.
  func flush() async { await last?.value }
}

extension DeckModel {
  /// The deck of `account` as stored: the community, the swipes in effect, matches and boost; every change
  /// from now on is written back through a `DeckJournal`.
  static func load(
    store: any DeckStore, account: Account, now: @escaping () -> Date = Date.init
  ) async throws -> (DeckModel, DeckJournal) {
    let community = try await store.community()
    let swipes = try await store.swipes(of: account)
    let matches = try await store.matches(of: account)
    let boost = try await store.boostEnd(of: account)
    let journal = DeckJournal(store: store, account: account)
    let model = DeckModel(
      community: community, swipes: swipes, matches: matches, boostEnds: boost, now: now,
      persist: { [weak journal] change in journal?.write(change) })
    model.journal = journal
    return (model, journal)
  }
}
