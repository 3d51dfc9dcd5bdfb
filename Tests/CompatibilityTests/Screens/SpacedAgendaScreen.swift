import SwiftUI

// iOS 17's spaced list rows as tutorials show them: an agenda whose rows stand apart as cards.

struct SpacedAgendaScreen: View {
  let events = ["Morning run", "Team standup", "Lunch with Ana"]

  var body: some View {
    List(events, id: \.self) { event in
      Text(event)
    }
    .listRowSpacing(12)
  }
}
