import Combine
import FindYourMatchStore
import Foundation
import SwiftUI

/// The signed-in person's deck, loaded from the store once per account and shared by the Discover and
/// Matches tabs (and the Matches badge). It repeats the deck's changes, so views observing the session see
/// them too.
@MainActor public final class DeckSession: ObservableObject {
  @Published public private(set) var model: DeckModel?
  /// Why the deck could not be opened, for the person.
  @Published public private(set) var problem: LocalizedStringKey?
  private var accountID: Int64?
  private var forwarding: AnyCancellable?

  public init() {}

  public func open(store: Any?, account: Account?) async {
    guard let account, let store = store as? any DeckStore else {
      accountID = nil
      model = nil
      forwarding = nil
      return
    }
    guard accountID != account.id else { return }
    accountID = account.id
    do {
      let (model, journal) = try await DeckModel.load(store: store, account: account)
      journal.onError = { [weak self] message in self?.problem = message }
      forwarding = model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
      self.model = model
      problem = nil
    } catch {
      accountID = nil
      problem = "Your deck could not be opened: \(String(describing: error))"
    }
  }

  /// You, as the match screen draws you: a portrait seeded by your username.
  public static func me(username: String, name: String, age: Int, gender: String) -> Person {
    let seed = username.unicodeScalars.reduce(UInt64(1_469_598_103_934_665_603)) {
      ($0 ^ UInt64($1.value)) &* 1_099_511_628_211
    }
    return Person(
      id: 0, name: name, age: min(max(age, 18), 60),
      presentation: gender == "female" ? .woman : .man,
      hobby: "", bio: "", city: "", portraitSeed: seed, affinity: 1)
  }
}
