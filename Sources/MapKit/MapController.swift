import CoreLocation
import Foundation
import SwiftUI

/// What a map asks to show, as read from its binding (or its initial position).
enum MapCameraRequest: Equatable {
  case region(MKCoordinateRegion)
  case rect(MKMapRect)
  case position(MapCameraPosition)

  static func == (lhs: MapCameraRequest, rhs: MapCameraRequest) -> Bool {
    switch (lhs, rhs) {
    case (.region(let a), .region(let b)): return sameRegion(a, b)
    case (.rect(let a), .rect(let b)): return sameRect(a, b)
    case (.position(let a), .position(let b)): return a == b
    default: return false
    }
  }
}

/// One map's bookkeeping that drawing does not depend on directly: where the camera is headed, what the last
/// frame showed, the request last read from the binding (to tell the app's changes from our own echoes),
/// gestures in progress, and the flight between far-apart places.
@MainActor final class MapController {
  var size: CGSize = .zero
  /// Where the camera rests or is animating to.
  var target: MapViewport?
  /// What the last frame showed.
  var presented: MapViewport?
  var lastRequest: MapCameraRequest?
  /// True while the target came from the request (refitted when the view's size changes).
  var targetFollowsRequest = true
  var dragStart: MapViewport?
  /// Set when a second finger came down during a drag: the rest of that drag is ignored.
  var dragCancelled = false
  var pinchStart: MapViewport?
  /// The two-finger gesture in progress: its spread and turn so far, about where it began.
  struct Pinch {
    var magnification = 1.0
    var rotation = 0.0
    var anchor: CGPoint?
    var magnifying = false
    var rotating = false
    /// Degrees of tilt from two fingers sliding up (more) or down (less) together.
    var tilt = 0.0
    var tilting = false
  }
  var pinch = Pinch()
  var lastTouchDown: CGPoint?
  let annotationSizes = MapAnnotationSizes()
  var userGeneration = 0
  var reportedContinuous: MapViewport?
  var reportedEnd: MapViewport?
  var flight: MapFlight?
  var wheelAnchorTime = 0.0

  /// The camera's target for this update: the request's when the app changed it, else what the person made.
  func resolveTarget(request: MapCameraRequest?, size: CGSize, items: [ResolvedMapItem])
    -> MapViewport
  {
    let sizeChanged = self.size != size
    self.size = size
    if let request, request != lastRequest {
      lastRequest = request
      if var fitted = Self.viewport(for: request, size: size, items: items) {
        if !Self.setsOrientation(request), let presented {
          // A region or a rectangle says nothing of heading and tilt: the map keeps them, as MapKit's does.
          fitted.heading = presented.heading
          fitted.pitch = presented.pitch
        }
        // Take the short way round the world, and the short way round the compass.
        if let presented {
          fitted.centerX += (presented.centerX - fitted.centerX).rounded()
          fitted.heading = presented.heading + remainder(fitted.heading - presented.heading, 360)
        }
        target = fitted
        targetFollowsRequest = true
      }
    } else if sizeChanged, targetFollowsRequest, let request,
      let fitted = Self.viewport(for: request, size: size, items: items)
    {
      target = fitted
    }
    if target == nil {
      target = Self.automatic(items: items, size: size)
    }
    return target!
  }

  /// True when the request names a heading and a pitch (a camera); else the map keeps its own.
  static func setsOrientation(_ request: MapCameraRequest) -> Bool {
    if case .position(let position) = request, case .camera = position.kind { return true }
    return false
  }

  static func viewport(for request: MapCameraRequest, size: CGSize, items: [ResolvedMapItem])
    -> MapViewport?
  {
    guard size.width > 0, size.height > 0 else { return nil }
    switch request {
    case .region(let region): return MapViewport(fitting: region, in: size)
    case .rect(let rect): return MapViewport(fitting: rect, in: size)
    case .position(let position): return viewport(for: position, size: size, items: items)
    }
  }

  static func viewport(for position: MapCameraPosition, size: CGSize, items: [ResolvedMapItem])
    -> MapViewport?
  {
    if position.positionedByUser { return nil }
    switch position.kind {
    case .automatic: return automatic(items: items, size: size)
    case .region(let region): return MapViewport(fitting: region, in: size)
    case .rect(let rect): return MapViewport(fitting: rect, in: size)
    case .camera(let camera):
      // MapKit's camera sees about 30° vertically: the ground height shown is about half the distance.
      let meters = max(camera.distance, 10) * 0.536
      var viewport = MapViewport(
        fitting: MKCoordinateRegion(
          center: camera.centerCoordinate, latitudinalMeters: meters, longitudinalMeters: meters),
        in: size)
      viewport.heading = MapViewport.normalizedHeading(camera.heading)
      viewport.pitch = min(max(camera.pitch, 0), MapViewport.maximumPitch)
      return viewport
    case .item(let item, _):
      return MapViewport(
        fitting: MKCoordinateRegion(
          center: item.placemark.coordinate, latitudinalMeters: 1500, longitudinalMeters: 1500),
        in: size)
    case .userLocation(_, let fallback):
      // No location service on a Linux desktop: the fallback, as on a device that denied it.
      return viewport(for: fallback ?? .automatic, size: size, items: items)
    }
  }

