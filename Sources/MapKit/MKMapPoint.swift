import CoreLocation
import Foundation

/// A point on MapKit's flat map: Web Mercator scaled so the world is 2^28 points wide, x east from the
/// anti-meridian, y south from about 85.05° N.
public struct MKMapPoint: Sendable {
  public var x: Double
  public var y: Double

  public init() {
    x = 0
    y = 0
  }

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public init(_ coordinate: CLLocationCoordinate2D) {
    let unit = WebMercator.unitPoint(coordinate)
    x = unit.x * MKMapSize.world.width
    y = unit.y * MKMapSize.world.height
  }

  public var coordinate: CLLocationCoordinate2D {
    WebMercator.coordinate(unitX: x / MKMapSize.world.width, unitY: y / MKMapSize.world.height)
  }

  /// Metres between two map points, measured along the ground.
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude).distance(
      from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
  }
}

public struct MKMapSize: Sendable {
  public var width: Double
  public var height: Double

  public init() {
    width = 0
    height = 0
  }

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole world: 2^28 × 2^28 map points.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle of map points. It may extend past the world's east edge (x > world width) when it crosses
/// the 180th meridian; `remainder` is that part, moved to the west edge.
public struct MKMapRect: Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  public init() {
    origin = MKMapPoint()
    size = MKMapSize()
  }

  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = MKMapPoint(x: x, y: y)
    size = MKMapSize(width: width, height: height)
  }

  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  public var spans180thMeridian: Bool { maxX > MKMapSize.world.width }

  /// The part of a rectangle that crosses the 180th meridian, moved to the world's west edge.
  public var remainder: MKMapRect {
    guard spans180thMeridian else { return .null }
    return MKMapRect(
      x: max(0, minX - MKMapSize.world.width), y: minY,
      width: maxX - max(minX, MKMapSize.world.width),
      height: height)
  }

  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public func contains(_ rect: MKMapRect) -> Bool {
    !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY
      && rect.maxY <= maxY
  }

  public func intersects(_ rect: MKMapRect) -> Bool {
    !isNull && !rect.isNull && rect.minX < maxX && rect.maxX > minX && rect.minY < maxY
      && rect.maxY > minY
  }

  public func union(_ rect: MKMapRect) -> MKMapRect {
    if isNull { return rect }
    if rect.isNull { return self }
    let x0 = min(minX, rect.minX)
    let y0 = min(minY, rect.minY)
    return MKMapRect(
      x: x0, y: y0, width: max(maxX, rect.maxX) - x0, height: max(maxY, rect.maxY) - y0)
  }

  public func intersection(_ rect: MKMapRect) -> MKMapRect {
    guard intersects(rect) else { return .null }
    let x0 = max(minX, rect.minX)
    let y0 = max(minY, rect.minY)
    return MKMapRect(
      x: x0, y: y0, width: min(maxX, rect.maxX) - x0, height: min(maxY, rect.maxY) - y0)
  }

  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}

/// Map points per metre on the ground at a latitude (Mercator stretches distances by 1 / cos(latitude)).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  MKMapSize.world.width / (2 * .pi * WebMercator.equatorialRadius * cos(latitude * .pi / 180))
}

public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
  1 / MKMapPointsPerMeterAtLatitude(latitude)
}

public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint {
  MKMapPoint(coordinate)
}

public func MKCoordinateForMapPoint(_ point: MKMapPoint) -> CLLocationCoordinate2D {
  point.coordinate
}

public func MKMapRectContainsPoint(_ rect: MKMapRect, _ point: MKMapPoint) -> Bool {
  rect.contains(point)
}

public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect
{
  MKMapRect(x: x, y: y, width: width, height: height)
}

public func MKCoordinateRegionMakeWithDistance(
  _ center: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
  _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
  MKCoordinateRegion(
    center: center, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

public func MKCoordinateSpanMake(
  _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
)
  -> MKCoordinateSpan
{
  MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

public func MKCoordinateRegionMake(_ center: CLLocationCoordinate2D, _ span: MKCoordinateSpan)
  -> MKCoordinateRegion
{
  MKCoordinateRegion(center: center, span: span)
}
