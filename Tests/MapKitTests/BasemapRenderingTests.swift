import CCairo
import CoreLocation
import Foundation
import Testing

@testable import MapKit

/// The offline basemap, drawn straight into a bitmap: what a person sees at the scales the app uses.
@MainActor @Suite struct BasemapRenderingTests {
  static let folder = ProcessInfo.processInfo.environment["MAP_TEST_PNG_DIR"]

  /// A picture of the basemap for a region, at 2x, with its pixels to look at.
  struct Picture {
    let surface: OpaquePointer
    let viewport: MapViewport
    let size: CGSize
    let scale = 2.0

    /// The colour at a coordinate, 0…255 per channel.
    func color(at coordinate: CLLocationCoordinate2D) -> (r: Int, g: Int, b: Int) {
      color(atPoint: viewport.point(for: coordinate, in: size))
    }

    func color(atPoint point: CGPoint) -> (r: Int, g: Int, b: Int) {
      let x = Int(point.x * scale)
      let y = Int(point.y * scale)
      let stride = Int(cairo_image_surface_get_stride(surface))
      let data = cairo_image_surface_get_data(surface)!
      let pixel = data.advanced(by: y * stride + x * 4).withMemoryRebound(
        to: UInt32.self, capacity: 1
      ) {
        $0.pointee
      }
      return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    /// How many pixels within `radius` points of a coordinate are drawn in roughly `target`.
    func count(
      near coordinate: CLLocationCoordinate2D, radius: Double, matching target: BasemapPalette.RGB
    )
      -> Int
    {
      let center = viewport.point(for: coordinate, in: size)
      var hits = 0
      var y = center.y - radius
      while y <= center.y + radius {
        var x = center.x - radius
        while x <= center.x + radius {
          let c = color(atPoint: CGPoint(x: x, y: y))
          if abs(Double(c.r) - target.red * 255) < 14, abs(Double(c.g) - target.green * 255) < 14,
            abs(Double(c.b) - target.blue * 255) < 14
          {
            hits += 1
          }
          x += 0.5
        }
        y += 0.5
      }
      return hits
    }

    func isLand(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > c.b + 8 }
    func isWater(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.b > c.r + 40 }
  }

  func render(
    center: CLLocationCoordinate2D, span: Double, name: String, labels: Bool = false,
    heading: Double = 0, pitch: Double = 0
  ) throws -> Picture {
    let file = try BasemapFile.shared().get()
    let size = CGSize(width: 390, height: 844)
    var viewport = MapViewport(
      fitting: MKCoordinateRegion(
        center: center, span: MKCoordinateSpan(latitudeDelta: span, longitudeDelta: span)), in: size
    )
    viewport.heading = heading
    viewport.pitch = pitch
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 780, 1688)!
    let cr = cairo_create(surface)!
    cairo_scale(cr, 2, 2)
    let renderer = BasemapRenderer(file: file)
    renderer.frameBudget = nil
    renderer.draw(viewport: viewport, size: size, scale: 2, into: cr, showsLabels: labels)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    if let folder = Self.folder {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      cairo_surface_write_to_png(surface, "\(folder)/\(name).png")
    }
    return Picture(surface: surface, viewport: viewport, size: size)
  }

