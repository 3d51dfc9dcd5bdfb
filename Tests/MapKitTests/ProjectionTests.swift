import CoreLocation
import Foundation
import Testing

@testable import MapKit

/// MapKit's flat map: Web Mercator scaled to 2^28 points, regions, rectangles and the 180th meridian.
@Suite struct ProjectionTests {
  let rome = CLLocationCoordinate2D(latitude: 41.8902, longitude: 12.4922)
  let paris = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)

  @Test func theEquatorAndPrimeMeridianAreTheMiddleOfTheWorld() {
    let point = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(point.x == MKMapSize.world.width / 2)
    #expect(abs(point.y - MKMapSize.world.height / 2) < 1e-6)
    let corner = MKMapPoint(x: 0, y: 0).coordinate
    #expect(abs(corner.longitude + 180) < 1e-9)
    #expect(abs(corner.latitude - 85.0511287798) < 1e-6)
  }

  @Test func coordinatesSurviveTheRoundTrip() {
    for coordinate in [rome, paris, CLLocationCoordinate2D(latitude: -33.86, longitude: 151.21)] {
      let back = MKMapPoint(coordinate).coordinate
      #expect(abs(back.latitude - coordinate.latitude) < 1e-9)
      #expect(abs(back.longitude - coordinate.longitude) < 1e-9)
    }
  }

  @Test func northIsUpAndEastIsRight() {
    let colosseum = MKMapPoint(rome)
    let pantheon = MKMapPoint(CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769))
    #expect(colosseum.x > pantheon.x, "the Colosseum is east of the Pantheon")
    #expect(colosseum.y > pantheon.y, "and south of it")
  }

  @Test func mapPointsPerMeterGrowWithLatitude() {
    // 2^28 points around 40,075,016.686 m of equator.
    #expect(abs(MKMapPointsPerMeterAtLatitude(0) - 268_435_456 / 40_075_016.686) < 1e-6)
    #expect(abs(MKMapPointsPerMeterAtLatitude(60) - 2 * MKMapPointsPerMeterAtLatitude(0)) < 1e-6)
    #expect(abs(MKMetersPerMapPointAtLatitude(0) * MKMapPointsPerMeterAtLatitude(0) - 1) < 1e-12)
  }

  @Test func distancesAreMeasuredOnTheGround() {
    let meters = CLLocation(latitude: rome.latitude, longitude: rome.longitude).distance(
      from: CLLocation(latitude: paris.latitude, longitude: paris.longitude))
    #expect(abs(meters - 1_106_000) < 5_000, "Rome to Paris is about 1,106 km: \(meters)")
    let mapDistance = MKMapPoint(rome).distance(to: MKMapPoint(paris))
    #expect(abs(mapDistance - meters) < 1)
  }

  @Test func aRegionInMetresHasTheRightSpan() {
    let region = MKCoordinateRegion(
      center: rome, latitudinalMeters: 10_000, longitudinalMeters: 10_000)
    #expect(abs(region.span.latitudeDelta - 0.0898) < 0.001)
    // A degree of longitude is shorter at Rome's latitude (cos 41.9° ≈ 0.744).
    #expect(abs(region.span.longitudeDelta - 0.0898 / cos(41.8902 * .pi / 180)) < 0.001)
  }

  @Test func aRegionFromAMapRectCoversIt() {
    let a = MKMapPoint(paris)
    let b = MKMapPoint(rome)
    let rect = MKMapRect(
      x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    let region = MKCoordinateRegion(rect)
    #expect(abs(region.span.longitudeDelta - (rome.longitude - paris.longitude)) < 1e-9)
    #expect(abs(region.span.latitudeDelta - (paris.latitude - rome.latitude)) < 1e-9)
  }

  @Test func rectsAcrossTheAntiMeridianHaveARemainder() {
    let world = MKMapSize.world.width
    let rect = MKMapRect(x: world - 100, y: 1000, width: 300, height: 50)
    #expect(rect.spans180thMeridian)
    let remainder = rect.remainder
    #expect(remainder.minX == 0)
    #expect(remainder.width == 200)
    #expect(!MKMapRect(x: 0, y: 0, width: 10, height: 10).spans180thMeridian)
    #expect(MKMapRect(x: 0, y: 0, width: 10, height: 10).remainder.isNull)
    #expect(MKMapRect.world.contains(MKMapPoint(rome)))
    #expect(MKMapRect.null.union(rect).minX == rect.minX)
  }

  @Test func aRegionIsFittedIntoTheView() {
    let size = CGSize(width: 390, height: 844)
    let asked = MKCoordinateRegion(
      center: rome, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
    let viewport = MapViewport(fitting: asked, in: size)
    let shown = viewport.region(in: size)
    // The narrow side decides: all 0.1° of longitude across the width, more latitude than asked.
    #expect(abs(shown.span.longitudeDelta - 0.1) < 1e-9)
    #expect(shown.span.latitudeDelta > 0.1)
    #expect(abs(shown.center.latitude - rome.latitude) < 1e-9)
    #expect(abs(shown.center.longitude - rome.longitude) < 1e-9)
  }

  @Test func halvingTheSpanZoomsInOneStep() {
    let size = CGSize(width: 390, height: 844)
    let wide = MapViewport(
      fitting: MKCoordinateRegion(
        center: rome, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)), in: size)
    let narrow = MapViewport(
      fitting: MKCoordinateRegion(
        center: rome, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), in: size)
    #expect(abs(narrow.zoom - wide.zoom - 1) < 1e-9)
    // 0.1° across 390 points: the world is 360 / 0.1 × 390 points wide.
    #expect(abs(narrow.worldWidth - 3600 * 390) < 1e-3)
  }

  @Test func pointsAndCoordinatesConvertBothWays() {
    let size = CGSize(width: 390, height: 844)
    let viewport = MapViewport(
      fitting: MKCoordinateRegion(
        center: rome, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), in: size)
    let pantheon = CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769)
    let point = viewport.point(for: pantheon, in: size)
    // 0.0153° west of the centre at 3,900 points per degree.
    #expect(abs(point.x - (195 - 0.0153 * 3900)) < 0.01)
    #expect(point.y < 422)
    let back = viewport.coordinate(at: point, in: size)
    #expect(abs(back.latitude - pantheon.latitude) < 1e-9)
    #expect(abs(back.longitude - pantheon.longitude) < 1e-9)
  }

  @Test func acrossTheAntiMeridianPointsStayBesideTheCentre() {
    let size = CGSize(width: 400, height: 400)
    let viewport = MapViewport(
      fitting: MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: -17, longitude: 179.5),
        span: MKCoordinateSpan(latitudeDelta: 4, longitudeDelta: 4)), in: size)
    // Fiji's Taveuni lies at -179.9°: east of the centre, 0.6° away, not a world away.
    let east = viewport.point(
      for: CLLocationCoordinate2D(latitude: -16.8, longitude: -179.9), in: size)
    let pointsPerDegree = viewport.worldWidth / 360
    #expect(abs(east.x - (200 + 0.6 * pointsPerDegree)) < 0.01, "\(east)")
    var moved = viewport
    moved.pan(by: CGSize(width: -pointsPerDegree, height: 0))
    #expect(
      abs(moved.center.longitude - (-179.5)) < 1e-9,
      "panning east crosses to the western hemisphere")
  }

  @Test func zoomingKeepsThePointUnderTheCursor() {
    let size = CGSize(width: 390, height: 844)
    var viewport = MapViewport(center: rome, zoom: 18)
    let cursor = CGPoint(x: 300, y: 200)
    let before = viewport.coordinate(at: cursor, in: size)
    viewport.zoom(by: 1.5, about: cursor, in: size)
    let after = viewport.coordinate(at: cursor, in: size)
    #expect(abs(after.latitude - before.latitude) < 1e-9)
    #expect(abs(after.longitude - before.longitude) < 1e-9)
    #expect(abs(viewport.zoom - (18 + log2(1.5))) < 1e-12)
  }

  @Test func aFarFlightRisesAndANearOneDoesNot() {
    let size = CGSize(width: 390, height: 844)
    let span = MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)
    let romeView = MapViewport(fitting: MKCoordinateRegion(center: rome, span: span), in: size)
    let parisView = MapViewport(fitting: MKCoordinateRegion(center: paris, span: span), in: size)
    let far = MapFlight(from: romeView, fromLinear: romeView, to: parisView, size: size)
    #expect(far.rise > 4, "\(far.rise)")
    func linear(_ t: Double) -> MapViewport {
      MapViewport(
        centerX: romeView.centerX + (parisView.centerX - romeView.centerX) * t,
        centerY: romeView.centerY + (parisView.centerY - romeView.centerY) * t,
        zoom: romeView.zoom + (parisView.zoom - romeView.zoom) * t)
    }
    let middle = far.viewport(linear: linear(0.5))
    #expect(middle.zoom < romeView.zoom - 4, "zoomed out on the way: \(middle.zoom)")
    // Both cities are on screen at the top of the flight.
    #expect(abs(middle.point(for: rome, in: size).x - 195) < 195)
    #expect(abs(middle.point(for: paris, in: size).x - 195) < 195)
    #expect(far.viewport(linear: linear(0)) == romeView)
    #expect(far.viewport(linear: parisView) == parisView)

    let trevi = MapViewport(
      fitting: MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 41.9009, longitude: 12.4833), span: span), in: size
    )
    #expect(MapFlight(from: romeView, fromLinear: romeView, to: trevi, size: size).rise == 0)
  }
}
