import FindYourMatchStore
import SwiftUI

/// The features of one drawn face, chosen from the person's seed: skin, hair, eyes, clothes, accessories
/// and the background's colours.
struct PortraitTraits: Hashable {
  enum Hair: CaseIterable { case short, sidePart, curly, bald, long, bob, bun, ponytail }

  struct RGB: Hashable {
    let red: Double, green: Double, blue: Double
    var color: Color { Color(red: red, green: green, blue: blue) }
    func shaded(_ factor: Double) -> RGB {
      RGB(red: red * factor, green: green * factor, blue: blue * factor)
    }
    func mixed(with other: RGB, _ amount: Double) -> RGB {
      RGB(
        red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
        blue: blue + (other.blue - blue) * amount)
    }
  }

  let skin: RGB
  let hairColor: RGB
  let hair: Hair
  let eyes: RGB
  let shirt: RGB
  let backgroundTop: RGB
  let backgroundBottom: RGB
  let glasses: Bool
  let beard: Bool
  let earrings: Bool
  /// -1...1: how far the head leans and the smile widens, so faces do not all look alike.
  let tilt: Double
  let smile: Double

  static let skins = [
    RGB(red: 0.98, green: 0.84, blue: 0.72), RGB(red: 0.94, green: 0.76, blue: 0.6),
    RGB(red: 0.85, green: 0.64, blue: 0.47), RGB(red: 0.72, green: 0.5, blue: 0.35),
    RGB(red: 0.55, green: 0.36, blue: 0.24), RGB(red: 0.4, green: 0.26, blue: 0.18),
  ]
  static let hairColors = [
    RGB(red: 0.1, green: 0.08, blue: 0.08), RGB(red: 0.26, green: 0.16, blue: 0.1),
    RGB(red: 0.45, green: 0.28, blue: 0.14), RGB(red: 0.62, green: 0.3, blue: 0.15),
    RGB(red: 0.86, green: 0.7, blue: 0.42),
  ]
  static let grey = RGB(red: 0.72, green: 0.72, blue: 0.74)
  static let eyeColors = [
    RGB(red: 0.2, green: 0.13, blue: 0.08), RGB(red: 0.15, green: 0.3, blue: 0.5),
    RGB(red: 0.2, green: 0.38, blue: 0.25), RGB(red: 0.1, green: 0.1, blue: 0.12),
  ]
  static let shirts = [
    RGB(red: 0.93, green: 0.36, blue: 0.42), RGB(red: 0.2, green: 0.55, blue: 0.85),
    RGB(red: 0.98, green: 0.75, blue: 0.2), RGB(red: 0.35, green: 0.7, blue: 0.5),
    RGB(red: 0.55, green: 0.4, blue: 0.85), RGB(red: 0.95, green: 0.95, blue: 0.93),
    RGB(red: 0.2, green: 0.22, blue: 0.3),
  ]
  /// Soft two-colour skies behind the face.
  static let backgrounds: [(RGB, RGB)] = [
    (RGB(red: 1, green: 0.8, blue: 0.7), RGB(red: 0.98, green: 0.55, blue: 0.55)),
    (RGB(red: 0.7, green: 0.85, blue: 1), RGB(red: 0.45, green: 0.6, blue: 0.95)),
    (RGB(red: 0.8, green: 0.95, blue: 0.8), RGB(red: 0.4, green: 0.75, blue: 0.65)),
    (RGB(red: 1, green: 0.92, blue: 0.65), RGB(red: 0.98, green: 0.65, blue: 0.35)),
    (RGB(red: 0.9, green: 0.8, blue: 1), RGB(red: 0.65, green: 0.5, blue: 0.9)),
    (RGB(red: 0.75, green: 0.95, blue: 0.97), RGB(red: 0.35, green: 0.7, blue: 0.8)),
  ]

  init(person: Person) {
    var random = SeededGenerator(seed: person.portraitSeed)
    skin = random.pick(Self.skins)
    let baseHair = random.pick(Self.hairColors)
    // Grey arrives gradually after 45.
    let greyness = min(max(Double(person.age - 45) / 15, 0), 0.85)
    hairColor = baseHair.mixed(with: Self.grey, greyness)
    switch person.presentation {
    case .woman:
      hair = random.pick([.long, .bob, .bun, .ponytail, .curly, .long])
      beard = false
      earrings = random.unit() < 0.5
    case .man:
      hair = random.pick(
        person.age > 40 ? [.short, .sidePart, .bald, .curly] : [.short, .sidePart, .curly])
      beard = random.unit() < 0.35
      earrings = false
    }
    eyes = random.pick(Self.eyeColors)
    shirt = random.pick(Self.shirts)
    let background = random.pick(Self.backgrounds)
    backgroundTop = background.0
    backgroundBottom = background.1
    glasses = random.unit() < (person.age > 40 ? 0.45 : 0.2)
    tilt = random.unit() * 2 - 1
    smile = random.unit()
  }
}
