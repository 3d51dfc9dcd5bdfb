import FindYourMatchStore
import SwiftUI

/// A person's card, seed 003's UserView: the portrait under a clear-to-black gradient from the centre down,
/// "Name, age" in title semibold white with the hobby below, corner radius 12; and the decision stamps,
/// whose opacities the drag sets.
struct CardView: View {
  let person: Person
  var stamps = StampOpacities()

  var body: some View {
    ZStack(alignment: .leading) {
      PortraitArt(person: person)
        .overlay(
          Rectangle()
            .fill(
              LinearGradient(
                gradient: Gradient(colors: [.clear, .black]), startPoint: .center, endPoint: .bottom
              ))
        )
      VStack(alignment: .leading) {
        Spacer()
        Text("\(person.name), \(person.age)", bundle: .module)
          .font(.title)
          .fontWeight(.semibold)
          .foregroundColor(.white)
        Text(community: person.hobby)
          .font(.system(size: 16))
          .fontWeight(.regular)
          .foregroundColor(.white)
      }
      .padding()
    }
    .cornerRadius(12)
    // The stamps sit well inside the card, outside its clip: while a drag changes them, the clipped card is
    // one unchanged layer.
    .overlay(alignment: .topLeading) {
      StampView(text: "LIKE", color: DeckColors.like, angle: -15)
        .opacity(stamps.like)
        .padding(24)
    }
    .overlay(alignment: .topTrailing) {
      StampView(text: "NOPE", color: DeckColors.nope, angle: 15)
        .opacity(stamps.nope)
        .padding(24)
    }
    .overlay(alignment: .bottom) {
      StampView(text: "SUPER LIKE", color: DeckColors.superLike, angle: -8)
        .opacity(stamps.superLike)
        .padding(.bottom, 110)
    }
    // A soft edge below the card, drawn as two plain shapes: a blurred shadow would be blurred again on every
    // frame of a drag, the card's content changing with the stamps.
    .background(
      CardEdge()
        .fill(Color.black.opacity(0.08), style: FillStyle(eoFill: true))
        .padding(-2)
        .offset(y: 3)
    )
  }
}

/// The soft edge around a card: a rounded rectangle 2 pt larger than the card, less the part the opaque card
/// covers anyway (filled whole, it cost every pixel of the card again on each frame the card moves).
struct CardEdge: Shape {
  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path(roundedRect: rect, cornerRadius: 14)
    // The card sits 2 pt inside this rectangle and 3 pt higher; the hole stays 2 pt inside the card, its
    // corners well within the card's.
    path.addRoundedRect(
      in: CGRect(
        x: rect.minX + 4, y: rect.minY + 1, width: rect.width - 8, height: rect.height - 8),
      cornerSize: CGSize(width: 16, height: 16), style: .circular)
    return path
  }
}

/// How strongly each stamp shows, 0...1.
struct StampOpacities: Equatable {
  var like = 0.0
  var nope = 0.0
  var superLike = 0.0

  /// From a drag: each stamp fades in over the first quarter of the card's width (or fifth of its height,
  /// upwards), the one of the dominant direction only.
  init(translation: CGSize, size: CGSize) {
    guard size.width > 0, size.height > 0 else { return }
    if -translation.height > abs(translation.width) {
      superLike = min(1, -translation.height / (size.height / 5))
    } else if translation.width > 0 {
      like = min(1, translation.width / (size.width / 4))
    } else {
      nope = min(1, -translation.width / (size.width / 4))
    }
  }
  init(kind: SwipeKind) {
    switch kind {
    case .like: like = 1
    case .nope: nope = 1
    case .superLike: superLike = 1
    }
  }
  init() {}
}

/// The stamp over a card: a word in a rounded outline, tilted.
struct StampView: View {
  let text: LocalizedStringKey
  let color: Color
  let angle: Double

  var body: some View {
    Text(text, bundle: .module)
      .font(.system(size: 34, weight: .heavy))
      .foregroundColor(color)
      .padding(.horizontal, 10)
      .padding(.vertical, 2)
      .overlay(RoundedRectangle(cornerRadius: 8).stroke(color, lineWidth: 4))
      .rotationEffect(.degrees(angle))
  }
}

enum DeckColors {
  static let like = Color(red: 0.2, green: 0.8, blue: 0.45)
  static let nope = Color(red: 0.98, green: 0.27, blue: 0.36)
  static let superLike = Color(red: 0.16, green: 0.6, blue: 0.98)
  static let rewind = Color(red: 0.98, green: 0.7, blue: 0.1)
  static let boost = Color(red: 0.67, green: 0.3, blue: 0.95)
}
