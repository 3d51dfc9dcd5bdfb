import CoreLocation
import Foundation
import MapKit
import SwiftUI
import SwiftUITesting
import Testing

/// Maps written with MapKit for SwiftUI's iOS 14-16 and iOS 17 APIs, driven headless: annotations at their
/// coordinates, the camera following the binding (animated from place to place) and the person's drags,
/// wheel, pinches and double taps.
@MainActor @Suite struct MapViewTests {
  struct Place: Identifiable {
    let id: String
    let coordinate: CLLocationCoordinate2D
  }

  nonisolated static let pantheon = CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769)
  nonisolated static let colosseum = CLLocationCoordinate2D(latitude: 41.8902, longitude: 12.4922)
  nonisolated static let eiffel = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)
  nonisolated static let places = [
    Place(id: "Pantheon", coordinate: pantheon), Place(id: "Colosseum", coordinate: colosseum),
    Place(id: "Eiffel Tower", coordinate: eiffel),
  ]

  final class Model: ObservableObject {
    @Published var region = MKCoordinateRegion(
      center: MapViewTests.pantheon, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)
    )
  }

  /// The iOS 14-16 form, as seed 001's series writes it.
  struct RegionMap: View {
    @ObservedObject var model: Model
    var body: some View {
      Map(
        coordinateRegion: $model.region, annotationItems: MapViewTests.places,
        annotationContent: { place in
          MapAnnotation(coordinate: place.coordinate) {
            Text(place.id).font(.caption)
          }
        }
      )
      .ignoresSafeArea()
    }
  }

  func launch(_ model: Model) -> AppDriver {
    let driver = AppDriver(RegionMap(model: model), size: CGSize(width: 390, height: 844), scale: 1)
    driver.settle()
    return driver
  }

  /// Under a tab bar the map goes on to the screen's bottom, and its attribution keeps above the bar, as MapKit
  /// keeps its legal label inside the map view's safe area (which the bar raises).
  @Test func theAttributionKeepsAboveATabBar() throws {
    let driver = AppDriver(
      TabView {
        RegionMap(model: Model()).tabItem { Label("Map", systemImage: "map") }
        Text("Other").tabItem { Label("Other", systemImage: "star") }
      }, size: CGSize(width: 390, height: 844), scale: 1)
    driver.settle()
    let attribution = try #require(driver.frame(of: "© GSHHG, Natural Earth, GeoNames"))
    let barTop: CGFloat = 844 - 34 - 49
    #expect(attribution.maxY <= barTop + 0.5, "\(attribution)")
    #expect(attribution.maxY > barTop - 20, "at the foot of the map's safe area: \(attribution)")
    #expect(attribution.minX < 20)
  }

  /// Points per degree of longitude when 0.1° fills the 390-point width.
  let pointsPerDegree = 3900.0

  @Test func annotationsLandAtTheirCoordinates() throws {
    let driver = launch(Model())
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    let colosseum = try #require(driver.frame(of: "Colosseum"))
    // The region's centre is the Pantheon, at the centre of the screen.
    #expect(abs(pantheon.midX - 195) < 0.5 && abs(pantheon.midY - 422) < 0.5, "\(pantheon)")
    // The Colosseum is south-east: 0.0153° east and 0.0084° south, in Web Mercator at this zoom.
    let world = pointsPerDegree * 360
    let dx = 0.0153 * pointsPerDegree
    let dy =
      (MKMapPoint(Self.colosseum).y - MKMapPoint(Self.pantheon).y) / MKMapSize.world.height * world
    #expect(
      abs(colosseum.midX - pantheon.midX - dx) < 0.5, "\(colosseum.midX - pantheon.midX) vs \(dx)")
    #expect(
      abs(colosseum.midY - pantheon.midY - dy) < 0.5, "\(colosseum.midY - pantheon.midY) vs \(dy)")
    #expect(dy > 40, "south is down")
    #expect(!driver.exists("Eiffel Tower"), "Paris is far off screen")
  }

  @Test func draggingPansTheMapAndTheBindingFollows() throws {
    let model = Model()
    let driver = launch(model)
    let before = try #require(driver.frame(of: "Pantheon"))
    driver.drag(from: CGPoint(x: 250, y: 500), to: CGPoint(x: 150, y: 450), duration: 1, steps: 20)
    // Where the finger lifted, the map point under it had moved with it.
    let after = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(after.midX - (before.midX - 100)) < 0.5, "\(after)")
    #expect(abs(after.midY - (before.midY - 50)) < 0.5, "\(after)")
    driver.settle()
    // It glides on a quarter second's worth of the finger's speed (100 by 50 points a second).
    let glided = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(glided.midX - (before.midX - 125)) < 1, "\(glided)")
    // The region follows: it moved east by the same number of points' worth of longitude.
    #expect(
      abs(model.region.center.longitude - (Self.pantheon.longitude + 125 / pointsPerDegree)) < 1e-4)
    #expect(
      model.region.center.latitude < Self.pantheon.latitude, "dragging up moves the map south")
    #expect(abs(model.region.span.longitudeDelta - 0.1) < 1e-9, "panning keeps the zoom")
  }

  @Test func aFlickGlidesOnWithMomentum() throws {
    let model = Model()
    let driver = launch(model)
    let before = try #require(driver.frame(of: "Pantheon"))
    // A quick 60-point flick.
    driver.drag(
      from: CGPoint(x: 250, y: 500), to: CGPoint(x: 190, y: 500), duration: 0.06, steps: 4)
    let released = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(released.midX - (before.midX - 60)) < 2)
    driver.advance(by: 0.1)
    let gliding = try #require(driver.frame(of: "Pantheon"))
    #expect(
      gliding.midX < released.midX - 30, "kept moving after the finger lifted: \(gliding.midX)")
    driver.settle()
    // A fast flick carries the map a long way, but it comes to rest.
    let rested = model.region.center.longitude
    driver.advance(by: 0.5)
    #expect(model.region.center.longitude == rested)
    #expect(rested > Self.pantheon.longitude + 150 / pointsPerDegree)
  }

  @Test func theWheelZoomsAboutThePointer() throws {
    let model = Model()
    let driver = launch(model)
    let colosseum = try #require(driver.frame(of: "Colosseum"))
    // Scrolling up by 160 points over the Colosseum zooms in one step (twice the scale).
    driver.scroll(dy: 160, at: CGPoint(x: colosseum.midX, y: colosseum.midY))
    driver.settle()
    let after = try #require(driver.frame(of: "Colosseum"))
    #expect(abs(after.midX - colosseum.midX) < 0.5 && abs(after.midY - colosseum.midY) < 0.5)
    #expect(abs(model.region.span.longitudeDelta - 0.05) < 1e-6, "\(model.region.span)")
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    #expect(abs((after.midX - pantheon.midX) - 0.0153 * pointsPerDegree * 2) < 1)
  }

  @Test func pinchingZoomsTheMap() throws {
    let model = Model()
    let driver = launch(model)
    driver.pinch(at: CGPoint(x: 195, y: 422), scale: 2)
    driver.settle()
    #expect(abs(model.region.span.longitudeDelta - 0.05) < 0.002, "\(model.region.span)")
    driver.trackpadPinch(at: CGPoint(x: 195, y: 422), scale: 0.5)
    driver.settle()
    #expect(abs(model.region.span.longitudeDelta - 0.1) < 0.004, "\(model.region.span)")
  }

  @Test func aDoubleTapZoomsIn() throws {
    let model = Model()
    let driver = launch(model)
    driver.tap(at: CGPoint(x: 100, y: 300))
    driver.advance(by: 0.1)
    driver.tap(at: CGPoint(x: 100, y: 300))
    driver.settle()
    #expect(abs(model.region.span.longitudeDelta - 0.05) < 1e-6, "\(model.region.span)")
  }

  @Test func plusAndMinusKeysZoom() throws {
    let model = Model()
    let driver = launch(model)
    driver.press(.character("+"))
    driver.settle()
    #expect(abs(model.region.span.longitudeDelta - 0.05) < 1e-6, "\(model.region.span)")
    driver.press(.character("-"))
    driver.press(.character("-"))
    driver.settle()
    #expect(abs(model.region.span.longitudeDelta - 0.2) < 1e-6, "\(model.region.span)")
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(pantheon.midX - 195) < 0.5, "keys zoom about the centre")
  }

  @Test func withAnimationFliesFromRomeToParisZoomingOutAndIn() throws {
    let model = Model()
    let driver = launch(model)
    withAnimation(.easeInOut(duration: 2)) {
      model.region = MKCoordinateRegion(
        center: Self.eiffel, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
    }
    // Sampled every 0.1 s: how far apart Rome and Paris are on screen while both show.
    var distances: [Double] = []
    var sawBoth = false
    for _ in 0..<20 {
      driver.advance(by: 0.1)
      if let rome = driver.frame(of: "Pantheon"), let paris = driver.frame(of: "Eiffel Tower") {
        sawBoth = true
        distances.append(hypot(rome.midX - paris.midX, rome.midY - paris.midY))
      }
    }
    #expect(sawBoth, "halfway, the camera is high enough to show both cities")
    #expect(distances.count >= 4)
    // The distance between the cities on screen shrinks (zooming out) and grows again (zooming in).
    if let smallest = distances.min(), let index = distances.firstIndex(of: smallest) {
      #expect(smallest < 390, "\(distances)")
      #expect(index > 0 || distances.count > 1)
    }
    driver.settle()
    let eiffel = try #require(driver.frame(of: "Eiffel Tower"))
    #expect(abs(eiffel.midX - 195) < 0.5 && abs(eiffel.midY - 422) < 0.5)
    #expect(!driver.exists("Pantheon"))
  }

  // MARK: iOS 17

  final class PositionModel: ObservableObject {
    @Published var position: MapCameraPosition = .region(
      MKCoordinateRegion(
        center: MapViewTests.pantheon,
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)))
    @Published var selection: String?
    @Published var cameraChanges = 0
  }

  /// An iOS 17 map: markers, an annotation, ForEach, a polyline, style, tint and camera callbacks.
  struct PositionMap: View {
    @ObservedObject var model: PositionModel
    var body: some View {
      Map(position: $model.position, selection: $model.selection) {
        Marker("Colosseum", systemImage: "star.fill", coordinate: MapViewTests.colosseum)
          .tint(.purple)
          .tag("Colosseum")
        Annotation("Pantheon", coordinate: MapViewTests.pantheon, anchor: .center) {
          Circle().fill(Color.orange).frame(width: 20, height: 20)
        }
        ForEach(MapViewTests.places.filter { $0.id == "Eiffel Tower" }) { place in
          Marker(place.id, coordinate: place.coordinate)
        }
        MapPolyline(coordinates: [MapViewTests.pantheon, MapViewTests.colosseum])
          .stroke(.blue, lineWidth: 4)
      }
      .mapStyle(.standard)
      .onMapCameraChange { _ in model.cameraChanges += 1 }
    }
  }

  @Test func anIOS17MapCompilesRendersAndSelects() async throws {
    let model = PositionModel()
    let driver = AppDriver(PositionMap(model: model), scale: 2)
    driver.settle()
    #expect(driver.exists("Colosseum"))
    #expect(driver.exists("Pantheon"))
    let image = driver.screenshot(
      to: (ProcessInfo.processInfo.environment["SCREENSHOT_DIR"] ?? temporaryFolder("map"))
        + "/ios17-map.png")
    // The polyline runs from the Pantheon (centre) towards the Colosseum: blue pixels on its way.
    let world = pointsPerDegree * 360
    let dy =
      (MKMapPoint(Self.colosseum).y - MKMapPoint(Self.pantheon).y) / MKMapSize.world.height * world
    // The map reaches under the safe area, as on iOS: its centre is the screen's, y 422.
    let onLine = image.pixel(
      at: CGPoint(x: 195 + 0.0153 * pointsPerDegree * 0.4, y: 422 + dy * 0.4))
    #expect(Int(onLine.blue) > Int(onLine.red) + 60, "\(onLine)")
    let colosseum = try #require(driver.frame(of: "Colosseum"))
    // Tapping the marker selects its tag.
    driver.tap(at: CGPoint(x: colosseum.midX, y: colosseum.minY - 25))
    driver.settle()
    #expect(model.selection == "Colosseum")
    // Dragging marks the position as the person's.
    driver.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 250, y: 600))
    driver.settle()
    #expect(model.position.positionedByUser)
    #expect(model.position.region == nil)
    await driver.wait(seconds: 0.1)
    #expect(model.cameraChanges >= 1, "onMapCameraChange reported the end of the move")
  }

  // MARK: Turning and tilting

  /// Where the Colosseum is from the Pantheon on screen.
  func colosseumFromPantheon(_ driver: AppDriver) throws -> CGSize {
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    let colosseum = try #require(driver.frame(of: "Colosseum"))
    return CGSize(width: colosseum.midX - pantheon.midX, height: colosseum.midY - pantheon.midY)
  }

  @Test func twoFingersTurnTheMapAndTheCompassTurnsItBackToNorth() throws {
    let model = Model()
    let driver = launch(model)
    let before = try colosseumFromPantheon(driver)
    #expect(!driver.exists("Compass"), "no compass while north is up")
    // A quarter turn clockwise about the Pantheon (the centre).
    driver.rotate(at: CGPoint(x: 195, y: 422), by: .degrees(90), steps: 18)
    driver.settle()
    let turned = try colosseumFromPantheon(driver)
    // East of the Pantheon is now down the screen, south is to the left.
    #expect(
      abs(turned.width + before.height) < 1.5 && abs(turned.height - before.width) < 1.5,
      "\(turned)")
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    #expect(
      abs(pantheon.midX - 195) < 1 && abs(pantheon.midY - 422) < 1, "turned about the fingers")
    #expect(driver.exists("Compass"), "the compass shows while the map is turned")
    #expect(
      abs(model.region.span.longitudeDelta - 0.1) > 0.01, "the region is the box around the view")
    try driver.tap("Compass")
    driver.advance(by: 0.15)
    let halfway = try colosseumFromPantheon(driver)
    #expect(
      halfway.width > turned.width + 5 && halfway.width < before.width - 5, "animated: \(halfway)")
    driver.settle()
    let north = try colosseumFromPantheon(driver)
    #expect(
      abs(north.width - before.width) < 0.5 && abs(north.height - before.height) < 0.5, "\(north)")
    #expect(!driver.exists("Compass"))
  }

  @Test func aTrackpadTwistTurnsTheMapUnlessRotationIsOff() throws {
    let model = Model()
    let driver = launch(model)
    let before = try colosseumFromPantheon(driver)
    driver.trackpadPinch(at: CGPoint(x: 195, y: 422), scale: 1, rotation: .degrees(-90))
    driver.settle()
    let turned = try colosseumFromPantheon(driver)
    // Anticlockwise: east is now up the screen.
    #expect(
      abs(turned.width - before.height) < 1.5 && abs(turned.height + before.width) < 1.5,
      "\(turned)")

    struct Fixed: View {
      @State var region = MKCoordinateRegion(
        center: MapViewTests.pantheon,
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
      var body: some View {
        Map(
          coordinateRegion: $region, interactionModes: [.pan, .zoom],
          annotationItems: MapViewTests.places
        ) { place in
          MapAnnotation(coordinate: place.coordinate) { Text(place.id).font(.caption) }
        }
      }
    }
    let fixed = AppDriver(Fixed(), size: CGSize(width: 390, height: 844), scale: 1)
    fixed.settle()
    let still = try colosseumFromPantheon(fixed)
    fixed.trackpadPinch(at: CGPoint(x: 195, y: 422), scale: 1, rotation: .degrees(-90))
    fixed.rotate(at: CGPoint(x: 195, y: 422), by: .degrees(60))
    fixed.settle()
    let after = try colosseumFromPantheon(fixed)
    #expect(
      abs(after.width - still.width) < 0.5 && abs(after.height - still.height) < 0.5, "\(after)")
    #expect(!fixed.exists("Compass"))
  }

  final class CameraModel: ObservableObject {
    @Published var position: MapCameraPosition = .camera(
      MapCamera(centerCoordinate: MapViewTests.pantheon, distance: 10000))
  }

  struct CameraMap: View {
    @ObservedObject var model: CameraModel
    var body: some View {
      Map(position: $model.position) {
        Annotation("Pantheon", coordinate: MapViewTests.pantheon) { Circle().frame(width: 8) }
        Annotation("Colosseum", coordinate: MapViewTests.colosseum) { Circle().frame(width: 8) }
      }
    }
  }

  @Test func aCameraWithHeadingAndPitchIsAnimatedToAndShown() throws {
    let model = CameraModel()
    let driver = AppDriver(CameraMap(model: model), size: CGSize(width: 390, height: 844), scale: 1)
    driver.settle()
    let flat = try colosseumFromPantheon(driver)
    withAnimation(.linear(duration: 1)) {
      model.position = .camera(
        MapCamera(centerCoordinate: MapViewTests.pantheon, distance: 10000, heading: 90, pitch: 50))
    }
    driver.advance(by: 0.5)
    let halfway = try colosseumFromPantheon(driver)
    driver.settle()
    let turned = try colosseumFromPantheon(driver)
    // Facing east, the Colosseum (east and a little south) is ahead, up the screen, and a little right.
    #expect(turned.height < -10 && turned.width > 5, "\(turned)")
    // Half a second in, the camera has turned part of the way: the Colosseum is between the two.
    let angle = { (v: CGSize) in atan2(Double(v.height), Double(v.width)) * 180 / .pi }
    #expect(angle(halfway) < angle(flat) - 20 && angle(halfway) > angle(turned) + 20)
    // Tilted, ground ahead is foreshortened: the Colosseum is nearer the Pantheon on screen than flat.
    let distance = { (v: CGSize) in hypot(Double(v.width), Double(v.height)) }
    #expect(distance(turned) < distance(flat) * 0.9, "\(distance(turned)) vs \(distance(flat))")
    #expect(driver.exists("Compass"))
  }

  struct TiltMap: View {
    @State var position: MapCameraPosition = .region(
      MKCoordinateRegion(
        center: MapViewTests.pantheon,
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)))
    var modes: MapInteractionModes = .all
    var body: some View {
      Map(position: $position, interactionModes: modes) {
        Annotation("Pantheon", coordinate: MapViewTests.pantheon) { Circle().frame(width: 8) }
        Annotation("Colosseum", coordinate: MapViewTests.colosseum) { Circle().frame(width: 8) }
      }
    }
  }

  /// Where the Colosseum is from the Pantheon (at the centre) on a map tilted by `pitch`, given where it is
  /// flat: a camera seeing 30° of the 844-point height, turned `pitch` from straight down about the centre.
  func tilted(_ flat: CGSize, by pitch: Double) -> CGSize {
    let focal = 422 / tan(15 * Double.pi / 180)
    let (sine, cosine) = (sin(pitch * .pi / 180), cos(pitch * .pi / 180))
    let v = flat.height * cosine / (1 - flat.height * sine / focal)
    let spread = cosine / (cosine + v / focal * sine)
    return CGSize(width: flat.width / spread, height: v)
  }

  func expectClose(_ a: CGSize, _ b: CGSize, _ tolerance: Double = 0.75) -> Bool {
    abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }

  @Test func twoFingersSlidingUpTiltTheMapAndDownTiltItBack() throws {
    let driver = AppDriver(TiltMap(), size: CGSize(width: 390, height: 844), scale: 1)
    driver.settle()
    let flat = try colosseumFromPantheon(driver)
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    // Two fingers slide 100 points up together: 30° of tilt, about the centre of the view, and no pan.
    driver.twoFingerDrag(at: CGPoint(x: 195, y: 500), by: CGSize(width: 0, height: -100))
    driver.settle()
    let slanted = try colosseumFromPantheon(driver)
    #expect(expectClose(slanted, tilted(flat, by: 30)), "\(slanted) vs \(tilted(flat, by: 30))")
    #expect(abs(slanted.height) < abs(flat.height) * 0.9, "the ground is seen at a slant")
    let still = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(still.midX - pantheon.midX) < 1 && abs(still.midY - pantheon.midY) < 1, "\(still)")
    // Further up: the tilt stops at MapKit's 60°.
    driver.twoFingerDrag(at: CGPoint(x: 195, y: 500), by: CGSize(width: 0, height: -150))
    driver.settle()
    let steep = try colosseumFromPantheon(driver)
    #expect(expectClose(steep, tilted(flat, by: 60)), "\(steep) vs \(tilted(flat, by: 60))")
    // Sliding down levels it again, never past looking straight down.
    driver.twoFingerDrag(at: CGPoint(x: 195, y: 300), by: CGSize(width: 0, height: 250))
    driver.settle()
    let level = try colosseumFromPantheon(driver)
    #expect(expectClose(level, flat, 0.5), "\(level) vs \(flat)")
  }

  @Test func aPinchDoesNotTiltAndWithoutPitchModeSlidingDoesNothing() throws {
    let driver = AppDriver(TiltMap(), size: CGSize(width: 390, height: 844), scale: 1)
    driver.settle()
    let flat = try colosseumFromPantheon(driver)
    driver.pinch(at: CGPoint(x: 195, y: 422), scale: 1.6)
    driver.settle()
    let zoomed = try colosseumFromPantheon(driver)
    // Zoomed without a slant: both directions grew by the same factor.
    let ratio = zoomed.width / flat.width
    #expect(ratio > 1.4 && abs(zoomed.height / flat.height - ratio) < 0.02, "\(zoomed) vs \(flat)")

    let fixed = AppDriver(
      TiltMap(modes: [.pan, .zoom]), size: CGSize(width: 390, height: 844), scale: 1)
    fixed.settle()
    let before = try colosseumFromPantheon(fixed)
    fixed.twoFingerDrag(at: CGPoint(x: 195, y: 500), by: CGSize(width: 0, height: -100))
    fixed.press(.up, modifiers: [.option])
    fixed.settle()
    let after = try colosseumFromPantheon(fixed)
    #expect(expectClose(after, before, 0.5), "\(after) vs \(before)")
  }

  @Test func optionWithTheUpAndDownArrowsTiltsTheMap() throws {
    let driver = AppDriver(TiltMap(), size: CGSize(width: 390, height: 844), scale: 1)
    driver.settle()
    let flat = try colosseumFromPantheon(driver)
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    driver.press(.up, modifiers: [.option])
    driver.press(.up, modifiers: [.option])
    driver.settle()
    let two = try colosseumFromPantheon(driver)
    #expect(expectClose(two, tilted(flat, by: 30)), "\(two) vs \(tilted(flat, by: 30))")
    driver.press(.down, modifiers: [.option])
    driver.settle()
    let one = try colosseumFromPantheon(driver)
    #expect(expectClose(one, tilted(flat, by: 15)), "\(one) vs \(tilted(flat, by: 15))")
    let still = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(still.midX - pantheon.midX) < 1 && abs(still.midY - pantheon.midY) < 1, "no pan")
  }

  /// Rome's label would be drawn under a wide annotation sitting on the city: it is left out instead.
  struct PinOverRome: View {
    var body: some View {
      Map(
        initialPosition: .region(
          MKCoordinateRegion(
            center: MapViewTests.pantheon,
            span: MKCoordinateSpan(latitudeDelta: 0.3, longitudeDelta: 0.3)))
      ) {
        Annotation("", coordinate: CLLocationCoordinate2D(latitude: 41.8933, longitude: 12.4829)) {
          Color.clear.frame(width: 160, height: 70).accessibilityIdentifier("wide pin")
        }
        .annotationTitles(.hidden)
      }
    }
  }

  @Test func placeLabelsAreNotDrawnUnderAnnotations() throws {
    let driver = AppDriver(PinOverRome(), size: CGSize(width: 390, height: 844), scale: 1)
    driver.settle()
    let pin = try #require(driver.frame(ofIdentifier: "wide pin"))
    #expect(pin.width == 160 && pin.height == 70)
    let image = driver.screenshot()
    // The annotation is see-through: under it there is only the basemap, no dark letters of a label.
    #expect(image.inkCount(in: pin.insetBy(dx: 2, dy: 2)) == 0)
    // Labels are still drawn elsewhere on the map.
    #expect(image.inkCount(in: CGRect(x: 0, y: 60, width: 390, height: 700)) > 50)
  }
}
