import CoreLocation
import Foundation

/// Degrees of latitude and longitude a region covers.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A centre and a span of degrees around it.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region of the given extent in metres, measured north-south and east-west through the centre.
  public init(
    center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    center = centerCoordinate
    let metersPerDegreeLatitude = WebMercator.equatorialRadius * .pi / 180
    let metersPerDegreeLongitude = max(
      metersPerDegreeLatitude * cos(centerCoordinate.latitude * .pi / 180), 1e-6)
    span = MKCoordinateSpan(
      latitudeDelta: latitudinalMeters / metersPerDegreeLatitude,
      longitudeDelta: min(360, longitudinalMeters / metersPerDegreeLongitude))
  }

  /// The region a map rectangle covers (its corners projected back to coordinates).
  public init(_ rect: MKMapRect) {
    let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    self.center = center
    span = MKCoordinateSpan(
      latitudeDelta: northWest.latitude - southEast.latitude,
      longitudeDelta: rect.size.width / MKMapSize.world.width * 360)
  }
}
