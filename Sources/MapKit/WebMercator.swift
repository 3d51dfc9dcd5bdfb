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
/// and a steady zoom. `heading` turns the map about the view's centre (degrees clockwise from north of the
/// direction the top of the view faces, as `MapCamera.heading`); `pitch` tilts it (see `MapPerspective`).
struct MapViewport: Equatable, Sendable {
  var centerX: Double
  var centerY: Double
  var zoom: Double
  var heading: Double = 0
  var pitch: Double = 0

  static let minimumZoom = 1.0
  static let maximumZoom = 24.0

  var worldWidth: Double { exp2(zoom) }

  /// MapKit tilts the camera at most this far (at street level; less when the map shows more).
  static let maximumPitch = 60.0

  init(centerX: Double, centerY: Double, zoom: Double, heading: Double = 0, pitch: Double = 0) {
    self.centerX = centerX
    self.centerY = centerY
    self.zoom = zoom
    self.heading = heading
    self.pitch = pitch
  }

  /// A view offset from the centre (points, y down) turned into the map's north-up offset, and back.
  func unrotated(_ offset: CGSize) -> (dx: Double, dy: Double) {
    guard heading != 0 else { return (Double(offset.width), Double(offset.height)) }
    let angle = heading * .pi / 180
    let x = Double(offset.width)
    let y = Double(offset.height)
    return (x * cos(angle) - y * sin(angle), x * sin(angle) + y * cos(angle))
  }

  func rotated(dx x: Double, dy y: Double) -> CGSize {
    guard heading != 0 else { return CGSize(width: x, height: y) }
    let angle = heading * .pi / 180
    return CGSize(width: x * cos(angle) + y * sin(angle), height: -x * sin(angle) + y * cos(angle))
  }

  /// The flat, north-up map offset (points from the centre) that a view offset shows, through tilt and turn.
  func flatOffset(forView offset: CGSize, in size: CGSize) -> (dx: Double, dy: Double) {
    let flat = MapPerspective(pitch: pitch, size: size).flat(fromView: offset)
    return unrotated(flat)
  }

  /// Where a flat, north-up map offset shows in the view, relative to its centre.
  func viewOffset(forFlat dx: Double, _ dy: Double, in size: CGSize) -> CGSize {
    MapPerspective(pitch: pitch, size: size).view(fromFlat: rotated(dx: dx, dy: dy))
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

  /// The north-up size (points) of the flat map a view of `size` shows: the box around it when the map is
  /// turned; the ground as far as the top edge sees when it is tilted.
  func coveredSize(in size: CGSize) -> CGSize {
    let flat = MapPerspective(pitch: pitch, size: size).flatSize
    guard heading != 0 else { return flat }
    let angle = heading * .pi / 180
    let c = abs(cos(angle))
    let s = abs(sin(angle))
    let w = Double(flat.width)
    let h = Double(flat.height)
    return CGSize(width: w * c + h * s, height: w * s + h * c)
  }

  /// The region a view of `size` shows (for a turned or tilted map, the north-up box around what it shows).
  func region(in size: CGSize) -> MKCoordinateRegion {
    let covered = coveredSize(in: size)
    let halfHeight = Double(covered.height) / 2 / worldWidth
    let north = WebMercator.latitude(unitY: max(0, centerY - halfHeight))
    let south = WebMercator.latitude(unitY: min(1, centerY + halfHeight))
    return MKCoordinateRegion(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: north - south,
        longitudeDelta: min(360, Double(covered.width) / worldWidth * 360)))
  }

  func rect(in size: CGSize) -> MKMapRect {
    let world = MKMapSize.world.width
    let covered = coveredSize(in: size)
    let width = Double(covered.width) / worldWidth
    let height = Double(covered.height) / worldWidth
    return MKMapRect(
      x: (wrappedCenterX - width / 2) * world, y: (centerY - height / 2) * world,
      width: width * world,
      height: height * world)
  }

