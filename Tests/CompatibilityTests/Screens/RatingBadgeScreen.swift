import SwiftUI

/// A component as Xcode 15 templates write it: the view, then its previews in each `#Preview` form.
struct RatingBadge: View {
  let stars: Int

  var body: some View {
    HStack(spacing: 4) {
      ForEach(0..<5) { index in
        Image(systemName: index < stars ? "star.fill" : "star")
          .foregroundColor(.orange)
      }
    }
    .padding(8)
    .background(Capsule().fill(Color.black))
  }
}

#Preview {
  RatingBadge(stars: 1)
}

/// The #Preview of a full rating: a comment that names the macro does not move where it is found.
#Preview("Five stars") {
  RatingBadge(stars: 5)
}

#Preview("Landscape", traits: .landscapeLeft) {
  RatingBadge(stars: 3)
}

#Preview("Card", traits: .fixedLayout(width: 200, height: 100), .portrait) {
  VStack {
    Text("Rating")
    RatingBadge(stars: 4)
  }
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
  RatingBadge(stars: 2)
}
