import MapKit

/// The places of the map: the series' five in Rome and Paris, and one in each of the community's other
/// cities. Coordinates and links are public facts; the descriptions are ours.
enum DateSpotsData {
  static let spots: [DateSpot] = [
    DateSpot(
      name: "Colosseum", cityName: "Rome",
      coordinates: CLLocationCoordinate2D(latitude: 41.8902, longitude: 12.4922),
      description:
        "Rome's great oval amphitheatre, finished in 80 AD. Walk the outer ring at sunset, when the travertine turns gold, then find a table on the Celio hill behind it.",
      symbol: "building.columns.fill", illustration: .colosseum,
      link: "https://en.wikipedia.org/wiki/Colosseum"),
    DateSpot(
      name: "Pantheon", cityName: "Rome",
      coordinates: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769),
      description:
        "A temple of all the gods under the largest unreinforced concrete dome in the world. Stand under the oculus together, then share a gelato on the Piazza della Rotonda.",
      symbol: "building.columns", illustration: .pantheon,
      link: "https://en.wikipedia.org/wiki/Pantheon,_Rome"),
    DateSpot(
      name: "Trevi Fountain", cityName: "Rome",
      coordinates: CLLocationCoordinate2D(latitude: 41.9009, longitude: 12.4833),
      description:
        "Nicola Salvi's Baroque fountain fills a whole small square. Tradition says a coin thrown over the shoulder brings you back to Rome, ideally with the same company.",
      symbol: "drop.fill", illustration: .trevi,
      link: "https://en.wikipedia.org/wiki/Trevi_Fountain"),
    DateSpot(
      name: "Eiffel Tower", cityName: "Paris",
      coordinates: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945),
      description:
        "Gustave Eiffel's wrought-iron tower on the Champ de Mars sparkles for five minutes every hour after dark. Bring a picnic to the lawn and wait for it.",
      symbol: "star.fill", illustration: .eiffel,
      link: "https://en.wikipedia.org/wiki/Eiffel_Tower"),
    DateSpot(
      name: "Louvre Museum", cityName: "Paris",
      coordinates: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376),
      description:
        "The world's most-visited museum, entered through I. M. Pei's glass pyramid. Pick one wing to explore instead of all of it, and end in the Tuileries garden.",
      symbol: "paintpalette.fill", illustration: .louvre,
      link: "https://en.wikipedia.org/wiki/Louvre"),
    DateSpot(
      name: "Gyeongbokgung", cityName: "Seoul",
      coordinates: CLLocationCoordinate2D(latitude: 37.5796, longitude: 126.9770),
      description:
        "The main royal palace of the Joseon dynasty, below Bugaksan mountain. Watch the changing of the guard at Gwanghwamun, then stroll to the tea houses of Bukchon.",
      symbol: "house.fill", illustration: .palace,
      link: "https://en.wikipedia.org/wiki/Gyeongbokgung"),
    DateSpot(
      name: "Chorsu Bazaar", cityName: "Tashkent",
      coordinates: CLLocationCoordinate2D(latitude: 41.3264, longitude: 69.2347),
      description:
        "Tashkent's old market under a great blue-green dome: spices, dried apricots and warm non bread. Share a plate of plov at one of the stalls outside.",
      symbol: "cart.fill", illustration: .bazaar,
      link: "https://en.wikipedia.org/wiki/Chorsu_Bazaar"),
    DateSpot(
      name: "Cairo Tower", cityName: "Cairo",
      coordinates: CLLocationCoordinate2D(latitude: 30.0459, longitude: 31.2243),
      description:
        "A lattice tower on Gezira Island, shaped like a lotus. From its top the Nile, the old city and on clear days the pyramids of Giza are all in view.",
      symbol: "binoculars.fill", illustration: .tower,
      link: "https://en.wikipedia.org/wiki/Cairo_Tower"),
    DateSpot(
      name: "Red Square", cityName: "Moscow",
      coordinates: CLLocationCoordinate2D(latitude: 55.7539, longitude: 37.6208),
      description:
        "The heart of Moscow, between the Kremlin walls and the painted domes of Saint Basil's Cathedral. In winter there is skating nearby; in summer, long light evenings.",
      symbol: "sparkles", illustration: .domes,
      link: "https://en.wikipedia.org/wiki/Red_Square"),
  ]
}