  @Test func romeAtTheAppsSpanShowsLandAndTheTiber() throws {
    let picture = try render(
      center: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769), span: 0.1, name: "rome"
    )
    defer { cairo_surface_destroy(picture.surface) }
    #expect(picture.isLand(picture.color(at: .init(latitude: 41.8902, longitude: 12.4922))))
    // The Tiber runs past Tiber Island and Castel Sant'Angelo.
    let island = picture.count(
      near: .init(latitude: 41.8907, longitude: 12.4773), radius: 8, matching: BasemapPalette.river)
    let castle = picture.count(
      near: .init(latitude: 41.9025, longitude: 12.4663), radius: 8, matching: BasemapPalette.river)
    #expect(island > 10, "river pixels by Tiber Island: \(island)")
    #expect(castle > 10, "river pixels by Castel Sant'Angelo: \(castle)")
    // Away from the river (the Quirinal hill) there are none.
    let hill = picture.count(
      near: .init(latitude: 41.8995, longitude: 12.4880), radius: 8, matching: BasemapPalette.river)
    #expect(hill == 0)
  }

  @Test func parisAtTheAppsSpanShowsTheSeine() throws {
    let picture = try render(
      center: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945), span: 0.1, name: "paris"
    )
    defer { cairo_surface_destroy(picture.surface) }
    // The Seine passes the Eiffel Tower at the Pont d'Iéna.
    let iena = picture.count(
      near: .init(latitude: 48.8600, longitude: 2.2925), radius: 10, matching: BasemapPalette.river)
    #expect(iena > 10, "river pixels at the Pont d'Iéna: \(iena)")
  }

  @Test func italyShowsSeaLandAndBorders() throws {
    let picture = try render(
      center: CLLocationCoordinate2D(latitude: 42.5, longitude: 12.5), span: 12, name: "italy")
    defer { cairo_surface_destroy(picture.surface) }
    #expect(
      picture.isWater(picture.color(at: .init(latitude: 40.5, longitude: 11.0))), "Tyrrhenian Sea")
    #expect(
      picture.isWater(picture.color(at: .init(latitude: 43.0, longitude: 15.0))), "Adriatic Sea")
    #expect(picture.isLand(picture.color(at: .init(latitude: 43.0, longitude: 12.5))), "Umbria")
    #expect(picture.isLand(picture.color(at: .init(latitude: 45.5, longitude: 9.2))), "Milan")
    // The border with Switzerland north of Milan.
    let border = picture.count(
      near: .init(latitude: 46.15, longitude: 8.95), radius: 30, matching: BasemapPalette.border)
    #expect(border > 5, "border pixels north of Lake Lugano: \(border)")
  }

  @Test func theWorldSeenWholeHasContinentsAndOceans() throws {
    let picture = try render(
      center: CLLocationCoordinate2D(latitude: 20, longitude: 20), span: 170, name: "world")
    defer { cairo_surface_destroy(picture.surface) }
    #expect(picture.isWater(picture.color(at: .init(latitude: 0, longitude: -30))), "Atlantic")
    #expect(picture.isLand(picture.color(at: .init(latitude: 10, longitude: 20))), "Africa")
    #expect(picture.isWater(picture.color(at: .init(latitude: 35, longitude: 18))), "Mediterranean")
  }

  @Test func labelsNeverOverlapAndNameTheCities() throws {
    let file = try BasemapFile.shared().get()
    let labels = BasemapLabels(file: file)
    let size = CGSize(width: 390, height: 844)
    for (center, span) in [
      (CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769), 0.1),
      (CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945), 0.1),
      (CLLocationCoordinate2D(latitude: 45, longitude: 8), 10.0),
      (CLLocationCoordinate2D(latitude: 30, longitude: 30), 120.0),
    ] {
      let viewport = MapViewport(
        fitting: MKCoordinateRegion(
          center: center, span: MKCoordinateSpan(latitudeDelta: span, longitudeDelta: span)),
        in: size)
      let placed = labels.place(viewport: viewport, size: size, scale: 2)
      #expect(placed.count >= 5, "\(span)°: \(placed.map(\.text))")
      for (index, a) in placed.enumerated() {
        for b in placed[(index + 1)...] {
          #expect(!a.frame.intersects(b.frame), "\(a.text) overlaps \(b.text)")
        }
      }
    }
    let rome = MapViewport(
      fitting: MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769),
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), in: size)
    let names = labels.place(viewport: rome, size: size, scale: 2).map(\.text)
    #expect(names.contains("Rome"), "\(names)")
    #expect(names.contains("TRASTEVERE"), "districts are named: \(names)")
    let europe = MapViewport(
      fitting: MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 45, longitude: 8),
        span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)), in: size)
    let cities = labels.place(viewport: europe, size: size, scale: 2).map(\.text)
    #expect(cities.contains("Milan") || cities.contains("Turin"), "\(cities)")
    #expect(!cities.contains("TRASTEVERE"))
    let picture = try render(
      center: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769), span: 0.1,
      name: "rome-labels", labels: true)
    cairo_surface_destroy(picture.surface)
  }

  @Test func builtUpLandIsTintedAroundRomeAndTheCountryAroundIsNot() throws {
    let picture = try render(
      center: CLLocationCoordinate2D(latitude: 41.9, longitude: 12.5), span: 1, name: "rome-urban")
    defer { cairo_surface_destroy(picture.surface) }
    func near(_ c: (r: Int, g: Int, b: Int), _ target: BasemapPalette.RGB) -> Bool {
      abs(Double(c.r) - target.red * 255) < 4 && abs(Double(c.g) - target.green * 255) < 4
        && abs(Double(c.b) - target.blue * 255) < 4
    }
    // Inside Natural Earth's urban area of Rome: San Giovanni, the Tuscolano, the eastern suburbs.
    for point in [(41.88, 12.51), (41.85, 12.56), (41.93, 12.60)] {
      let color = picture.color(at: .init(latitude: point.0, longitude: point.1))
      #expect(near(color, BasemapPalette.urban), "\(point): \(color)")
    }
    // North of it, the Sabine hills are plain land.
    let hills = picture.color(at: .init(latitude: 42.3, longitude: 12.5))
    #expect(near(hills, BasemapPalette.land), "\(hills)")
    // The tint is a shade of land, never mistaken for water.
    #expect(picture.isLand(picture.color(at: .init(latitude: 41.88, longitude: 12.51))))
  }

  @Test func placeNamesFollowTheLanguageWithEnglishWhereTheDataHasNone() throws {
    let file = try BasemapFile.shared().get()
    #expect(Set(["ar", "ko", "ru", "uz"]).isSubset(of: file.placeNameLanguages))
    let labels = BasemapLabels(file: file)
    let size = CGSize(width: 390, height: 844)
    func names(_ latitude: Double, _ longitude: Double, span: Double, _ language: String?)
      -> [String]
    {
      let viewport = MapViewport(
        fitting: MKCoordinateRegion(
          center: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
          span: MKCoordinateSpan(latitudeDelta: span, longitudeDelta: span)), in: size)
      return labels.place(viewport: viewport, size: size, scale: 2, language: language).map(\.text)
    }
    #expect(names(41.8986, 12.4769, span: 0.3, nil).contains("Rome"))
    #expect(names(41.8986, 12.4769, span: 0.3, "ko").contains("로마"))
    #expect(names(41.8986, 12.4769, span: 0.3, "ru").contains("Рим"))
    #expect(names(41.8986, 12.4769, span: 0.3, "ar").contains("روما"))
    #expect(names(41.2995, 69.2401, span: 0.3, "uz").contains("Toshkent"))
    #expect(names(55.7558, 37.6173, span: 0.3, "ko").contains("모스크바"))
    // GeoNames has no Uzbek name for Rome: the English one stands in.
    #expect(names(41.8986, 12.4769, span: 0.3, "uz").contains("Rome"))
  }

  @Test func labelsKeepClearOfPins() throws {
    let file = try BasemapFile.shared().get()
    let labels = BasemapLabels(file: file)
    let size = CGSize(width: 390, height: 844)
    let viewport = MapViewport(
      fitting: MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769),
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), in: size)
    let free = labels.place(viewport: viewport, size: size, scale: 2)
    let trastevere = try #require(free.first { $0.text == "TRASTEVERE" })
    // A marker standing on Trastevere's label: the label goes, and none lands under the marker.
    let point = CGPoint(x: trastevere.frame.midX, y: trastevere.frame.maxY + 4)
    let item = ResolvedMapItem(
      shape: .marker(title: "", systemImage: nil, monogram: nil),
      coordinate: CLLocationCoordinate2D(latitude: 41.889, longitude: 12.47), identity: [0])
    let marker = MapLayers.footprint(of: item, at: point, anchor: .bottom, isSelected: true)
    #expect(marker.maxY == point.y && marker.height >= 44 && marker.contains(trastevere.point))
    let placed = labels.place(viewport: viewport, size: size, avoiding: [marker], scale: 2)
    #expect(!placed.contains { $0.text == "TRASTEVERE" })
    for label in placed {
      #expect(!label.frame.intersects(marker), "\(label.text) is under the pin")
    }
  }

  @Test func aTurnedAndTiltedMapDrawsEachPlaceWhereItsPinGoes() throws {
    // Rome turned to face north-east and tilted: the land, the Tiber and the hills are where the
    // projection (which places pins and labels) says, so the drawing turns and tilts with it.
    let picture = try render(
      center: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769), span: 0.1,
      name: "rome-turned-tilted", labels: true, heading: 45, pitch: 40)
    defer { cairo_surface_destroy(picture.surface) }
    let island = picture.count(
      near: .init(latitude: 41.8907, longitude: 12.4773), radius: 12, matching: BasemapPalette.river
    )
    let castle = picture.count(
      near: .init(latitude: 41.9025, longitude: 12.4663), radius: 12, matching: BasemapPalette.river
    )
    #expect(island > 5, "river pixels by Tiber Island: \(island)")
    #expect(castle > 5, "river pixels by Castel Sant'Angelo: \(castle)")
    let hill = picture.count(
      near: .init(latitude: 41.8995, longitude: 12.4880), radius: 6, matching: BasemapPalette.river)
    #expect(hill == 0)
    let italy = try render(
      center: CLLocationCoordinate2D(latitude: 42.5, longitude: 12.5), span: 12,
      name: "italy-turned",
      heading: 120)
    defer { cairo_surface_destroy(italy.surface) }
    #expect(italy.isWater(italy.color(at: .init(latitude: 40.5, longitude: 11.0))), "Tyrrhenian")
    #expect(italy.isWater(italy.color(at: .init(latitude: 43.0, longitude: 15.0))), "Adriatic")
    #expect(italy.isLand(italy.color(at: .init(latitude: 43.0, longitude: 12.5))), "Umbria")
    #expect(italy.isLand(italy.color(at: .init(latitude: 45.5, longitude: 9.2))), "Milan")
  }

  @Test func labelsStayUprightOnATurnedMap() throws {
    let file = try BasemapFile.shared().get()
    let labels = BasemapLabels(file: file)
    let size = CGSize(width: 390, height: 844)
    var viewport = MapViewport(
      fitting: MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 45, longitude: 8),
        span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)), in: size)
    viewport.heading = 70
    let placed = labels.place(viewport: viewport, size: size, scale: 2)
    #expect(placed.count >= 5)
    for label in placed {
      // Each name sits level (its box wider than tall, over its place's point) and none overlap.
      #expect(label.frame.width > label.frame.height, "\(label.text)")
      #expect(abs(label.frame.midX - label.point.x) < 1)
      for other in placed where other.text != label.text {
        #expect(!label.frame.intersects(other.frame))
      }
    }
    if let milan = placed.first(where: { $0.text == "Milan" }) {
      let expected = viewport.point(for: .init(latitude: 45.4643, longitude: 9.1895), in: size)
      #expect(hypot(milan.point.x - expected.x, milan.point.y - expected.y) < 3)
    }
  }
}