  /// Where a coordinate appears in a view of `size`, taking the copy of the world nearest the centre (so a
  /// pin across the anti-meridian shows beside the centre, not a world away).
  func point(for coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
    let unit = WebMercator.unitPoint(coordinate)
    return point(unitX: unit.x, unitY: unit.y, in: size)
  }

  func point(unitX: Double, unitY: Double, in size: CGSize) -> CGPoint {
    let unit = (x: unitX, y: unitY)
    var dx = unit.x - centerX
    dx -= (dx).rounded()
    let offset = viewOffset(forFlat: dx * worldWidth, (unit.y - centerY) * worldWidth, in: size)
    return CGPoint(
      x: Double(size.width) / 2 + Double(offset.width),
      y: Double(size.height) / 2 + Double(offset.height))
  }

  func coordinate(at point: CGPoint, in size: CGSize) -> CLLocationCoordinate2D {
    let flat = flatOffset(
      forView: CGSize(
        width: Double(point.x) - Double(size.width) / 2,
        height: Double(point.y) - Double(size.height) / 2), in: size)
    let x = centerX + flat.dx / worldWidth
    let y = centerY + flat.dy / worldWidth
    return CLLocationCoordinate2D(
      latitude: WebMercator.latitude(unitY: min(max(y, 0), 1)),
      longitude: WebMercator.wrapLongitude(WebMercator.longitude(unitX: x)))
  }

  /// Moves the map with the finger: the point under it stays under it.
  mutating func pan(by translation: CGSize) {
    // A turned map moves along the finger on screen: the translation turned into north-up terms. (On a
    // tilted map the scale at the centre is used, as MapKit does for a drag's momentum.)
    let flat = unrotated(translation)
    centerX -= flat.dx / worldWidth
    centerY -= flat.dy / worldWidth
    clamp()
  }

  /// Zooms by `factor` keeping the map point under `anchor` where it is.
  mutating func zoom(by factor: Double, about anchor: CGPoint, in size: CGSize) {
    let before = worldWidth
    zoom = min(max(zoom + log2(factor), Self.minimumZoom), Self.maximumZoom)
    let after = worldWidth
    let a = unrotated(
      CGSize(
        width: Double(anchor.x) - Double(size.width) / 2,
        height: Double(anchor.y) - Double(size.height) / 2))
    centerX += a.dx / before - a.dx / after
    centerY += a.dy / before - a.dy / after
    clamp()
  }

  /// Turns the map by `degrees` (clockwise on screen) keeping the map point under `anchor` where it is.
  mutating func rotate(by degrees: Double, about anchor: CGPoint, in size: CGSize) {
    let offset = CGSize(
      width: Double(anchor.x) - Double(size.width) / 2,
      height: Double(anchor.y) - Double(size.height) / 2)
    let before = unrotated(offset)
    // Turning the map clockwise on screen turns the direction the view faces anticlockwise.
    heading = Self.normalizedHeading(heading - degrees)
    let after = unrotated(offset)
    centerX += (before.dx - after.dx) / worldWidth
    centerY += (before.dy - after.dy) / worldWidth
    clamp()
  }

  /// A heading in 0..<360.
  static func normalizedHeading(_ degrees: Double) -> Double {
    var value = degrees.truncatingRemainder(dividingBy: 360)
    if value < 0 { value += 360 }
    return value == 360 ? 0 : value
  }

  /// How high MapKit's camera would be to show this (its view is about 30° high; see `MapCamera`).
  func cameraDistance(in size: CGSize) -> Double {
    let metersPerPoint =
      WebMercator.equatorialRadius * 2 * .pi * cos(center.latitude * .pi / 180) / worldWidth
    // The inverse of fitting a square region of distance × 0.536 metres into the view.
    return Double(min(size.width, size.height)) * metersPerPoint / 0.536
  }

  /// Keeps the centre inside the world vertically and x within one turn (the map wraps east-west).
  mutating func clamp() {
    zoom = min(max(zoom, Self.minimumZoom), Self.maximumZoom)
    pitch = min(max(pitch, 0), Self.maximumPitch)
    centerY = min(max(centerY, 0), 1)
    if centerX < -1 || centerX > 2 { centerX = wrappedCenterX }
  }
}
