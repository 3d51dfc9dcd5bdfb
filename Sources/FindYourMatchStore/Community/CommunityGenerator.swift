import Foundation

/// Invents the community: people from the cities of the seeds' languages and of the date spots, with names
/// of those countries, ages 18-60, a hobby, a short bio. Deterministic: the same list on every launch.
public enum CommunityGenerator {
  struct City {
    let name: String
    let women: [String]
    let men: [String]
  }

  static let cities: [City] = [
    City(
      name: "Tashkent", women: ["Dilnoza", "Malika", "Nilufar", "Kamola"],
      men: ["Jasur", "Bekzod", "Sardor", "Otabek"]),
    City(
      name: "Seoul", women: ["Ji-woo", "Seo-yeon", "Ha-eun", "Yuna"],
      men: ["Min-jun", "Do-yun", "Jae-won", "Hyun-woo"]),
    City(
      name: "Cairo", women: ["Layla", "Nour", "Yasmin", "Salma"],
      men: ["Omar", "Karim", "Youssef", "Tarek"]),
    City(
      name: "Moscow", women: ["Anastasia", "Olga", "Katya", "Svetlana"],
      men: ["Dmitri", "Ivan", "Alexei", "Nikolai"]),
    City(
      name: "Rome", women: ["Giulia", "Chiara", "Francesca", "Sofia"],
      men: ["Marco", "Luca", "Matteo", "Lorenzo"]),
    City(
      name: "Paris", women: ["Camille", "Chloé", "Léa", "Manon"],
      men: ["Louis", "Hugo", "Julien", "Antoine"]),
  ]

  static let hobbies = [
    "Hiking", "Photography", "Cooking", "Painting", "Dancing", "Chess", "Cycling", "Reading",
    "Guitar", "Yoga", "Gardening", "Swimming", "Pottery", "Running", "Board games", "Baking",
  ]

  static let openers = [
    "Weekends are for %@ and long walks around %@.",
    "Ask me about %@ — I will talk for hours. Born and raised in %@.",
    "New to %@? I know every café. Lately I spend my evenings on %@.",
    "Looking for someone to share %@ with, somewhere in %@.",
  ]
  static let closers = [
    "Coffee first, then we'll see.", "Bonus points if you can cook.",
    "I laugh at my own jokes.", "Tell me your favourite song.", "Sunrise person, sorry.",
    "Always up for a trip.",
  ]

  /// Six people per city: 36 in all.
  public static let perCity = 6

  public static func makeCommunity() -> [Person] {
    var people: [Person] = []
    for (cityIndex, city) in cities.enumerated() {
      var random = SeededGenerator(seed: 0xDA7E_0003 &+ UInt64(cityIndex) &* 7919)
      var women = city.women
      var men = city.men
      for slot in 0..<perCity {
        let isWoman = slot % 2 == 0
        let names = isWoman ? women : men
        let name = names[Int(random.next() % UInt64(names.count))]
        if isWoman { women.removeAll { $0 == name } } else { men.removeAll { $0 == name } }
        // Most people on dating apps are in their twenties and thirties; a few are up to 60.
        let age = 18 + Int((pow(random.unit(), 1.7) * 42.99).rounded(.down))
        let hobby = random.pick(hobbies)
        people.append(
          Person(
            id: cityIndex * perCity + slot + 1, name: name, age: age,
            presentation: isWoman ? .woman : .man, hobby: hobby,
            bio: bio(hobby: hobby, city: city.name, random: &random), city: city.name,
            portraitSeed: random.next(), affinity: random.unit()))
      }
    }
    // Interleave the cities, so the deck does not show six people of one city in a row.
    return (0..<perCity).flatMap { slot in
      (0..<cities.count).map { people[$0 * perCity + slot] }
    }
  }

  static func bio(hobby: String, city: String, random: inout SeededGenerator) -> String {
    let opener = random.pick(openers)
    let activity = hobby.lowercased()
    let first: String
    if opener.hasPrefix("New to") {
      first = opener.replacingFirst("%@", with: city).replacingFirst("%@", with: activity)
    } else {
      first = opener.replacingFirst("%@", with: activity).replacingFirst("%@", with: city)
    }
    return first + " " + random.pick(closers)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
