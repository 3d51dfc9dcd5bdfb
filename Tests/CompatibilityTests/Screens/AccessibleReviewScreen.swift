import SwiftUI

// A review card made accessible the way accessibility tutorials do it: a header, a star rating read as one
// adjustable-looking element with a value, a name and city combined, a decorative banner hidden, a favourite
// button that says when it is selected, a tappable text marked as a button, and a summary read first.

struct AccessibleReviewScreen: View {
  @State private var rating = 3
  @State private var isFavourite = false
  @State private var opened = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Reviews")
        .font(.title.bold())
        .accessibilityAddTraits(.isHeader)

      HStack(spacing: 4) {
        ForEach(1...5, id: \.self) { star in
          Image(systemName: star <= rating ? "star.fill" : "star")
            .foregroundColor(.orange)
            .onTapGesture { rating = star }
        }
      }
      .accessibilityElement()
      .accessibilityLabel("Rating")
      .accessibilityValue("\(rating) stars")

      VStack(alignment: .leading) {
        Text("Anna Kim")
          .font(.headline)
        Text("Seoul")
          .foregroundStyle(.secondary)
      }
      .accessibilityElement(children: .combine)

      HStack {
        Image(systemName: "sparkles")
        Text("Thanks for reviewing!")
      }
      .accessibilityHidden(true)
      .accessibilityIdentifier("banner")

      Button {
        isFavourite.toggle()
      } label: {
        Image(systemName: isFavourite ? "heart.fill" : "heart")
      }
      .accessibilityLabel("Favourite")
      .accessibilityAddTraits(isFavourite ? .isSelected : [])

      Text("Open review \(opened)")
        .onTapGesture { opened += 1 }
        .accessibilityAddTraits(.isButton)
        .accessibilityRemoveTraits(.isStaticText)

      VStack(alignment: .leading) {
        Text("Details")
        Text("Summary")
          .accessibilitySortPriority(1)
      }
      .accessibilityElement(children: .contain)
    }
    .padding()
  }
}
