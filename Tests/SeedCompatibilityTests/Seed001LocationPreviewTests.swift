import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 001: the preview card of the selected location; "Keyingi" (Next) swaps cards, the new one in from
/// trailing and the old one out to leading, and wraps from the last location to the first.
@MainActor @Suite struct Seed001LocationPreviewTests {
  func launch() -> AppDriver {
    AppDriver(
      Seed001.LocationsView()
        .environmentObject(Seed001.LocationsViewModel())
        .defaultAppStorage(freshStore()),
      scale: 2)
  }

  @Test func theCardShowsTheNameAndCityAndTwoButtons() throws {
    let driver = launch()
    #expect(driver.exists("Colosseum"))
    #expect(driver.exists("Rome"))
    #expect(driver.exists("Batafsil"))
    #expect(driver.exists("Keyingi"))
    let name = try #require(driver.frame(of: "Colosseum"))
    #expect(name.minY > 844 / 2, "the card sits at the bottom: \(name)")
    let image = driver.screenshot(to: "\(screenshotFolder)/seed001-card.png")
    // The header and the card's name and city in black.
    for text in ["Colosseum, Rome", "Colosseum", "Rome"] {
      let frame = try #require(driver.elements().last { $0.kind == .text && $0.label == text })
        .frame
      #expect(image.inkCount(in: frame) > 40, "\(text) at \(frame)")
    }
    // Batafsil: white text on the prominent blue; Keyingi: blue text on a pale blue tint.
    let details = try #require(driver.frame(of: "Batafsil"))
    let accent = RenderedImage.Pixel(red: 0, green: 122, blue: 255)
    #expect(
      image.count(in: details.insetBy(dx: -6, dy: -4)) { $0.isClose(to: accent, tolerance: 6) }
        > 400)
    #expect(image.count(in: details) { $0.isWhite() } > 30)
    let next = try #require(driver.frame(of: "Keyingi"))
    #expect(image.count(in: next) { $0.isAccentBlue } > 30)
    let tint = image.pixel(at: CGPoint(x: next.minX - 4, y: next.midY))
    #expect(tint.blue > tint.red + 20 && tint.red > 150 && !tint.isWhite(), "\(tint)")
    // The photo's place: a white rounded square above the name.
    #expect(image.pixel(at: CGPoint(x: name.minX + 50, y: name.minY - 40)).isWhite(254))
  }

  @Test func nextSwapsCardsWithTheAsymmetricTransition() throws {
    let driver = launch()
    let atRest = try #require(driver.frame(of: "Colosseum"))
    try driver.tap("Keyingi")
    driver.advance(by: 0.12)

    let leaving = try #require(
      driver.frame(of: "Colosseum", includingHidden: true), "\(driver.texts)")
    let arriving = try #require(driver.frame(of: "Pantheon"), "\(driver.texts)")
    #expect(leaving.midX < atRest.midX - 20, "the old card leaves to the left: \(leaving)")
    #expect(arriving.midX > atRest.midX + 20, "the new card comes from the right: \(arriving)")
    let image = driver.screenshot(to: "\(screenshotFolder)/seed001-swap-midway.png")
    // Both names are drawn where they are on the way, each as much as is on screen.
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(image.inkCount(in: leaving.intersection(screen)) > 20, "the old name still shows")
    #expect(image.inkCount(in: arriving.intersection(screen)) > 20, "the new name shows")

    driver.settle()
    #expect(!driver.exists("Colosseum"))
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(pantheon.minX - atRest.minX) < 1)
  }

  @Test func nextWrapsFromTheLastLocationToTheFirst() throws {
    let driver = launch()
    for expected in ["Pantheon", "Trevi Fountain", "Eiffel Tower", "Louvre Museum", "Colosseum"] {
      try driver.tap("Keyingi")
      driver.settle()
      #expect(driver.exists(expected), "\(driver.texts)")
    }
    #expect(driver.exists("Rome"))
    #expect(!driver.exists("Louvre Museum"))
  }

  @Test func theMapBehindTheCardShowsRomeAndFollowsNext() throws {
    let model = Seed001.LocationsViewModel()
    let driver = AppDriver(
      Seed001.LocationsView().environmentObject(model).defaultAppStorage(freshStore()), scale: 2)
    driver.settle()
    // MapKit's Map(coordinateRegion:) draws the offline basemap: land around the Colosseum.
    let image = driver.screenshot(to: "\(screenshotFolder)/seed001-map.png")
    let land = image.pixel(at: CGPoint(x: 60, y: 300))
    #expect(Int(land.red) > Int(land.blue) + 8, "land colour behind the card: \(land)")
    #expect(driver.exists("© GSHHG, Natural Earth, GeoNames"))
    try driver.tap("Keyingi")
    driver.settle()
    #expect(abs(model.mapRegion.center.latitude - 41.8986) < 1e-9)
    #expect(abs(model.mapRegion.center.longitude - 12.4769) < 1e-9)
  }
}