  /// MapKit's automatic position: everything the map shows, with room around it; the world without content.
  static func automatic(items: [ResolvedMapItem], size: CGSize) -> MapViewport {
    var coordinates: [CLLocationCoordinate2D] = []
    for item in items {
      switch item.shape {
      case .polyline(let points), .polygon(let points): coordinates.append(contentsOf: points)
      default: coordinates.append(item.coordinate)
      }
    }
    guard let first = coordinates.first else {
      return MapViewport(
        fitting: MKCoordinateRegion(
          center: CLLocationCoordinate2D(latitude: 30, longitude: 10),
          span: MKCoordinateSpan(latitudeDelta: 120, longitudeDelta: 360)), in: size)
    }
    var north = first.latitude
    var south = first.latitude
    var west = first.longitude
    var east = first.longitude
    for coordinate in coordinates {
      north = max(north, coordinate.latitude)
      south = min(south, coordinate.latitude)
      west = min(west, coordinate.longitude)
      east = max(east, coordinate.longitude)
    }
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: (north + south) / 2, longitude: (west + east) / 2),
      span: MKCoordinateSpan(
        latitudeDelta: max((north - south) * 1.4, 0.01),
        longitudeDelta: max((east - west) * 1.4, 0.01)))
    return MapViewport(fitting: region, in: size)
  }

  /// What the camera shows for the runtime's interpolated value `linear` on the way to `target`: near moves
  /// are the straight interpolation (Web Mercator centre, log-span zoom); far ones zoom out and back in.
  func shown(linear: MapViewport, target: MapViewport) -> MapViewport {
    if flight?.to != target {
      flight = MapFlight(
        from: presented ?? linear, fromLinear: lastLinear ?? linear, to: target, size: size)
    }
    lastLinear = linear
    guard let flight else { return linear }
    return flight.viewport(linear: linear)
  }
  private var lastLinear: MapViewport?
}

/// A camera move from one viewport to another. Progress is read off the runtime's interpolation of the
/// target (so any curve or spring drives it); far moves zoom out to show both ends, travel, and zoom in.
struct MapFlight {
  let from: MapViewport
  let fromLinear: MapViewport
  let to: MapViewport
  /// How far (in zoom steps) the flight rises above the nearer end's zoom; 0 for a straight move.
  let rise: Double

  init(from: MapViewport, fromLinear: MapViewport, to: MapViewport, size: CGSize) {
    self.from = from
    self.fromLinear = fromLinear
    self.to = to
    let distance = hypot(to.centerX - from.centerX, to.centerY - from.centerY)
    let lowest = min(from.zoom, to.zoom)
    let width = max(Double(min(size.width, size.height)), 1)
    let screens = distance * exp2(lowest) / width
    if screens > 1.5, distance > 0 {
      let peak = log2(0.8 * width / distance)
      rise = max(0, lowest - peak)
    } else {
      rise = 0
    }
  }

  /// Progress 0…1 (beyond with springs) of `linear` from `fromLinear` towards `to`.
  func progress(_ linear: MapViewport) -> Double {
    let weight = exp2(min(fromLinear.zoom, to.zoom))
    let dx = (to.centerX - fromLinear.centerX) * weight
    let dy = (to.centerY - fromLinear.centerY) * weight
    let dz = (to.zoom - fromLinear.zoom) * 256
    // A turn or a tilt alone is a move too: a degree counts as about two points.
    let dh = (to.heading - fromLinear.heading) * 2
    let dp = (to.pitch - fromLinear.pitch) * 2
    let length = dx * dx + dy * dy + dz * dz + dh * dh + dp * dp
    guard length > 1e-12 else { return 1 }
    let px = (linear.centerX - fromLinear.centerX) * weight
    let py = (linear.centerY - fromLinear.centerY) * weight
    let pz = (linear.zoom - fromLinear.zoom) * 256
    let ph = (linear.heading - fromLinear.heading) * 2
    let pp = (linear.pitch - fromLinear.pitch) * 2
    return (px * dx + py * dy + pz * dz + ph * dh + pp * dp) / length
  }

  func viewport(linear: MapViewport) -> MapViewport {
    let p = progress(linear)
    if p >= 1, linear == to { return to }
    func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
    let heading = lerp(from.heading, to.heading, p)
    let pitch = min(max(lerp(from.pitch, to.pitch, p), 0), MapViewport.maximumPitch)
    if rise <= 0 {
      return MapViewport(
        centerX: lerp(from.centerX, to.centerX, p), centerY: lerp(from.centerY, to.centerY, p),
        zoom: lerp(from.zoom, to.zoom, p), heading: heading, pitch: pitch)
    }
    let lift = max(0, min(1, 1.6 * sin(.pi * min(max(p, 0), 1))))
    let travel = min(max((p - 0.12) / 0.76, 0), 1)
    let s = travel * travel * (3 - 2 * travel)
    return MapViewport(
      centerX: lerp(from.centerX, to.centerX, s), centerY: lerp(from.centerY, to.centerY, s),
      zoom: lerp(from.zoom, to.zoom, p) - rise * lift, heading: heading, pitch: pitch)
  }
}
