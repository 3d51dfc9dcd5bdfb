import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationDirection = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationAccuracy = Double

/// A latitude and longitude in degrees (WGS 84), as Core Location defines it.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() {
    latitude = 0
    longitude = 0
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

// Apple's type is a C struct and is not Equatable; apps commonly add this conformance themselves, so ours
// must not declare it either (a duplicate conformance would not compile).

/// Core Location's invalid coordinate (latitude and longitude both -180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// True for latitudes in -90...90 and longitudes in -180...180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}
