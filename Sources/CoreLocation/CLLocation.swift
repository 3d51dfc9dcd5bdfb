import Foundation

/// A fix: a coordinate with its accuracy, altitude and time. Distances are great-circle distances on the
/// WGS 84 mean radius, as Core Location's `distance(from:)` measures them to within a few metres.
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let speed: CLLocationSpeed
  public let timestamp: Date

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    horizontalAccuracy = 0
    verticalAccuracy = -1
    course = -1
    speed = -1
    timestamp = Date()
  }

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy,
    timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    course = -1
    speed = -1
    self.timestamp = timestamp
  }

  /// Metres along the earth's surface to another location.
  public func distance(from location: CLLocation) -> CLLocationDistance {
    greatCircleDistance(coordinate, location.coordinate)
  }

  open override var description: String {
    String(format: "<%+.8f,%+.8f>", coordinate.latitude, coordinate.longitude)
  }
}

/// The earth's mean radius in metres (IUGG).
let earthMeanRadius = 6_371_008.8

func greatCircleDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Double {
  let lat1 = a.latitude * .pi / 180
  let lat2 = b.latitude * .pi / 180
  let dLat = lat2 - lat1
  let dLon = (b.longitude - a.longitude) * .pi / 180
  let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
  return 2 * earthMeanRadius * asin(min(1, sqrt(h)))
}
