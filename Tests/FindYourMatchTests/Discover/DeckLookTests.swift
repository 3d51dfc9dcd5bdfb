import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// Discover has seed 003's look: the card with the portrait, the gradient and the white name; the bars.
@MainActor @Suite struct DeckLookTests {
  @Test func theScreenShowsTheTopCardTwoBehindAndTheButtons() throws {
    let deck = DeckHarness()
    let image = deck.driver.screenshot(to: "\(temporaryFolder("deck"))/deck.png")
    let top = try #require(deck.model.top)
    #expect(deck.driver.exists(deck.cardLabel(top)), "\(deck.driver.texts)")
    for label in ["Rewind", "Nope", "Super Like", "Like", "Boost"] {
      #expect(deck.driver.exists(label), "button \(label)")
    }
    _ = image
  }
}
