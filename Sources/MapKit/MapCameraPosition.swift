import CoreLocation
import Foundation

/// Where a camera looks from: a centre, a distance above it in metres, heading and pitch in degrees.
public struct MapCamera: Equatable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: Double
  public var heading: Double
  public var pitch: Double

  public init(
    centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0,
    pitch: Double = 0
  ) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
    lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
      && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
      && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
  }
}

/// A place on the map, as a search or a geocoder returns it.
open class MKPlacemark: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let name: String?

  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    name = nil
  }

  public init(coordinate: CLLocationCoordinate2D, name: String?) {
    self.coordinate = coordinate
    self.name = name
  }
}

open class MKMapItem: NSObject, @unchecked Sendable {
  public let placemark: MKPlacemark
  open var name: String?
  open var url: URL?
  open var phoneNumber: String?

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    name = placemark.name
  }
}

/// What `Map(position:)` shows: the map chooses (automatic), a region, a rectangle, a camera, an item, or
/// the person's location (which a Linux desktop does not have: the fallback is shown).
public struct MapCameraPosition: Equatable, Sendable {
  indirect enum Kind: Equatable, @unchecked Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case rect(MKMapRect)
    case camera(MapCamera)
    case item(MKMapItem, allowsAutomaticPitch: Bool)
    case userLocation(followsHeading: Bool, fallback: MapCameraPosition?)

    static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.automatic, .automatic): return true
      case (.region(let a), .region(let b)): return sameRegion(a, b)
      case (.rect(let a), .rect(let b)): return sameRect(a, b)
      case (.camera(let a), .camera(let b)): return a == b
      case (.item(let a, let p), .item(let b, let q)): return a === b && p == q
      case (.userLocation(let a, let f), .userLocation(let b, let g)): return a == b && f == g
      default: return false
      }
    }
  }

  var kind: Kind
  /// True once the person moved the map (MapKit sets it instead of the region the map then shows).
  public private(set) var positionedByUser = false
  /// Bumped whenever the person moves the map, so two user positions never compare equal by accident.
  var userGeneration = 0

  init(_ kind: Kind) { self.kind = kind }

  public static var automatic: MapCameraPosition { MapCameraPosition(.automatic) }
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(.region(region))
  }
  public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(.rect(rect)) }
  public static func camera(_ camera: MapCamera) -> MapCameraPosition {
    MapCameraPosition(.camera(camera))
  }
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false)
    -> MapCameraPosition
  {
    MapCameraPosition(.item(item, allowsAutomaticPitch: allowsAutomaticPitch))
  }
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition)
    -> MapCameraPosition
  {
    MapCameraPosition(.userLocation(followsHeading: followsHeading, fallback: fallback))
  }
  public static func userLocation(followsHeading: Bool = false) -> MapCameraPosition {
    MapCameraPosition(.userLocation(followsHeading: followsHeading, fallback: nil))
  }

  static func positioned(byUser viewport: MapViewport, generation: Int) -> MapCameraPosition {
    var position = MapCameraPosition(.automatic)
    position.positionedByUser = true
    position.userGeneration = generation
    return position
  }

  public var region: MKCoordinateRegion? {
    if case .region(let region) = kind { return region }
    return nil
  }
  public var rect: MKMapRect? {
    if case .rect(let rect) = kind { return rect }
    return nil
  }
  public var camera: MapCamera? {
    if case .camera(let camera) = kind { return camera }
    return nil
  }
  public var item: MKMapItem? {
    if case .item(let item, _) = kind { return item }
    return nil
  }
  public var allowsAutomaticPitch: Bool {
    if case .item(_, let allows) = kind { return allows }
    return false
  }
  public var followsUserLocation: Bool {
    if case .userLocation = kind { return true }
    return false
  }
  public var followsHeading: Bool {
    if case .userLocation(let follows, _) = kind { return follows }
    return false
  }
  public var fallbackPosition: MapCameraPosition? {
    if case .userLocation(_, let fallback) = kind { return fallback }
    return nil
  }
}

/// Limits on what the camera may show.
public struct MapCameraBounds: Sendable {
  var centerRegion: MKCoordinateRegion?
  var centerRect: MKMapRect?
  var minimumDistance: Double?
  var maximumDistance: Double?

  public init(
    centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil,
    maximumDistance: Double? = nil
  ) {
    centerRegion = centerCoordinateBounds
    self.minimumDistance = minimumDistance
    self.maximumDistance = maximumDistance
  }

  public init(
    centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil,
    maximumDistance: Double? = nil
  ) {
    centerRect = centerCoordinateBounds
    self.minimumDistance = minimumDistance
    self.maximumDistance = maximumDistance
  }

  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    self.minimumDistance = minimumDistance
    self.maximumDistance = maximumDistance
  }
}

/// The ways a person may move the map.
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let pitch = MapInteractionModes(rawValue: 4)
  public static let rotate = MapInteractionModes(rawValue: 8)
  public static let all: MapInteractionModes = [.pan, .zoom, .pitch, .rotate]
}

public enum MapUserTrackingMode: Equatable, Sendable {
  case none
  case follow
}

/// What `onMapCameraChange` reports.
public struct MapCameraUpdateContext: Sendable {
  public let camera: MapCamera
  public let region: MKCoordinateRegion
  public let rect: MKMapRect
}

public enum MapCameraUpdateFrequency: Sendable {
  /// Once the camera stops moving.
  case onEnd
  /// On every frame the camera moves.
  case continuous
}

// Apple's MKCoordinateRegion and MKMapRect are C structs without Equatable; apps add it themselves, so the
// comparison the camera needs is internal.
func sameRegion(_ a: MKCoordinateRegion, _ b: MKCoordinateRegion) -> Bool {
  a.center.latitude == b.center.latitude && a.center.longitude == b.center.longitude
    && a.span.latitudeDelta == b.span.latitudeDelta
    && a.span.longitudeDelta == b.span.longitudeDelta
}

func sameRect(_ a: MKMapRect, _ b: MKMapRect) -> Bool {
  a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
    && a.size.height == b.size.height
}
