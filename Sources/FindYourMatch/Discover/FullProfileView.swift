import FindYourMatchStore
import SwiftUI

/// A person's whole profile, opened by tapping their card: illustrations in a paged TabView (portrait, a
/// wider one in their city, their hobby), then name, age, city, hobby and bio.
struct FullProfileView: View {
  let person: Person
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TabView {
        PortraitArt(person: person)
        ZStack(alignment: .bottom) {
          CityArt(city: person.city)
          PortraitArt(person: person, framing: .wide)
            .frame(height: 300)
            .clipped()
        }
        HobbyArt(hobby: person.hobby, seed: person.portraitSeed)
      }
      .tabViewStyle(.page)
      .frame(height: 420)
      .clipped()
      VStack(alignment: .leading, spacing: 10) {
        HStack(alignment: .firstTextBaseline) {
          Text("\(person.name), \(person.age)", bundle: .module)
            .font(.title)
            .fontWeight(.semibold)
          Spacer()
          Button {
            dismiss()
          } label: {
            Text("Close", bundle: .module)
          }
        }
        detail(person.city, symbol: "mappin")
        detail(person.hobby, symbol: "star.fill")
        Text(community: person.bio)
          .padding(.top, 6)
      }
      .padding(20)
      Spacer(minLength: 0)
    }
    .background(Color(uiColor: .systemBackground))
  }

  func detail(_ text: String, symbol: String) -> some View {
    HStack(spacing: 8) {
      Image(systemName: symbol)
      Text(community: text)
    }
    .foregroundColor(.secondary)
  }
}

/// A city's skyline at dusk: towers of varied heights under a sun, from the city's name (an illustration,
/// not a photo of the place).
struct CityArt: View {
  let city: String

  var body: some View {
    let random = SeededGenerator(
      seed: UInt64(city.unicodeScalars.reduce(7) { $0 &* 31 &+ UInt64($1.value) }))
    ZStack(alignment: .bottom) {
      LinearGradient(
        gradient: Gradient(colors: [
          Color(red: 0.99, green: 0.75, blue: 0.5), Color(red: 0.85, green: 0.45, blue: 0.6),
        ]),
        startPoint: .top, endPoint: .bottom)
      Circle()
        .fill(Color(red: 1, green: 0.93, blue: 0.7))
        .frame(width: 90, height: 90)
        .offset(x: 80, y: -230)
      SkylineShape(random: random)
        .fill(Color(red: 0.35, green: 0.2, blue: 0.4).opacity(0.75))
        .frame(height: 220)
      Text(community: city)
        .font(.system(size: 28, weight: .bold))
        .foregroundColor(.white.opacity(0.9))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(20)
    }
  }
}

struct SkylineShape: Shape {
  let random: SeededGenerator

  nonisolated func path(in rect: CGRect) -> Path {
    var random = random
    var path = Path()
    var x = rect.minX
    while x < rect.maxX {
      let width = rect.width * (0.06 + 0.08 * random.unit())
      let height = rect.height * (0.3 + 0.7 * random.unit())
      path.addRect(CGRect(x: x, y: rect.maxY - height, width: width + 1, height: height))
      if random.unit() < 0.3 {
        path.addEllipse(
          in: CGRect(x: x, y: rect.maxY - height - width / 2, width: width, height: width))
      }
      x += width
    }
    return path
  }
}

/// The hobby as a large symbol on a soft background.
struct HobbyArt: View {
  let hobby: String
  let seed: UInt64

  static let symbols: [String: String] = [
    "Hiking": "figure.walk", "Photography": "camera.fill", "Cooking": "fork.knife",
    "Painting": "paintbrush.fill", "Dancing": "music.note", "Chess": "crown.fill",
    "Cycling": "bicycle", "Reading": "book.fill", "Guitar": "guitars.fill", "Yoga": "leaf.fill",
    "Gardening": "leaf.fill", "Swimming": "drop.fill", "Pottery": "hands.sparkles.fill",
    "Running": "figure.run", "Board games": "dice.fill", "Baking": "birthday.cake.fill",
  ]

  var body: some View {
    ZStack {
      LinearGradient(
        gradient: Gradient(colors: [
          Color(red: 0.75, green: 0.9, blue: 1), Color(red: 0.55, green: 0.55, blue: 0.95),
        ]),
        startPoint: .topLeading, endPoint: .bottomTrailing)
      VStack(spacing: 18) {
        Image(systemName: Self.symbols[hobby] ?? "star.fill")
          .font(.system(size: 110))
          .foregroundColor(.white)
        Text(community: hobby)
          .font(.system(size: 30, weight: .bold))
          .foregroundColor(.white)
      }
    }
  }
}
