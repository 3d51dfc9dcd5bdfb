import CoreLocation
import Foundation

/// Web Mercator in unit coordinates: x 0…1 west to east from the anti-meridian, y 0…1 north to south
/// between ±85.0511° (the latitudes where the projected world is square).
enum WebMercator {
  static let equatorialRadius = 6_378_137.0
  static let maximumLatitude = 85.051_128_779_806_59

  static func unitPoint(_ coordinate: CLLocationCoordinate2D) -> (x: Double, y: Double) {
    (unitX(longitude: coordinate.longitude), unitY(latitude: coordinate.latitude))
  }

  static func unitX(longitude: Double) -> Double { (longitude + 180) / 360 }

  static func unitY(latitude: Double) -> Double {
    let clamped = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
    return (1 - log(tan(clamped) + 1 / cos(clamped)) / .pi) / 2
  }

  static func longitude(unitX x: Double) -> Double { x * 360 - 180 }

  static func latitude(unitY y: Double) -> Double {
    atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
  }

  static func coordinate(unitX x: Double, unitY y: Double) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude(unitY: y), longitude: longitude(unitX: x))
  }

  /// A longitude in -180..<180.
  static func wrapLongitude(_ longitude: Double) -> Double {
    var value = (longitude + 180).truncatingRemainder(dividingBy: 360)
    if value < 0 { value += 360 }
    return value - 180
  }
}

/// What the map shows: a centre in unit Web Mercator coordinates and a zoom, the log2 of the world's width
/// in points (zoom 8 shows the world 256 points wide; each step doubles it). Interpolating the centre
/// linearly and the zoom linearly moves the camera the way people expect: constant speed across the screen
/// and a steady zoom.
struct MapViewport: Equatable, Sendable {
  var centerX: Double
  var centerY: Double
  var zoom: Double

  static let minimumZoom = 1.0
  static let maximumZoom = 24.0

  var worldWidth: Double { exp2(zoom) }

  init(centerX: Double, centerY: Double, zoom: Double) {
    self.centerX = centerX
    self.centerY = centerY
    self.zoom = zoom
  }

  init(center: CLLocationCoordinate2D, zoom: Double) {
    let unit = WebMercator.unitPoint(center)
    self.init(centerX: unit.x, centerY: unit.y, zoom: zoom)
  }

  /// The viewport that shows all of a region in a view of `size` points, centred on it (MapKit fits the
  /// region: the other dimension shows more than asked for).
  init(fitting region: MKCoordinateRegion, in size: CGSize) {
    let center = WebMercator.unitPoint(region.center)
    let spanX = max(min(region.span.longitudeDelta, 360), 1e-9) / 360
    let north = WebMercator.unitY(latitude: region.center.latitude + region.span.latitudeDelta / 2)
    let south = WebMercator.unitY(latitude: region.center.latitude - region.span.latitudeDelta / 2)
    let spanY = max(south - north, 1e-12)
    let width = max(Double(size.width), 1)
    let height = max(Double(size.height), 1)
    let world = min(width / spanX, height / spanY)
    self.init(centerX: center.x, centerY: center.y, zoom: log2(world))
    clamp()
  }

  init(fitting rect: MKMapRect, in size: CGSize) {
    let world = MKMapSize.world.width
    let width = max(Double(size.width), 1)
    let height = max(Double(size.height), 1)
    let zoom = log2(
      min(width / max(rect.width / world, 1e-12), height / max(rect.height / world, 1e-12)))
    self.init(centerX: rect.midX / world, centerY: rect.midY / world, zoom: zoom)
    clamp()
  }

  var center: CLLocationCoordinate2D {
    WebMercator.coordinate(unitX: wrappedCenterX, unitY: centerY)
  }

  var wrappedCenterX: Double {
    var x = centerX.truncatingRemainder(dividingBy: 1)
    if x < 0 { x += 1 }
    return x
  }

  /// The region a view of `size` shows.
  func region(in size: CGSize) -> MKCoordinateRegion {
    let halfHeight = Double(size.height) / 2 / worldWidth
    let north = WebMercator.latitude(unitY: max(0, centerY - halfHeight))
    let south = WebMercator.latitude(unitY: min(1, centerY + halfHeight))
    return MKCoordinateRegion(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: north - south,
        longitudeDelta: min(360, Double(size.width) / worldWidth * 360)))
  }

  func rect(in size: CGSize) -> MKMapRect {
    let world = MKMapSize.world.width
    let width = Double(size.width) / worldWidth
    let height = Double(size.height) / worldWidth
    return MKMapRect(
      x: (wrappedCenterX - width / 2) * world, y: (centerY - height / 2) * world,
      width: width * world,
      height: height * world)
  }

  /// Where a coordinate appears in a view of `size`, taking the copy of the world nearest the centre (so a
  /// pin across the anti-meridian shows beside the centre, not a world away).
  func point(for coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
    let unit = WebMercator.unitPoint(coordinate)
    var dx = unit.x - centerX
    dx -= (dx).rounded()
    return CGPoint(
      x: Double(size.width) / 2 + dx * worldWidth,
      y: Double(size.height) / 2 + (unit.y - centerY) * worldWidth)
  }

  func coordinate(at point: CGPoint, in size: CGSize) -> CLLocationCoordinate2D {
    let x = centerX + (Double(point.x) - Double(size.width) / 2) / worldWidth
    let y = centerY + (Double(point.y) - Double(size.height) / 2) / worldWidth
    return CLLocationCoordinate2D(
      latitude: WebMercator.latitude(unitY: min(max(y, 0), 1)),
      longitude: WebMercator.wrapLongitude(WebMercator.longitude(unitX: x)))
  }

  /// Moves the map with the finger: the point under it stays under it.
  mutating func pan(by translation: CGSize) {
    centerX -= Double(translation.width) / worldWidth
    centerY -= Double(translation.height) / worldWidth
    clamp()
  }

  /// Zooms by `factor` keeping the map point under `anchor` where it is.
  mutating func zoom(by factor: Double, about anchor: CGPoint, in size: CGSize) {
    let before = worldWidth
    zoom = min(max(zoom + log2(factor), Self.minimumZoom), Self.maximumZoom)
    let after = worldWidth
    let ax = Double(anchor.x) - Double(size.width) / 2
    let ay = Double(anchor.y) - Double(size.height) / 2
    centerX += ax / before - ax / after
    centerY += ay / before - ay / after
    clamp()
  }

  /// Keeps the centre inside the world vertically and x within one turn (the map wraps east-west).
  mutating func clamp() {
    zoom = min(max(zoom, Self.minimumZoom), Self.maximumZoom)
    centerY = min(max(centerY, 0), 1)
    if centerX < -1 || centerX > 2 { centerX = wrappedCenterX }
  }
}
