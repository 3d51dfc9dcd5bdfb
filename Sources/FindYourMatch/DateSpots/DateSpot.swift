import MapKit
import SwiftUI

/// A place to meet: the series' `Location` (name, city, coordinates, description, images, link), with our
/// own illustrations in place of photos.
struct DateSpot: Identifiable, Equatable {
  let name: String
  let cityName: String
  let coordinates: CLLocationCoordinate2D
  let description: String
  /// What the pin shows (an SF Symbol name).
  let symbol: String
  let illustration: PlaceIllustration.Subject
  let link: String

  var id: String { name + cityName }

  static func == (lhs: DateSpot, rhs: DateSpot) -> Bool { lhs.id == rhs.id }
}
